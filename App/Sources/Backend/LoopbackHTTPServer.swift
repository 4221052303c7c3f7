public import Foundation
public import Networking
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 that answers every request with a handler.
///
/// One request per connection (`Connection: close`), bodies with `Content-Length` only.
/// Each connection is served on a background thread; a malformed request gets 400, a head
/// over ``maxHeaderBytes`` 431 and a body over ``maxBodyBytes`` 413, and the server goes on.
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

    /// The most bytes the request line and headers may take.
    public static let maxHeaderBytes = 16 * 1024
    /// The most bytes a request body may take.
    public static let maxBodyBytes = 1024 * 1024

    /// The port the server listens on; the one the system picked when created with port 0.
    public let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let isStopped = Mutex(false)

    /// Starts listening on 127.0.0.1 and serving in the background.
    /// - Parameters:
    ///   - port: the port to listen on; 0 lets the system pick a free one (see ``port``).
    ///   - handler: answers each request; called on background threads, several at once.
    /// - Throws: `.socket` if the socket cannot be opened, bound or listened on.
    public init(port: UInt16 = 0, handler: @escaping Handler) throws(BackendError) {
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
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            let reason = "Cannot listen on 127.0.0.1:\(port): \(Self.errnoText())."
            close(descriptor)
            throw BackendError(.socket, reason: reason)
        }
        self.port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        self.handler = handler
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// The server's address, `http://127.0.0.1:PORT`.
    public var url: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Stops accepting connections; requests already being answered finish. Safe to call twice.
    public func stop() {
        let first = isStopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        // Wakes the thread blocked in accept(2); that thread then closes the socket.
        if first { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop() {
        defer { close(listener) }
        let connections = DispatchQueue(
            label: "rootswitch.backend.connections", attributes: .concurrent)
        while true {
            let client = accept(listener, nil, nil)
            if client >= 0 {
                Sockets.prepareAccepted(client)
                let handler = handler
                connections.async { HTTPConnection(descriptor: client, handler: handler).serve() }
                continue
            }
            if isStopped.withLock({ $0 }) { return }
            // Out of descriptors: give connections in flight a moment to finish.
            if errno == EMFILE || errno == ENFILE { usleep(10_000) }
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
