import Networking

extension AuthError {
    /// The error with its standard sentence.
    init(_ code: Code, underlying: (any Error)? = nil) {
        self.init(code, reason: Self.sentence(for: code), underlying: underlying)
    }

    /// Converts a failed backend call at the feature's boundary, keeping it as ``underlying``.
    ///
    /// The kinds every feature shares map alike, each with the contract's one sentence for it
    /// (`BackendFailure.sentence`): no connection or no answer in time is `offline`, 503 is
    /// `maintenance`, a server error, an unreadable answer or a cancelled call is
    /// `unexpected`. A 401 is `unauthorized` (an expired session, or wrong credentials when
    /// signing in). A refused request is the body's code when it is one of Auth's, with
    /// Auth's sentence, else `unexpected`. The server's message is never shown.
    /// - Parameters:
    ///   - failure: what the contract call threw.
    ///   - unauthorized: what a 401 means for this call.
    init(_ failure: BackendFailure, unauthorized: Code = .sessionExpired) {
        switch failure.code {
        case .offline, .timeout:
            self.init(.offline, reason: failure.sentence, underlying: failure)
        case .unauthorized:
            self.init(unauthorized, underlying: failure)
        case .maintenance:
            self.init(.maintenance, reason: failure.sentence, underlying: failure)
        case .rejected:
            if let code = failure.body.flatMap({ Code(rawValue: $0.error) }),
                Self.rejectionCodes.contains(code)
            {
                self.init(code, underlying: failure)
            } else {
                self.init(.unexpected, reason: failure.sentence, underlying: failure)
            }
        case .serverError, .undecodable, .cancelled, .invalidRequest, .transport:
            self.init(.unexpected, reason: failure.sentence, underlying: failure)
        }
    }

    /// The codes of the contract's refusals (400, 409) that Auth tells apart.
    private static let rejectionCodes: Set<Code> = [.accountExists, .invalidEmail, .weakPassword]

    /// Auth's own sentences, and the contract's for the kinds every feature shares.
    private static func sentence(for code: Code) -> String {
        switch code {
        case .wrongCredentials: "Wrong email or password."
        case .accountExists: "An account already exists for this email."
        case .invalidEmail: "Enter a valid email address."
        case .weakPassword: "Choose a password of at least 8 characters."
        case .offline: BackendFailure.Code.offline.sentence
        case .maintenance: BackendFailure.Code.maintenance.sentence
        case .sessionExpired: BackendFailure.Code.unauthorized.sentence
        case .unexpected: BackendFailure.Code.serverError.sentence
        }
    }
}
