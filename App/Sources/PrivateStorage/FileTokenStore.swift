/// The session token in a private file of the state directory, `session-token.json`: owner
/// only (0600), written atomically, kept out of backups, and removed, never set aside, when it
/// is bad. What Linux has; an app on Apple's systems uses ``KeychainTokenStore``.
///
/// ```swift
/// let tokens = FileTokenStore(files: try PrivateFileStore(folder: directory) { print($0) })
/// try tokens.save("a-token")
/// ```
public struct FileTokenStore: SessionTokenStore {
    private let files: PrivateFileStore

    /// A store keeping the token in `files`' folder.
    public init(files: PrivateFileStore) {
        self.files = files
    }

    public func load() throws(PrivateStorageError) -> String? {
        try files.read(TokenFile.self)?.token
    }

    public func save(_ token: String) throws(PrivateStorageError) {
        try files.save(TokenFile(token: token))
    }

    public func remove() throws(PrivateStorageError) {
        try files.remove(TokenFile.self)
    }
}

/// `session-token.json`: the token, alone.
struct TokenFile: VersionedFile {
    static let fileName = "session-token.json"
    static var isExcludedFromBackup: Bool { true }
    static var holdsSecret: Bool { true }
    var version = Self.currentVersion
    var token: String
}
