public import CodedErrors
import FileSafety

/// Why ``PrivateFileStore`` could not do what was asked, or what it had to put right.
public struct PrivateStorageError: CodedError {
    /// What went wrong; extensible.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The raw code, in snake case.
        public let rawValue: String

        init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A folder or file could not be created, read, written or set aside.
        public static let storage = Code("storage")
        /// A file was bad (a symbolic link, not a regular file, unreadable, over 4 MiB, not
        /// decodable, another schema version); it was set aside, or removed if it may hold a
        /// secret.
        public static let corruptFile = Code("corrupt_file")
        /// The state directory belongs to another user or others may write to it: refused.
        public static let unsafeFolder = Code("unsafe_folder")
        /// A file's or folder's mode was set back to 0600 or 0700: a notice, not a failure.
        public static let modeRestored = Code("mode_restored")
        /// A file or Keychain item cannot be read now: data protection keeps it closed until
        /// the device's first unlock (`EPERM`, `errSecInteractionNotAllowed`). It was left as
        /// it is, to be read once it can be.
        public static let unavailable = Code("unavailable")
        /// The Keychain refuses this process for want of an entitlement
        /// (`errSecMissingEntitlement`): a Mac app signed without the keychain entitlement, an
        /// executable without a bundle. Asking again will not change it.
        public static let missingEntitlement = Code("missing_entitlement")

        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A human explanation, naming the file.
    public let reason: String
    /// The file system's problem or the decoder's error this was made from, if any.
    public let underlying: (any Error)?

    /// Creates an error.
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - reason: a human explanation, naming the file.
    ///   - underlying: the error it was made from, if any.
    public init(_ code: Code, reason: String, underlying: (any Error)? = nil) {
        self.code = code
        self.reason = reason
        self.underlying = underlying
    }

    /// A problem of the file system, as `code`, in its words.
    init(_ code: Code, _ problem: FileProblem) {
        self.init(code, reason: problem.reason, underlying: problem)
    }

    /// What the file system put right: a file set aside (the problem kept), or a mode set
    /// back.
    init(_ notice: FileNotice) {
        switch notice {
        case .setAside(let problem, _):
            self.init(.corruptFile, reason: notice.description, underlying: problem)
        case .modeRestored: self.init(.modeRestored, reason: notice.description)
        }
    }
}
