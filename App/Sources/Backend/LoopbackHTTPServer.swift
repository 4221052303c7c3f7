public import Foundation
public import Networking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 that answers every request with a handler.
///
/// One request per connection (`Connection: close`), bodies with `Content-Length` only, for
/// requests whose `Host` names it (`127.0.0.1:PORT` or `localhost:PORT`). One thread waits
/// on every connection at once and handlers run on a concurrent queue, so slow or idle
/// clients cost a descriptor each, never a thread, and the server degrades under them instead
/// of stopping: each request has a deadline and the connections a cap
/// (``HTTPServerLimits``). A malformed request gets 400, a head over ``maxHeaderBytes`` 431,
/// a body over ``maxBodyBytes`` 413, another host 421, a request too slow 408, a connection
/// past the cap 503, and the server goes on.
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
    /// Answers one request from a client, named by its address (`127.0.0.1`).
    public typealias ClientHandler = @Sendable (HTTPRequest, _ client: String) -> HTTPResponse

    /// The most bytes the request line and headers may take.
    public static let maxHeaderBytes = 16 * 1024
    /// The most bytes a request body may take.
    public static let maxBodyBytes = 1024 * 1024

    /// The port the server listens on; the one the system picked when created with port 0.
    public let port: UInt16
    private let listener: Int32
    private let mailbox: LoopMailbox

    /// Starts listening on 127.0.0.1 and serving in the background, with the default limits.
    /// - Parameters:
    ///   - port: the port to listen on; 0 lets the system pick a free one (see ``port``).
    ///   - handler: answers each request; called on background threads, several at once.
    /// - Throws: `.socket` if the socket cannot be opened, bound or listened on.
    public convenience init(port: UInt16 = 0, handler: @escaping Handler) throws(BackendError) {
        try self.init(port: port, limits: HTTPServerLimits()) { request, _ in handler(request) }
    }

    /// Starts listening on 127.0.0.1 and serving in the background.
    /// - Parameters:
    ///   - port: the port to listen on; 0 lets the system pick a free one (see ``port``).
    ///   - limits: the request deadline and the connection cap.
    ///   - handler: answers each request, given the client's address; called on background
    ///     threads, several at once.
    /// - Throws: `.socket` if the socket cannot be opened, bound or listened on.
    public init(
        port: UInt16 = 0, limits: HTTPServerLimits,
        handler: @escaping ClientHandler
    ) throws(BackendError) {
        let descriptor = Sockets.openStream()
        guard descriptor >= 0 else {
            throw BackendError(.socket, reason: "Cannot open a socket: \(Self.errnoText()).")
        }
        var address = Sockets.loopback(port: port)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        var reuse: Int32 = 1
        setsockopt(
            descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 511) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            let reason = "Cannot listen on 127.0.0.1:\(port): \(Self.errnoText())."
            close(descriptor)
            throw BackendError(.socket, reason: reason)
        }
        let mailbox: LoopMailbox
        do {
            mailbox = try LoopMailbox()
        } catch {
            close(descriptor)
            throw error
        }
        self.port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        self.mailbox = mailbox
        let loop = ConnectionLoop(
            listener: descriptor, mailbox: mailbox, limits: limits, port: self.port,
            handler: handler)
        Thread.detachNewThread {
            var loop = loop
            loop.run()
        }
    }

    /// The server's address, `http://127.0.0.1:PORT`.
    public var url: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Stops accepting connections; requests already being answered finish. Safe to call twice.
    public func stop() {
        guard !mailbox.isStopped else { return }
        // New connections are refused from now on; the loop then closes the socket.
        shutdown(listener, Int32(SHUT_RDWR))
        mailbox.stop()
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
