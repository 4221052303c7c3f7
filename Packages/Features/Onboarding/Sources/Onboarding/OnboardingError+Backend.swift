import Networking

extension OnboardingError {
    /// Converts a failed backend call at the feature's boundary, keeping it as ``underlying``.
    ///
    /// The kinds every feature shares map alike, each with the contract's one sentence for it
    /// (`BackendFailure.sentence`): no connection or no answer in time is `offline`, 401
    /// `session_expired`, 503 `maintenance`, a server error, an unreadable answer or a
    /// cancelled call `unexpected`. A refused request is `bad_request`, with the server's
    /// message, when the body says so, else `unexpected`.
    /// - Parameter failure: what the contract call threw.
    init(_ failure: BackendFailure) {
        switch failure.code {
        case .offline, .timeout:
            self.init(.offline, reason: failure.sentence, underlying: failure)
        case .unauthorized:
            self.init(.sessionExpired, reason: failure.sentence, underlying: failure)
        case .maintenance:
            self.init(.maintenance, reason: failure.sentence, underlying: failure)
        case .rejected where failure.body?.error == Code.badRequest.rawValue:
            let message = failure.body?.message ?? ""
            self.init(
                .badRequest,
                reason: message.isEmpty ? "The server refused your onboarding details." : message,
                underlying: failure)
        case .rejected, .serverError, .undecodable, .cancelled, .invalidRequest, .transport:
            self.init(.unexpected, reason: failure.sentence, underlying: failure)
        }
    }
}
