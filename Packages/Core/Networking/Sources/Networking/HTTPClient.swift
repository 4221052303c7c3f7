/// Sends HTTP requests to one server.
///
/// One job: turn an ``HTTPRequest`` into an ``HTTPResponse``. Only 2xx answers are returned;
/// any other status is thrown as a ``NetworkError`` whose code is
/// ``NetworkError/Code/httpStatus(_:)`` and whose ``NetworkError/response`` holds the
/// answer, so a caller can read the server's JSON error message from its body.
/// Implementations: `URLSessionHTTPClient` (NetworkingLive), `StubHTTPClient` and
/// `UnimplementedHTTPClient` (NetworkingTesting); ``RetryingHTTPClient`` wraps any of them.
///
/// ```swift
/// let me: User = try await client.send(HTTPRequest(path: "/v1/me"), decoding: User.self)
/// ```
public protocol HTTPClient: Sendable {
    /// Sends the request and waits for a successful (2xx) response.
    /// - Parameter request: what to send; its path is relative to the client's server.
    /// - Returns: the response, whose status is always in `200..<300`.
    /// - Throws: ``NetworkError``: offline, timeout, a non-2xx status, cancelled, ...
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}
