public import Foundation

extension HTTPRequest {
    /// Creates a request of the backend contract (`docs/backend-contract.md`) without a body.
    ///
    /// Asks for JSON (`Accept: application/json`) and, when a token is given, authenticates
    /// with `Authorization: Bearer <token>`: the one place the contract's headers are built.
    ///
    /// ```swift
    /// let request = HTTPRequest.contract(
    ///     .get, "/v1/search", token: token, query: [URLQueryItem(name: "q", value: "blue")])
    /// ```
    /// - Parameters:
    ///   - method: the method.
    ///   - path: the endpoint's path, such as `/v1/me`.
    ///   - token: the session's bearer token, for an authenticated endpoint.
    ///   - query: the query items, in order.
    public static func contract(
        _ method: HTTPMethod, _ path: String, token: String? = nil, query: [URLQueryItem] = []
    ) -> HTTPRequest {
        var headers = ["Accept": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return HTTPRequest(method: method, path: path, queryItems: query, headers: headers)
    }

    /// Creates a request of the backend contract whose body is `body` as JSON.
    ///
    /// The same headers as ``contract(_:_:token:query:)``, plus
    /// `Content-Type: application/json`.
    ///
    /// ```swift
    /// let request = try HTTPRequest.contract(.post, "/v1/signin", body: credentials)
    /// ```
    /// - Parameters:
    ///   - method: the method.
    ///   - path: the endpoint's path, such as `/v1/signin`.
    ///   - token: the session's bearer token, for an authenticated endpoint.
    ///   - query: the query items, in order.
    ///   - body: the value to send, encoded as JSON.
    /// - Throws: ``BackendFailure`` with code ``BackendFailure/Code/invalidRequest`` if the
    ///   body cannot be encoded.
    public static func contract(
        _ method: HTTPMethod, _ path: String, token: String? = nil, query: [URLQueryItem] = [],
        body: some Encodable
    ) throws(BackendFailure) -> HTTPRequest {
        let headers = contract(method, path, token: token).headers
        do throws(NetworkError) {
            var request = try json(method, path: path, body: body, headers: headers)
            request.queryItems = query
            return request
        } catch {
            throw BackendFailure(error)
        }
    }
}
