import Dispatch
public import Networking

/// An `HTTPClient` that sends requests to an ``EmbeddedBackend`` in the same process.
///
/// It behaves like the live URLSession client against a server speaking the same contract:
/// 2xx responses are returned, any other status is thrown as `NetworkError.httpStatus` with
/// the response, and the backend's offline switch throws `.offline` without reaching it.
///
/// ```swift
/// let client = EmbeddedBackendClient(backend: backend)
/// let response = try await client.send(HTTPRequest.contract(.me, token: token))
/// ```
public struct EmbeddedBackendClient: HTTPClient {
    private let backend: EmbeddedBackend

    /// Creates a client for one backend.
    /// - Parameter backend: the backend that answers.
    public init(backend: EmbeddedBackend) {
        self.backend = backend
    }

    /// Sends the request to the backend; see `HTTPClient.send(_:)`.
    /// - Throws: `NetworkError`: `.offline` while the backend's ``EmbeddedBackend/isOffline``
    ///   is on, `.cancelled` if the task was cancelled before sending, `.httpStatus` for a
    ///   non-2xx answer.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if Task.isCancelled { throw NetworkError(.cancelled, reason: "The request was cancelled.") }
        guard !backend.isOffline else {
            throw NetworkError(
                .offline, reason: "Cannot reach the server: the embedded backend is offline.")
        }
        let backend = backend
        // Off the cooperative pool: hashing a password blocks its thread for a while.
        let response = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: backend.handle(request))
            }
        }
        guard response.isSuccessful else { throw .httpStatus(response) }
        return response
    }
}
