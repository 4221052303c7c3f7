public import Foundation
public import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPClient`` that talks to a real server through `URLSession`.
///
/// Request paths are appended to `baseURL`'s path. Each request waits at most its own
/// ``HTTPRequest/timeout`` (or `defaultTimeout`) for the server; cancelling the calling task
/// cancels the transfer. A redirect is never followed (its headers, the token's included,
/// would go wherever the server says): the 3xx is the answer, thrown as `.httpStatus`. An answer
/// over `maximumResponseBytes` is cut off. Failures map to ``NetworkError`` codes: no network,
/// unknown host, refused or lost connection → `.offline`; timed out → `.timeout`; a non-2xx
/// status → `.httpStatus` with the response; an answer too large → `.transport`.
///
/// ```swift
/// let client = URLSessionHTTPClient(baseURL: URL(string: "https://api.example.com/")!)
/// let response = try await client.send(HTTPRequest(path: "/v1/me"))
/// ```
public final class URLSessionHTTPClient: HTTPClient {
    /// The most bytes an answer's body may have unless told otherwise: 1 MiB, many times the
    /// largest answer of the backend contract.
    public static let defaultMaximumResponseBytes = 1024 * 1024

    private let baseURL: URL
    private let defaultTimeout: Duration
    private let session: URLSession
    private let transfers: TransferDelegate

    /// Creates a client for one server, with its own ephemeral session (no disk cache, no
    /// cookies kept).
    /// - Parameters:
    ///   - baseURL: the server's address; request paths are relative to it.
    ///   - defaultTimeout: how long a request without its own timeout waits for the server.
    ///   - maximumResponseBytes: the most bytes an answer's body may have; a larger one fails
    ///     as `.transport`, checked against its `Content-Length` first, else as it arrives.
    public init(
        baseURL: URL, defaultTimeout: Duration = .seconds(30),
        maximumResponseBytes: Int = defaultMaximumResponseBytes
    ) {
        self.baseURL = baseURL
        self.defaultTimeout = defaultTimeout
        transfers = TransferDelegate(limit: maximumResponseBytes)
        session = URLSession(configuration: .ephemeral, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends the request; see ``HTTPClient/send(_:)``.
    /// - Throws: ``NetworkError``; a non-2xx status as `.httpStatus` with the response.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let urlRequest = try makeURLRequest(request)
        let (data, urlResponse) = try await transfer(urlRequest)
        guard let http = urlResponse as? HTTPURLResponse else {
            throw NetworkError(
                .transport, reason: "The server's answer to \(request.path) was not HTTP.")
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
            headers[name] = value
        }
        let response = HTTPResponse(status: http.statusCode, headers: headers, body: data)
        guard response.isSuccessful else { throw .httpStatus(response) }
        return response
    }

    private func makeURLRequest(_ request: HTTPRequest) throws(NetworkError) -> URLRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw NetworkError(.invalidRequest, reason: "The base URL \(baseURL) is not valid.")
        }
        let basePath =
            components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + "/" + request.path.drop { $0 == "/" }
        if !request.queryItems.isEmpty {
            components.queryItems = request.queryItems
            // URLComponents leaves "+" alone, but servers read it as a space.
            components.percentEncodedQuery = components.percentEncodedQuery?
                .replacingOccurrences(of: "+", with: "%2B")
        }
        guard let url = components.url else {
            throw NetworkError(
                .invalidRequest, reason: "Cannot build a URL for the path \(request.path).")
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = Self.seconds(request.timeout ?? defaultTimeout)
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }

    private func transfer(_ request: URLRequest) async throws(NetworkError) -> (Data, URLResponse) {
        if Task.isCancelled { throw NetworkError(.cancelled, reason: "The request was cancelled.") }
        let task = session.dataTask(with: request)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfers.track(task) { continuation.resume(returning: $0) }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        switch result {
        case .success(let answer):
            return answer
        case .failure(let error as TransferDelegate.TooLarge):
            throw NetworkError(
                .transport,
                reason: "The server's answer is larger than the \(error.limit) bytes this client "
                    + "takes.")
        case .failure(let error as URLError):
            var failure = Self.networkError(for: error)
            if failure.code == .timeout { failure.waited = .seconds(request.timeoutInterval) }
            throw failure
        case .failure(let error):
            throw NetworkError(.transport, reason: "The request failed: \(error)")
        }
    }

    private static func networkError(for error: URLError) -> NetworkError {
        switch error.code {
        case .notConnectedToInternet, .cannotConnectToHost, .networkConnectionLost, .cannotFindHost,
            .dnsLookupFailed:
            NetworkError(.offline, reason: "Cannot reach the server: \(error.localizedDescription)")
        case .timedOut:
            NetworkError(.timeout, reason: "The server did not answer in time.")
        case .cancelled:
            NetworkError(.cancelled, reason: "The request was cancelled.")
        case .badURL, .unsupportedURL:
            NetworkError(
                .invalidRequest,
                reason: "The request's URL is not valid: \(error.localizedDescription)")
        default:
            NetworkError(.transport, reason: "The request failed: \(error.localizedDescription)")
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
