/// A file kept by ``PrivateFileStore``: a JSON object with a schema version.
///
/// ```swift
/// struct SceneListFile: VersionedFile {
///     static let fileName = "scenes.json"
///     static var isExcludedFromBackup: Bool { true }
///     var version = Self.currentVersion
///     var scenes: [Int]
/// }
/// ```
public protocol VersionedFile: Codable {
    /// The file's name inside the store's folder.
    static var fileName: String { get }
    /// The schema version this file was written with.
    var version: Int { get }
    /// Whether backups leave the file out: true for one the app can rebuild (a list of
    /// windows, a waiting link). False by default.
    static var isExcludedFromBackup: Bool { get }
    /// Whether the file may hold a secret, such as a session token: a bad one is then
    /// removed, never set aside as `NAME.corrupt` where the secret would stay. False by
    /// default.
    static var holdsSecret: Bool { get }
}

extension VersionedFile {
    /// The only schema version so far; a file with another one is treated as corrupt.
    public static var currentVersion: Int { 1 }

    /// Backups hold it.
    public static var isExcludedFromBackup: Bool { false }

    /// It holds no secret.
    public static var holdsSecret: Bool { false }
}
