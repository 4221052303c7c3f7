/// How much of itself ``LoopbackHTTPServer`` gives to its clients: what keeps slow, idle or
/// numerous clients from holding it, so that it degrades under them and never stops.
///
/// ```swift
/// let limits = HTTPServerLimits(requestDeadline: .seconds(5), maximumConnections: 128)
/// let server = try LoopbackHTTPServer(port: 0, limits: limits) { request, client in
///     backend.handle(request, from: client)
/// }
/// ```
public struct HTTPServerLimits: Sendable {
    /// How long a client has, from its connection, to send a request's head and body: 10 s
    /// by default. An absolute deadline, not a time between reads, so a client trickling a
    /// byte at a time is cut off like a silent one: with 408 `request_timeout` if it sent
    /// anything, else closed. The same time again is left to read the answer.
    public var requestDeadline: Duration
    /// The most connections open at once: 512 by default, and never more than the process's
    /// file descriptor limit allows (less a margin). A connection past it takes the place of
    /// the oldest one still sending its request, which is answered 503 `busy`; when every
    /// open one is being answered, the new one is answered 503 `busy` and closed at once.
    /// Nothing waits in a queue.
    public var maximumConnections: Int
    /// The most request bytes held at once over every connection: 64 MiB by default. A
    /// connection holds at most its head (``LoopbackHTTPServer/maxHeaderBytes``) and the body
    /// its head was admitted with (the endpoint's own limit), reserved when the head is read:
    /// a request whose body does not fit in what is left, or a read when nothing is left, is
    /// answered 503 `busy`.
    public var maximumBufferedBytes: Int
    /// How long a handler may take to answer a request once it has arrived: 30 s by default.
    /// Past it, the client is answered 503 `busy` and the connection closed; the handler's
    /// late answer is dropped.
    public var handlingDeadline: Duration

    /// Creates limits; every argument has the default its property names.
    public init(
        requestDeadline: Duration = .seconds(10), maximumConnections: Int = 512,
        maximumBufferedBytes: Int = 64 * 1024 * 1024, handlingDeadline: Duration = .seconds(30)
    ) {
        self.requestDeadline = requestDeadline
        self.maximumConnections = maximumConnections
        self.maximumBufferedBytes = maximumBufferedBytes
        self.handlingDeadline = handlingDeadline
    }
}
