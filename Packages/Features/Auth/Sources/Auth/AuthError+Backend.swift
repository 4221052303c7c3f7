import Networking

extension AuthError {
    /// The error with its standard sentence.
    init(_ code: Code, underlying: (any Error)? = nil) {
        self.init(code, reason: Self.sentence(for: code), underlying: underlying)
    }

    /// Converts a failed backend call at the feature's boundary, keeping it as ``underlying``.
    ///
    /// The kinds every feature shares map alike: no connection or no answer in time is
    /// `offline`, 503 is `maintenance`, a server error, an unreadable answer or a cancelled
    /// call is `unexpected`. A 401 is `unauthorized` (an expired session, or wrong credentials
    /// when signing in). A refused request is the body's code when it is one of Auth's, else
    /// `unexpected`. The server's message is never shown: the feature's own sentences are.
    /// - Parameters:
    ///   - failure: what the contract call threw.
    ///   - unauthorized: what a 401 means for this call.
    init(_ failure: BackendFailure, unauthorized: Code = .sessionExpired) {
        switch failure.code {
        case .offline:
            self.init(.offline, underlying: failure)
        case .timeout:
            self.init(
                .offline,
                reason: "RootSwitch did not answer in time. Check your connection and try again.",
                underlying: failure)
        case .unauthorized:
            self.init(unauthorized, underlying: failure)
        case .maintenance:
            self.init(.maintenance, underlying: failure)
        case .rejected:
            if let code = failure.body.flatMap({ Code(rawValue: $0.error) }),
                Self.rejectionCodes.contains(code)
            {
                self.init(code, underlying: failure)
            } else {
                self.init(failure, unexpected: failure.status.map { "HTTP \($0)" })
            }
        case .serverError:
            self.init(failure, unexpected: failure.status.map { "HTTP \($0)" })
        case .undecodable:
            self.init(failure, unexpected: "unreadable answer")
        case .cancelled:
            self.init(.unexpected, reason: "The request was cancelled.", underlying: failure)
        case .invalidRequest, .transport:
            self.init(.unexpected, underlying: failure)
        }
    }

    private init(_ failure: BackendFailure, unexpected detail: String?) {
        self.init(.unexpected, reason: Self.somethingWentWrong(detail), underlying: failure)
    }

    /// The codes of the contract's refusals (400, 409) that Auth tells apart.
    private static let rejectionCodes: Set<Code> = [.accountExists, .invalidEmail, .weakPassword]

    private static func sentence(for code: Code) -> String {
        switch code {
        case .wrongCredentials: "Wrong email or password."
        case .accountExists: "An account already exists for this email."
        case .invalidEmail: "Enter a valid email address."
        case .weakPassword: "Choose a password of at least 8 characters."
        case .offline: "You are offline. Try again when connected."
        case .maintenance: "RootSwitch is down for maintenance. Try again later."
        case .sessionExpired: "Your session expired. Sign in again."
        case .unexpected: somethingWentWrong(nil)
        }
    }

    private static func somethingWentWrong(_ detail: String?) -> String {
        "Something went wrong\(detail.map { " (\($0))" } ?? ""). Try again."
    }
}
