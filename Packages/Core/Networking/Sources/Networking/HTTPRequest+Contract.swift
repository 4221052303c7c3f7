public import Foundation

extension HTTPRequest {
    /// Creates a request of the backend contract (`docs/backend-contract.md`) without a body,
    /// its method and path those ``BackendEndpoint`` declares.
    ///
    /// Asks for JSON (`Accept: application/json`) and, when a token is given, authenticates
    /// with `Authorization: Bearer <token>`: the one place the contract's headers are built.
    ///
    /// ```swift
    /// let request = HTTPRequest.contract(
    ///     .search, token: token, query: [URLQueryItem(name: "q", value: "blue")])
    /// ```
    /// - Parameters:
    ///   - endpoint: the endpoint.
    ///   - parameters: the values of its path parameters, such as `["id": "42"]`.
    ///   - token: the session's bearer token, for an authenticated endpoint.
    ///   - query: the query items, in order.
    public static func contract(
        _ endpoint: BackendEndpoint, _ parameters: [String: String] = [:], token: String? = nil,
        query: [URLQueryItem] = []
    ) -> HTTPRequest {
        var headers = ["Accept": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return HTTPRequest(
            method: endpoint.method, path: endpoint.path(parameters), queryItems: query,
            headers: headers)
    }

    /// Creates a request of the backend contract whose body is `body` as JSON.
    ///
    /// The same headers as ``contract(_:_:token:query:)``, plus
    /// `Content-Type: application/json`.
    ///
    /// ```swift
    /// let request = try HTTPRequest.contract(.signIn, body: credentials)
    /// ```
    /// - Parameters:
    ///   - endpoint: the endpoint.
    ///   - parameters: the values of its path parameters.
    ///   - token: the session's bearer token, for an authenticated endpoint.
    ///   - query: the query items, in order.
    ///   - body: the value to send, encoded as JSON (one of ``BackendContract``'s bodies).
    /// - Throws: ``BackendFailure`` with code ``BackendFailure/Code/invalidRequest`` if the
    ///   body cannot be encoded.
    public static func contract(
        _ endpoint: BackendEndpoint, _ parameters: [String: String] = [:], token: String? = nil,
        query: [URLQueryItem] = [], body: some Encodable
    ) throws(BackendFailure) -> HTTPRequest {
        let plain = contract(endpoint, parameters, token: token, query: query)
        do throws(NetworkError) {
            var request = try json(
                plain.method, path: plain.path, body: body, headers: plain.headers)
            request.queryItems = query
            return request
        } catch {
            throw BackendFailure(error)
        }
    }
}
