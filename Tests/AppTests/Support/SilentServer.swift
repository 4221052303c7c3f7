import Backend
import Dispatch
import Foundation
import Networking

/// A server that accepts every connection, reads the request and never answers, until
/// stopped: a backend that hangs.
final class SilentServer: Sendable {
    private let server: LoopbackHTTPServer
    private let released: DispatchSemaphore

    init() throws {
        let released = DispatchSemaphore(value: 0)
        self.released = released
        server = try LoopbackHTTPServer(port: 0) { _ in
            // Held until stop(), then every held request lets the next one go.
            released.wait()
            released.signal()
            return HTTPResponse(status: 503)
        }
    }

    /// Where it listens.
    var url: URL { server.url }

    /// Lets the held requests end and stops listening.
    func stop() {
        released.signal()
        server.stop()
    }
}
