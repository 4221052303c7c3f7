import Networking

extension MainError {
    /// Converts a failed backend call at the feature's boundary, keeping it as ``underlying``.
    ///
    /// The kinds every feature shares map alike: no connection or no answer in time is
    /// `offline`, 401 `session_expired`, 503 `maintenance`, a server error, an unreadable
    /// answer or a cancelled call `unexpected`. A refused request is `not_found` when the
    /// body says so, else `unexpected` with the server's message.
    /// - Parameter failure: what the contract call threw.
    init(_ failure: BackendFailure) {
        switch failure.code {
        case .offline:
            self.init(
                .offline, reason: "You are offline. Check your connection.", underlying: failure)
        case .timeout:
            self.init(
                .offline, reason: "The server did not answer in time. Try again.",
                underlying: failure)
        case .unauthorized:
            self.init(.sessionExpired, reason: "Your session has expired.", underlying: failure)
        case .maintenance:
            self.init(
                .maintenance, reason: "RootSwitch is down for maintenance.", underlying: failure)
        case .rejected where failure.body?.error == Code.notFound.rawValue:
            self.init(.notFound, reason: "This item no longer exists.", underlying: failure)
        case .rejected, .serverError:
            let message = failure.body?.message ?? ""
            let status = failure.status.map(String.init) ?? "?"
            self.init(
                .unexpected,
                reason: message.isEmpty ? "The server answered with status \(status)." : message,
                underlying: failure)
        case .undecodable, .cancelled, .invalidRequest, .transport:
            self.init(.unexpected, reason: "Something went wrong. Try again.", underlying: failure)
        }
    }
}
