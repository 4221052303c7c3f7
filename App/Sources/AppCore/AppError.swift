public import Routing

/// Why the App refused a request: an unknown action or scene, a bad argument, a link that
/// does not resolve. The App's state is unchanged when it throws.
public struct AppError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; extensible. Routing's codes (`unknown_action`, `missing_argument`,
    /// `unknown_scheme`, ...) keep their names.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code, in snake case.
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The state directory or a file in it could not be used.
        public static let storage = Self(rawValue: "storage")
        /// The embedded backend could not start.
        public static let backend = Self(rawValue: "backend")
        /// A fault switch was used with a backend other than the embedded one.
        public static let notEmbedded = Self(rawValue: "not_embedded")
        /// The last open scene cannot be closed.
        public static let lastScene = Self(rawValue: "last_scene")

        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A human explanation.
    public let reason: String

    /// Creates an error.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The same failure as a Routing error reported it.
    public init(_ error: RoutingError) {
        self.init(Code(rawValue: error.code.rawValue), reason: error.reason)
    }

    public var description: String { reason }
}
