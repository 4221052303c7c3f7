/// Why a backend call of the Main feature failed, converted from the network error at the
/// feature's boundary. Screens show ``reason``; the App never needs the network details.
public struct MainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, machine-readable kind of failure.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as logged (`snake_case`).
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's raw value.
        public var description: String { rawValue }

        /// The backend could not be reached, or did not answer in time.
        public static let offline = Self(rawValue: "offline")
        /// The backend is in maintenance (503 `maintenance`).
        public static let maintenance = Self(rawValue: "maintenance")
        /// The session is no longer valid (401 `session_expired`).
        public static let sessionExpired = Self(rawValue: "session_expired")
        /// The item does not exist, or was deleted (404 `not_found`).
        public static let notFound = Self(rawValue: "not_found")
        /// Any other failure: a server error, an answer that does not decode, ...
        public static let unexpected = Self(rawValue: "unexpected")
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, as a sentence for the user.
    public let reason: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: the kind of failure.
    ///   - reason: a sentence for the user.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
