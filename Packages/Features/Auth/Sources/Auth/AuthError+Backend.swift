import Foundation
import Networking

extension AuthError {
    /// The error with its standard sentence.
    init(_ code: Code) {
        self.init(code, reason: Self.standardReasons[code] ?? Self.somethingWentWrong(nil))
    }

    /// Converts a network failure at the feature's boundary.
    ///
    /// The server's `{"error": code}` decides first; without a known code, the status does:
    /// 503 is maintenance and 401 is `unauthorized` when given (wrong credentials when signing
    /// in, an expired session on an authenticated call). The server's message is never shown:
    /// the feature's own sentences are.
    init(_ error: NetworkError, unauthorized: Code?) {
        switch error.code {
        case .offline:
            self.init(.offline)
        case .timeout:
            self.init(
                .offline,
                reason: "RootSwitch did not answer in time. Check your connection and try again.")
        case .httpStatus(let status):
            let body = try? error.response?.decode(ErrorBody.self)
            if let code = body.map({ Code(rawValue: $0.error) }), Self.serverCodes.contains(code) {
                self.init(code)
            } else if status == 503 {
                self.init(.maintenance)
            } else if status == 401, let unauthorized {
                self.init(unauthorized)
            } else {
                self.init(.unexpected, reason: Self.somethingWentWrong("HTTP \(status)"))
            }
        case .undecodable:
            self.init(.unexpected, reason: Self.somethingWentWrong("unreadable answer"))
        case .cancelled:
            self.init(.unexpected, reason: "The request was cancelled.")
        case .invalidRequest, .transport:
            self.init(.unexpected)
        }
    }

    /// The contract's error body, `{"error": "<code>", "message": "..."}`.
    private struct ErrorBody: Decodable {
        let error: String
    }

    /// The contract's error codes this feature tells apart.
    private static let serverCodes: Set<Code> = [
        .wrongCredentials, .accountExists, .invalidEmail, .weakPassword, .maintenance,
        .sessionExpired,
    ]

    private static let standardReasons: [Code: String] = [
        .wrongCredentials: "Wrong email or password.",
        .accountExists: "An account already exists for this email.",
        .invalidEmail: "Enter a valid email address.",
        .weakPassword: "Choose a password of at least 8 characters.",
        .offline: "You are offline. Try again when connected.",
        .maintenance: "RootSwitch is down for maintenance. Try again later.",
        .sessionExpired: "Your session expired. Sign in again.",
    ]

    private static func somethingWentWrong(_ detail: String?) -> String {
        "Something went wrong\(detail.map { " (\($0))" } ?? ""). Try again."
    }
}
