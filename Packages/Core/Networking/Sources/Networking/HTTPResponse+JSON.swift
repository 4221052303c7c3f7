public import Foundation

extension HTTPResponse {
    /// Decodes the body as JSON.
    ///
    /// ```swift
    /// let user = try response.decode(User.self)
    /// ```
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - decoder: the decoder to use.
    /// - Throws: ``NetworkError`` with code ``NetworkError/Code/undecodable`` if the body is not
    ///   valid JSON for `type`.
    public func decode<Value: Decodable>(
        _ type: Value.Type = Value.self,
        decoder: JSONDecoder = JSONDecoder()
    ) throws(NetworkError) -> Value {
        do {
            return try decoder.decode(type, from: body)
        } catch {
            throw NetworkError(
                .undecodable, reason: "Cannot decode \(Value.self) from the response: \(error)")
        }
    }
}

extension HTTPClient {
    /// Sends the request and decodes the successful response's body as JSON.
    /// - Parameters:
    ///   - request: what to send.
    ///   - type: the type to decode.
    ///   - decoder: the decoder to use.
    /// - Throws: ``NetworkError``: whatever ``send(_:)`` throws, or `.undecodable`.
    public func send<Value: Decodable>(
        _ request: HTTPRequest,
        decoding type: Value.Type,
        decoder: JSONDecoder = JSONDecoder()
    ) async throws(NetworkError) -> Value {
        try await send(request).decode(type, decoder: decoder)
    }
}
