public import Networking

extension AuthError.Code: SharedFailureCode {}

extension AuthError: BackendFailureConvertible {
    /// The error with Auth's sentence for its own codes, the contract's for the kinds every
    /// feature shares.
    init(_ code: Code, underlying: (any Error)? = nil) {
        self.init(code, reason: Self.sentence(for: code), underlying: underlying)
    }

    /// Converts a failed backend call as every feature does (`BackendFailureConvertible`),
    /// except a 401, which means `unauthorized` for this call (wrong credentials when
    /// signing in, else an expired session).
    /// - Parameters:
    ///   - failure: what the contract call threw.
    ///   - unauthorized: what a 401 means for this call.
    init(_ failure: BackendFailure, unauthorized: Code) {
        if failure.code == .unauthorized, unauthorized != .sessionExpired {
            self.init(unauthorized, underlying: failure)
        } else {
            self.init(failure)
        }
    }

    /// A refusal whose body names one of Auth's codes (an account that exists, an invalid
    /// email, a weak password), with Auth's sentence; any other is unexpected.
    /// - Parameters:
    ///   - body: the server's error body.
    ///   - failure: the failure, kept as the error's underlying one.
    public static func refusal(_ body: BackendErrorBody, in failure: BackendFailure) -> AuthError? {
        guard let code = Code(rawValue: body.error), rejectionCodes.contains(code) else {
            return nil
        }
        return AuthError(code, underlying: failure)
    }

    /// The codes of the contract's refusals (400, 409) that Auth tells apart.
    private static let rejectionCodes: Set<Code> = [.accountExists, .invalidEmail, .weakPassword]

    /// Auth's own sentences; the kinds every feature shares have the contract's.
    private static func sentence(for code: Code) -> String {
        switch code {
        case .wrongCredentials: "Wrong email or password."
        case .accountExists: "An account already exists for this email."
        case .invalidEmail: "Enter a valid email address."
        case .weakPassword: "Choose a password of at least 8 characters."
        case .offline, .maintenance, .sessionExpired, .unexpected: code.sharedSentence
        }
    }
}
