public import CodedErrors
public import Routing

/// Why the App refused a request: an unknown action or scene, a bad argument, a link that
/// does not resolve. The App's state is unchanged when it throws.
///
/// An error converted from another keeps it as ``underlying``: `AppError(routingError)`
/// carries the Routing error itself, not only its words.
public struct AppError: CodedError {
    /// What went wrong; open, since Routing's codes (`unknown_action`, `missing_argument`,
    /// `unsupported_scheme`, ...) pass through under their own names.
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
        /// A remote backend over plain `http://` on a host other than this machine's loopback:
        /// a password would travel unencrypted. Refused; use `https://`.
        public static let insecureBackend = Self(rawValue: "insecure_backend")
        /// The last open scene cannot be closed.
        public static let lastScene = Self(rawValue: "last_scene")
        /// No item of the menu bar (``AppMenu``) has that title.
        public static let unknownMenuItem = Self(rawValue: "unknown_menu_item")
        /// ``AppLimits/openScenes`` scenes are open already.
        public static let tooManyScenes = Self(rawValue: "too_many_scenes")
        /// The state directory belongs to another user or others may write to it: refused,
        /// the reason says what to do instead.
        public static let unsafeStateDirectory = Self(rawValue: "unsafe_state_directory")

        /// A journal to replay is not one: not JSON lines, another version, or cut short.
        public static let invalidJournal = Self(rawValue: "invalid_journal")

        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A human explanation.
    public let reason: String
    /// The error this one was converted from, if any. Not part of equality or hashing.
    public let underlying: (any Error)?

    /// Creates an error.
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - reason: a human explanation.
    ///   - underlying: the error this one is converted from, if any.
    public init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
        self.code = code
        self.reason = reason
        self.underlying = underlying
    }

    /// The same failure as a Routing error reported it, under the same code, keeping the
    /// error as ``underlying``.
    public init(_ error: RoutingError) {
        self.init(Code(rawValue: error.code.rawValue), reason: error.reason, underlying: error)
    }

}
