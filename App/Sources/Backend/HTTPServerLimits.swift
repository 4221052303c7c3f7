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
    /// connection whose read passes it is answered 503 `busy`.
    public var maximumBufferedBytes: Int

    /// Creates limits; every argument has the default its property names.
    public init(
        requestDeadline: Duration = .seconds(10), maximumConnections: Int = 512,
        maximumBufferedBytes: Int = 64 * 1024 * 1024
    ) {
        self.requestDeadline = requestDeadline
        self.maximumConnections = maximumConnections
        self.maximumBufferedBytes = maximumBufferedBytes
    }
}
