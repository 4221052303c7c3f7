extension HTTPClient {
    /// Sends a request of the backend contract and decodes its JSON answer.
    ///
    /// ```swift
    /// let me = try await http.call(.contract(.me, token: token), decoding: Me.self)
    /// ```
    /// - Parameters:
    ///   - request: what to send, usually built with
    ///     ``HTTPRequest/contract(_:_:token:query:)``.
    ///   - type: the type the successful answer's body decodes to.
    /// - Returns: the decoded answer.
    /// - Throws: ``BackendFailure``: every failure, classified by ``BackendFailure/init(_:)``;
    ///   an answer that does not decode is ``BackendFailure/Code/undecodable``.
    public func call<Value: Decodable>(_ request: HTTPRequest, decoding type: Value.Type)
        async throws(BackendFailure) -> Value
    {
        do throws(NetworkError) {
            return try await send(request, decoding: type)
        } catch {
            throw BackendFailure(error)
        }
    }

    /// Sends a request of the backend contract whose answer has nothing the caller needs,
    /// such as `204 No Content` or `202 {}`.
    ///
    /// ```swift
    /// try await http.call(.contract(.signOut, token: token))
    /// ```
    /// - Parameter request: what to send.
    /// - Throws: ``BackendFailure``: every failure, classified by ``BackendFailure/init(_:)``.
    public func call(_ request: HTTPRequest) async throws(BackendFailure) {
        do throws(NetworkError) {
            _ = try await send(request)
        } catch {
            throw BackendFailure(error)
        }
    }
}
