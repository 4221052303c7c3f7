public import Foundation
public import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server on the loopback (127.0.0.1, and ::1 where the system has it)
/// that answers every request with a handler.
///
/// One request per connection (`Connection: close`), bodies with `Content-Length` only, for
/// requests whose `Host` names it (``hostNames`` with its port). One thread waits on every
/// connection at once and handlers run on a concurrent queue, so slow or idle clients cost a
/// descriptor each, never a thread, and the server degrades under them instead of stopping:
/// each request has a deadline, the connections a cap and the bytes they hold a budget
/// (``HTTPServerLimits``). A head is parsed once, and admitted before its body is read
/// (``HTTPAdmission``). A malformed request gets 400, a head over ``maxHeaderBytes`` or
/// ``maxHeaderFields`` 431, a body over what its head was admitted with 413, another host
/// 421, a request too slow 408, a connection past the cap or an answer too slow 503, and the
/// server goes on.
///
/// ```swift
/// let server = try LoopbackHTTPServer(port: 0) { request in backend.handle(request) }
/// print("listening on \(server.url)")
/// // ...
/// server.stop()
/// ```
public final class LoopbackHTTPServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Answers one request from a client, named by its address (`127.0.0.1`, `::1`).
    public typealias ClientHandler = @Sendable (HTTPRequest, _ client: String) -> HTTPResponse
    /// Decides from a request's head (a request without its body) whether its body is read.
    /// Called on the server's one event-loop thread: it must return at once.
    public typealias Admit = @Sendable (_ head: HTTPRequest) -> HTTPAdmission

    /// The most bytes the request line and headers may take.
    public static let maxHeaderBytes = 16 * 1024
    /// The most header fields a request may have.
    public static let maxHeaderFields = 100
    /// The most bytes a request body may take, whatever its head was admitted with.
    public static let maxBodyBytes = 1024 * 1024
    /// The names of the loopback the server answers to, in `Host` with its port: where it
    /// listens (::1 where the system has IPv6), and the only hosts a client takes plain HTTP
    /// to.
    public static let hostNames = ["127.0.0.1", "localhost", "::1"]

    /// The port the server listens on; the one the system picked when created with port 0.
    public let port: UInt16
    private let listeners: [Int32]
    private let mailbox: LoopMailbox

    /// Starts listening on the loopback and serving in the background, with the default
    /// limits, any body up to ``maxBodyBytes`` admitted.
    /// - Parameters:
    ///   - port: the port to listen on; 0 lets the system pick a free one (see ``port``).
    ///   - handler: answers each request; called on background threads, several at once.
    /// - Throws: `.socket` if the socket cannot be opened, bound or listened on.
    public convenience init(port: UInt16 = 0, handler: @escaping Handler) throws(BackendError) {
        try self.init(port: port, limits: HTTPServerLimits()) { request, _ in handler(request) }
    }

    /// Starts listening on the loopback and serving in the background.
    /// - Parameters:
    ///   - port: the port to listen on; 0 lets the system pick a free one (see ``port``).
    ///   - limits: the deadlines, the connection cap and the buffer budget.
    ///   - admit: decides from each request's head whether its body is read, and how much of
    ///     it; by default any body up to ``maxBodyBytes``.
    ///   - handler: answers each request, given the client's address; called on background
    ///     threads, several at once.
    /// - Throws: `.socket` if a socket cannot be opened, bound or listened on.
    public init(
        port: UInt16 = 0, limits: HTTPServerLimits,
        admit: @escaping Admit = { _ in .anyBody },
        handler: @escaping ClientHandler
    ) throws(BackendError) {
        let (listeners, port) = try Self.listen(on: port)
        let mailbox: LoopMailbox
        do {
            mailbox = try LoopMailbox()
        } catch {
            for listener in listeners { close(listener) }
            throw error
        }
        self.port = port
        self.listeners = listeners
        self.mailbox = mailbox
        let names = listeners.count > 1 ? Self.hostNames : Self.hostNames.filter { $0 != "::1" }
        let loop = ConnectionLoop(
            listeners: listeners, mailbox: mailbox, limits: limits,
            hosts: Set(names.map { Self.host($0, port: port) }), admit: admit, handler: handler)
        Thread.detachNewThread {
            var loop = loop
            loop.run()
        }
    }

    /// The server's address, `http://127.0.0.1:PORT`.
    public var url: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Whether `host` (a URL's host, `[::1]` or `::1` alike) is one of ``hostNames``.
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return hostNames.contains(name)
    }

    /// Stops accepting connections; requests already being answered finish. Safe to call twice.
    public func stop() {
        guard !mailbox.isStopped else { return }
        // New connections are refused from now on; the loop then closes the sockets.
        for listener in listeners { shutdown(listener, Int32(SHUT_RDWR)) }
        mailbox.stop()
    }

    /// `127.0.0.1:8080`, `[::1]:8080`: how a `Host` field names `name` on `port`.
    private static func host(_ name: String, port: UInt16) -> String {
        name.contains(":") ? "[\(name)]:\(port)" : "\(name):\(port)"
    }

    /// Listens on 127.0.0.1 and on ::1 with the same port: ::1 is left out where the system
    /// has no IPv6; a port the system picked that ::1 has taken is picked again.
    private static func listen(on port: UInt16) throws(BackendError) -> ([Int32], UInt16) {
        for _ in 0..<8 {
            let v4 = try listener(family: AF_INET, port: port)
            let v6 = Sockets.openStream(family: AF_INET6)
            guard v6 >= 0 else { return ([v4.descriptor], v4.port) }
            if Sockets.bindLoopback(v6, family: AF_INET6, port: v4.port) != nil {
                return ([v4.descriptor, v6], v4.port)
            }
            let code = errno
            close(v6)
            // No IPv6 loopback here: the IPv4 one is the server's.
            guard code == EADDRINUSE else { return ([v4.descriptor], v4.port) }
            close(v4.descriptor)
            guard port == 0 else {
                throw BackendError(
                    .socket,
                    reason: "Cannot listen on [::1]:\(port): \(String(cString: strerror(code))).")
            }
        }
        throw BackendError(.socket, reason: "Cannot find a port free on 127.0.0.1 and [::1].")
    }

    private static func listener(family: Int32, port: UInt16) throws(BackendError)
        -> (descriptor: Int32, port: UInt16)
    {
        let descriptor = Sockets.openStream(family: family)
        guard descriptor >= 0 else {
            throw BackendError(.socket, reason: "Cannot open a socket: \(errnoText()).")
        }
        guard let bound = Sockets.bindLoopback(descriptor, family: family, port: port) else {
            let reason = "Cannot listen on 127.0.0.1:\(port): \(errnoText())."
            close(descriptor)
            throw BackendError(.socket, reason: reason)
        }
        return (descriptor, bound)
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
