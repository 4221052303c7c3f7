/// A file kept by ``PrivateFileStore``: a JSON object with a schema version.
///
/// ```swift
/// struct SessionFile: VersionedFile {
///     static let fileName = "session.json"
///     var version = Self.currentVersion
///     var token: String?
/// }
/// ```
public protocol VersionedFile: Codable {
    /// The file's name inside the store's folder.
    static var fileName: String { get }
    /// The schema version this file was written with.
    var version: Int { get }
}

extension VersionedFile {
    /// The only schema version so far; a file with another one is treated as corrupt.
    public static var currentVersion: Int { 1 }
}
