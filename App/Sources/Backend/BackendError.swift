public import CodedErrors

/// Why the embedded backend or its HTTP server could not do what was asked.
///
/// ```swift
/// do {
///     try backend.deleteItem(42)
/// } catch where error.code == .unknownItem {
///     print(error.reason)
/// }
/// ```
public struct BackendError: CodedError {
    /// What kind of failure it was; more codes may come.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, such as `"unknown_item"`.
        public let rawValue: String

        private init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The state directory or one of its files could not be created, read or written.
        public static let storage = Code("storage")
        /// A state file was bad (a symbolic link, not a regular file, unreadable, over 4 MiB,
        /// not decodable); it was set aside and the backend started without it.
        public static let corruptFile = Code("corrupt_file")
        /// A state file's or folder's mode was set back to 0600 or 0700 (a notice).
        public static let modeRestored = Code("mode_restored")
        /// The state files cannot be read yet: data protection keeps them closed until the
        /// device's first unlock (`EPERM`, `EACCES`). They are left as they are and read at the
        /// first request after; until then requests answer 503 `busy` (a notice).
        public static let unavailable = Code("unavailable")
        /// No item has this id, or it was deleted already.
        public static let unknownItem = Code("unknown_item")
        /// crypt(3) could not hash a password.
        public static let passwordHashing = Code("password_hashing")
        /// The HTTP server could not open, bind or listen on its socket.
        public static let socket = Code("socket")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// What kind of failure it was.
    public let code: Code
    /// A human explanation, safe to log: it never holds a password or a token.
    public let reason: String
    /// The error this was made from (a file system problem, a socket's), if any.
    public let underlying: (any Error)?

    /// Creates an error.
    /// - Parameters:
    ///   - code: what kind of failure it was.
    ///   - reason: a human explanation.
    ///   - underlying: the error it was made from, if any.
    public init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
        self.code = code
        self.reason = reason
        self.underlying = underlying
    }
}
