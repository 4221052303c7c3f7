/// Why saved navigation state was not restored, or could not be saved.
///
/// `code` is stable and safe to log; `reason` is for people and may quote the decoder.
/// Neither ever holds a user identifier.
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can be compared and logged.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's name, `snake_case`.
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Corrupt: not JSON, or cut short.
        public static let unreadable = Code(rawValue: "unreadable")
        /// Corrupt: JSON, but not the shape of a saved navigation state.
        public static let wrongShape = Code(rawValue: "wrong_shape")
        /// Corrupt: saved with a schema version this build does not read.
        public static let unsupportedVersion = Code(rawValue: "unsupported_version")
        /// Saved for a different user than the one restoring.
        public static let otherUser = Code(rawValue: "other_user")
        /// The state could not be encoded.
        public static let unencodable = Code(rawValue: "unencodable")
        /// The storage could not read, write or move the data.
        public static let storageFailed = Code(rawValue: "storage_failed")

        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A human explanation.
    public let reason: String

    /// Creates an error.
    public init(_ code: Code, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// Whether the saved data itself is bad, so it should be set aside rather than kept.
    var isCorruption: Bool {
        code == .unreadable || code == .wrongShape || code == .unsupportedVersion
    }

    public var description: String { "\(code): \(reason)" }
}
