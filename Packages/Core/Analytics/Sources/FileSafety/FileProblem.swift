public import CodedErrors

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a state file or folder could not be used as it is.
///
/// A bad path (``isBadPath``) is the file's own fault: it is set aside and the caller goes
/// on without it. The other codes are the system's (a full disk, a protected file the device
/// has not unlocked yet: ``Code/unavailable``) or a refusal (``Code/unsafeFolder``).
///
/// ```swift
/// do {
///     data = try StateFileReader.read(path)
/// } catch where error.isBadPath {
///     let aside = try SetAside.move(path)
/// }
/// ```
public struct FileProblem: CodedError {
    /// What is wrong; extensible.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code, in snake case.
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The path is a symbolic link, which is never followed.
        public static let symbolicLink = Self(rawValue: "symbolic_link")
        /// The path is not a regular file (a directory, a FIFO, a device, a socket), or, where
        /// a folder belongs, not a directory.
        public static let wrongType = Self(rawValue: "wrong_type")
        /// The path's mode cannot be set back (another user owns it).
        public static let permissionDenied = Self(rawValue: "permission_denied")
        /// The system does not permit opening the file now (`EPERM` or `EACCES`): on Apple's
        /// devices, a protected file before the device's first unlock (``FileProtection``),
        /// which some calls report one way and some the other. Not the file's fault, so not a
        /// bad path: it is left as it is, to be read once it can be, never set aside or
        /// replaced.
        public static let unavailable = Self(rawValue: "unavailable")
        /// The file is bigger than ``FileLimits/maximumSize``.
        public static let tooLarge = Self(rawValue: "too_large")
        /// The state directory is owned by another user or writable by group or others.
        public static let unsafeFolder = Self(rawValue: "unsafe_folder")
        /// Any other failure of the system (no space left, a read-only file system).
        public static let system = Self(rawValue: "system")

        public var description: String { rawValue }
    }

    /// What is wrong.
    public let code: Code
    /// The file or folder concerned.
    public let path: String
    /// A human explanation, naming the path.
    public let reason: String

    /// Creates a problem.
    public init(_ code: Code, path: String, reason: String) {
        self.code = code
        self.path = path
        self.reason = reason
    }

    /// The problem a failed system call's `errno` means for `path`: a symbolic link met with
    /// `O_NOFOLLOW` (`ELOOP`) or the wrong type (`EISDIR`, `ENOTDIR`, `ENXIO`, `ENODEV`) are
    /// bad paths; `EPERM` and `EACCES` alike are ``Code/unavailable`` (data protection says
    /// not yet, whichever it says it with); anything else is the system's.
    /// - Parameters:
    ///   - code: the `errno`.
    ///   - path: the path the call was given.
    ///   - action: what was attempted, for the reason (`"open"`, `"read"`).
    public init(errno code: Int32, path: String, doing action: String) {
        let text = "cannot \(action) \(path): \(SystemCall.describe(code))"
        switch code {
        case ELOOP:
            self.init(
                .symbolicLink, path: path,
                reason: "\(path) is a symbolic link, which is never followed")
        case EISDIR, ENOTDIR, ENXIO, ENODEV: self.init(.wrongType, path: path, reason: text)
        case EPERM, EACCES: self.init(.unavailable, path: path, reason: text)
        default: self.init(.system, path: path, reason: text)
        }
    }

    /// Whether the path itself is bad (a link, the wrong type, a mode that cannot be set back,
    /// too large), so it should be set aside rather than retried.
    public var isBadPath: Bool {
        [.symbolicLink, .wrongType, .permissionDenied, .tooLarge].contains(code)
    }

}
