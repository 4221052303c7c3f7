/// A file of the backend's state: a JSON object with a schema version.
protocol StateFile: Codable {
    /// The file's name inside the backend folder.
    static var fileName: String { get }
    /// The schema version this file was written with.
    var version: Int { get }
}

extension StateFile {
    /// The only schema version so far; a file with another one is treated as corrupt.
    static var currentVersion: Int { 1 }
}

/// `accounts.json`: every account, passwords as crypt(3) hashes.
struct AccountsFile: StateFile {
    static let fileName = "accounts.json"
    var version = Self.currentVersion
    var accounts: [Account]
}

/// `sessions.json`: which account each live token belongs to.
struct SessionsFile: StateFile {
    static let fileName = "sessions.json"
    var version = Self.currentVersion
    var sessions: [String: String]
}

/// `deleted-items.json`: items removed with the delete-item fault switch.
struct DeletedItemsFile: StateFile {
    static let fileName = "deleted-items.json"
    var version = Self.currentVersion
    var ids: Set<Int>
}
