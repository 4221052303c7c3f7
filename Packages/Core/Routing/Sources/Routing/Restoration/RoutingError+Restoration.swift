/// Why saved navigation state was not restored, or could not be saved.
///
/// The error's reason may quote the decoder; neither it nor the code ever holds a user
/// identifier.
extension RoutingError.Code {
    /// Corrupt: not JSON, or cut short.
    public static let unreadable = Self(rawValue: "unreadable")
    /// Corrupt: JSON, but not the shape of a saved navigation state.
    public static let wrongShape = Self(rawValue: "wrong_shape")
    /// Corrupt: saved with a schema version this build does not read.
    public static let unsupportedVersion = Self(rawValue: "unsupported_version")
    /// Saved for a different user than the one restoring.
    public static let otherUser = Self(rawValue: "other_user")
    /// The state could not be encoded.
    public static let unencodable = Self(rawValue: "unencodable")
    /// Corrupt: the file is a symbolic link, not a regular file, unreadable or over its size
    /// limit, so it was not read at all.
    public static let unusableFile = Self(rawValue: "unusable_file")
    /// The storage could not read, write or move the data.
    public static let storageFailed = Self(rawValue: "storage_failed")
}

extension RoutingError {
    /// Whether the saved data itself is bad, so it should be set aside rather than kept.
    var isCorruption: Bool {
        [.unreadable, .wrongShape, .unsupportedVersion, .unusableFile].contains(code)
    }
}
