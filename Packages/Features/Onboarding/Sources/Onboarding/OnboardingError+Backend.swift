import Networking

extension OnboardingError {
    /// Converts a failed backend call at the feature's boundary, keeping it as ``underlying``.
    ///
    /// The kinds every feature shares map alike: no connection or no answer in time is
    /// `offline`, 401 `session_expired`, 503 `maintenance`, a server error, an unreadable
    /// answer or a cancelled call `unexpected`. A refused request is `bad_request`, with the
    /// server's message, when the body says so, else `unexpected`.
    /// - Parameter failure: what the contract call threw.
    init(_ failure: BackendFailure) {
        switch failure.code {
        case .offline:
            self.init(.offline, reason: "You appear to be offline.", underlying: failure)
        case .timeout:
            self.init(.offline, reason: "The server did not answer in time.", underlying: failure)
        case .unauthorized:
            self.init(
                .sessionExpired, reason: "Your session has expired. Please sign in again.",
                underlying: failure)
        case .maintenance:
            self.init(
                .maintenance, reason: "RootSwitch is under maintenance. Please try again later.",
                underlying: failure)
        case .rejected where failure.body?.error == Code.badRequest.rawValue:
            let message = failure.body?.message ?? ""
            self.init(
                .badRequest,
                reason: message.isEmpty ? "The server refused your onboarding details." : message,
                underlying: failure)
        case .rejected, .serverError:
            let status = failure.status.map { " (HTTP \($0))" } ?? ""
            self.init(
                .unexpected, reason: "Something went wrong\(status). Please try again.",
                underlying: failure)
        case .undecodable, .cancelled, .invalidRequest, .transport:
            self.init(
                .unexpected, reason: "Something went wrong. Please try again.", underlying: failure)
        }
    }
}
