public import Foundation

/// One request to the client's server.
///
/// ```swift
/// var request = HTTPRequest(path: "/v1/search")
/// request.queryItems = [URLQueryItem(name: "q", value: "swift")]
/// request.timeout = .seconds(5)
/// ```
public struct HTTPRequest: Hashable, Sendable {
    /// The method, `GET` by default.
    public var method: HTTPMethod
    /// The path, relative to the client's base URL (`"/v1/me"` or `"v1/me"`).
    public var path: String
    /// The query, in order; values are percent-encoded when sent.
    public var queryItems: [URLQueryItem]
    /// Header fields to send.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?
    /// How long the server may stay silent before the request fails with `.timeout`;
    /// the client's default if nil.
    public var timeout: Duration?
    /// Whether the request may be retried after a failure; defaults from ``method``.
    public var isIdempotent: Bool

    /// Creates a request.
    /// - Parameters:
    ///   - method: the method, `GET` by default.
    ///   - path: the path, relative to the client's base URL.
    ///   - queryItems: the query, in order.
    ///   - headers: header fields to send.
    ///   - body: the body, if any.
    ///   - timeout: how long the server may stay silent; the client's default if nil.
    ///   - isIdempotent: whether a retry is safe; `method.isIdempotent` if nil. Pass `true` for
    ///     a `POST` the server deduplicates (for example with an idempotency key).
    public init(
        method: HTTPMethod = .get,
        path: String,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration? = nil,
        isIdempotent: Bool? = nil
    ) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.isIdempotent = isIdempotent ?? method.isIdempotent
    }
}
