import Backend
import Foundation
import Networking
import NetworkingLive

/// A backend served over HTTP on a free port, stopped when the last reference goes away.
final class ServedBackend: Sendable {
    let harness: Harness
    let server: LoopbackHTTPServer

    init(limits: HTTPServerLimits = HTTPServerLimits()) throws {
        harness = try Harness()
        let backend = harness.backend
        server = try LoopbackHTTPServer(port: 0, limits: limits, admit: backend.admit) {
            request, _ in backend.handle(request)
        }
    }

    deinit { server.stop() }

    var port: UInt16 { server.port }
    /// The `Host` header line that names this server, as every request must send it.
    var host: String { "Host: 127.0.0.1:\(server.port)\r\n" }
    var live: URLSessionHTTPClient { URLSessionHTTPClient(baseURL: server.url) }
    var embedded: EmbeddedBackendClient { EmbeddedBackendClient(backend: harness.backend) }

    /// Status and body, whether the client returned or threw.
    static func outcome(_ client: any HTTPClient, _ request: HTTPRequest) async
        -> (status: Int, body: String)
    {
        do {
            let response = try await client.send(request)
            return (response.status, String(decoding: response.body, as: UTF8.self))
        } catch {
            return (
                error.response?.status ?? -1,
                String(decoding: error.response?.body ?? Data(), as: UTF8.self)
            )
        }
    }
}
