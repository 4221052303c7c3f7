public import Networking
import Synchronization

/// An ``HTTPClient`` for tests that answers from a closure or a table and records every request.
///
/// Like a real client it returns only 2xx responses: a non-2xx response from the closure or the
/// table is thrown as `NetworkError.httpStatus(_:)`.
///
/// ```swift
/// let me = StubHTTPClient(responses: ["GET /v1/me": HTTPResponse(status: 200, body: userJSON)])
/// let offline = StubHTTPClient { _ throws(NetworkError) in
///     throw NetworkError(.offline, reason: "test")
/// }
/// ```
public final class StubHTTPClient: HTTPClient {
    /// Answers one request.
    public typealias Handler = @Sendable (HTTPRequest) async throws(NetworkError) -> HTTPResponse

    private let handler: Handler
    private let received = Mutex<[HTTPRequest]>([])

    /// Creates a stub that answers with `handler`.
    /// - Parameter handler: returns the response for a request, or throws the error to report.
    public init(_ handler: @escaping Handler) {
        self.handler = handler
    }

    /// Creates a stub that answers from a table keyed by `"METHOD path"`, such as `"GET /v1/me"`.
    /// A request not in the table gets a 404, as from a real server.
    /// - Parameter responses: the response for each method and path.
    public convenience init(responses: [String: HTTPResponse]) {
        self.init { request throws(NetworkError) in
            responses["\(request.method) \(request.path)"] ?? HTTPResponse(status: 404)
        }
    }

    /// Every request received so far, oldest first.
    public var requests: [HTTPRequest] { received.withLock { $0 } }

    /// Records the request and answers it.
    /// - Throws: the handler's error, or `.httpStatus` for a non-2xx answer.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        received.withLock { $0.append(request) }
        let response = try await handler(request)
        guard response.isSuccessful else { throw .httpStatus(response) }
        return response
    }
}
