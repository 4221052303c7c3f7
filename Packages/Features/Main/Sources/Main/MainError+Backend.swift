import Networking

extension MainError {
    /// Converts a failed backend call at the feature's boundary, keeping it as ``underlying``.
    ///
    /// The kinds every feature shares map alike, each with the contract's one sentence for it
    /// (`BackendFailure.sentence`): no connection or no answer in time is `offline`, 401
    /// `session_expired`, 503 `maintenance`, a server error, an unreadable answer or a
    /// cancelled call `unexpected`. A refused request is `not_found` when the body says so
    /// (the caller says what was not found), else `unexpected`.
    /// - Parameter failure: what the contract call threw.
    init(_ failure: BackendFailure) {
        let code: Code =
            switch failure.code {
            case .offline, .timeout: .offline
            case .unauthorized: .sessionExpired
            case .maintenance: .maintenance
            case .rejected where failure.body?.error == Code.notFound.rawValue: .notFound
            case .rejected, .serverError, .undecodable, .cancelled, .invalidRequest, .transport:
                .unexpected
            }
        self.init(code, reason: failure.sentence, underlying: failure)
    }

    /// The error for an item the backend does not have (never had, or deleted since), saying
    /// which, ``Code/notFound``: every screen that meets one says it this way.
    /// - Parameters:
    ///   - id: the item asked for.
    ///   - underlying: the failure that said so, if any.
    public static func itemNotFound(_ id: Int, underlying: (any Error)? = nil) -> MainError {
        MainError(.notFound, reason: "Item \(id) was not found.", underlying: underlying)
    }
}
