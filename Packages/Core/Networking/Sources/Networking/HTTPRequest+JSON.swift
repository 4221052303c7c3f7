public import Foundation

extension HTTPRequest {
    /// Creates a request whose body is `body` encoded as JSON.
    ///
    /// Sets `Content-Type` and `Accept` to `application/json` unless `headers` sets them.
    /// Change ``timeout``, ``queryItems`` or ``isIdempotent`` on the result as needed.
    ///
    /// ```swift
    /// let request = try HTTPRequest.json(.post, path: "/v1/session", body: credentials)
    /// ```
    /// - Parameters:
    ///   - method: the method.
    ///   - path: the path, relative to the client's base URL.
    ///   - body: the value to encode.
    ///   - headers: more header fields.
    ///   - encoder: the encoder to use.
    /// - Throws: ``NetworkError`` with code ``NetworkError/Code/invalidRequest`` if the body
    ///   cannot be encoded.
    public static func json(
        _ method: HTTPMethod,
        path: String,
        body: some Encodable,
        headers: [String: String] = [:],
        encoder: JSONEncoder = JSONEncoder()
    ) throws(NetworkError) -> HTTPRequest {
        let data: Data
        do {
            data = try encoder.encode(body)
        } catch {
            throw NetworkError(
                .invalidRequest, reason: "Cannot encode the JSON body for \(path): \(error)")
        }
        var allHeaders = headers
        for name in ["Content-Type", "Accept"]
        where !headers.keys.contains(where: { $0.lowercased() == name.lowercased() }) {
            allHeaders[name] = "application/json"
        }
        return HTTPRequest(method: method, path: path, headers: allHeaders, body: data)
    }
}
