import Foundation
import PrivateStorage

/// The backend's state files, in `<state directory>/backend/`.
typealias StateFile = VersionedFile

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

extension PrivateFileStore {
    /// The backend's folder, `<state directory>/backend/`. The state directory is checked as
    /// the App checks it (refused when unsafe); `backend/` is never followed if it is a link.
    static func backend(
        in stateDirectory: URL, report: @escaping @Sendable (BackendError) -> Void
    ) throws(BackendError) -> PrivateFileStore {
        do {
            return try PrivateFileStore(folder: stateDirectory) { report(BackendError($0)) }
                .subfolder("backend")
        } catch {
            throw BackendError(error)
        }
    }

    /// ``save(_:)`` with the backend's error.
    func saveState(_ file: some StateFile) throws(BackendError) {
        do {
            try save(file)
        } catch {
            throw BackendError(error)
        }
    }
}

extension BackendError {
    /// The same failure in the backend's terms (`corrupt_file`, `mode_restored`, else
    /// `storage`).
    init(_ error: PrivateStorageError) {
        let code: Code =
            switch error.code {
            case .corruptFile: .corruptFile
            case .modeRestored: .modeRestored
            default: .storage
            }
        self.init(code, reason: error.reason, underlying: error)
    }
}
