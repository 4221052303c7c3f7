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

/// `sessions.json`: each live session by its token's digest (``TokenDigest``), never the
/// token itself.
///
/// A file of an earlier build mapped each token, in clear, to its account id: it still reads,
/// as ``legacyTokens``, for the backend to digest and write again at once.
struct SessionsFile: StateFile {
    static let fileName = "sessions.json"
    var version = Self.currentVersion
    var sessions: [String: StoredSession]
    /// Token → account id, from a file of an earlier build; never written.
    var legacyTokens: [String: String] = [:]

    init(sessions: [String: StoredSession]) {
        self.sessions = sessions
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        sessions = [:]
        for (key, entry) in try container.decode([String: Entry].self, forKey: .sessions) {
            switch entry {
            case .current(let session): sessions[key] = session
            case .legacy(let accountID): legacyTokens[key] = accountID
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(sessions, forKey: .sessions)
    }

    private enum CodingKeys: String, CodingKey {
        case version, sessions
    }

    /// A session as this build writes it, or a token's account id as an earlier one did.
    private enum Entry: Decodable {
        case current(StoredSession)
        case legacy(String)

        init(from decoder: any Decoder) throws {
            if let accountID = try? decoder.singleValueContainer().decode(String.self) {
                self = .legacy(accountID)
            } else {
                self = .current(try StoredSession(from: decoder))
            }
        }
    }
}

/// One live session: whose it is, when it began and when it was last used (to within
/// ``BackendPolicy/idleResolution``).
struct StoredSession: Codable, Sendable {
    var account: String
    var created: Date
    var lastUsed: Date

    /// Whether the session is still valid at `time` under `policy`.
    func isLive(at time: Date, under policy: BackendPolicy) -> Bool {
        time.timeIntervalSince(created) < policy.tokenLifetime.timeInterval
            && time.timeIntervalSince(lastUsed) < policy.tokenIdleTimeout.timeInterval
    }
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

    /// ``read(_:)`` with the backend's error: the file, or nil when it is missing or was bad
    /// (then set aside and reported).
    /// - Throws: `.unavailable` while data protection keeps it closed, `.storage` when the
    ///   system cannot read it.
    func readState<File: StateFile>(_ type: File.Type) throws(BackendError) -> File? {
        do {
            return try read(type)
        } catch {
            throw BackendError(error)
        }
    }
}

extension BackendError {
    /// The same failure in the backend's terms (`corrupt_file`, `mode_restored`,
    /// `unavailable`, else `storage`).
    init(_ error: PrivateStorageError) {
        let code: Code =
            switch error.code {
            case .corruptFile: .corruptFile
            case .modeRestored: .modeRestored
            case .unavailable: .unavailable
            default: .storage
            }
        self.init(code, reason: error.reason, underlying: error)
    }
}
