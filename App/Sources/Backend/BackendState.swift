import Foundation
import Networking
import PrivateStorage

/// Everything the backend keeps in its files, as held in memory (``BackendStore``).
struct BackendState: Sendable {
    var accounts: [Account]
    /// Token digest (``TokenDigest``) → session.
    var sessions: [String: StoredSession]
    var deletedItems: Set<Int>

    /// The index of the account with this email, compared case-insensitively.
    func accountIndex(email: String) -> Int? {
        let key = email.lowercased()
        return accounts.firstIndex { $0.email.lowercased() == key }
    }

    /// The index of the account whose session has this digest.
    func accountIndex(session digest: String) -> Int? {
        guard let id = sessions[digest]?.account else { return nil }
        return accounts.firstIndex { $0.id == id }
    }

    /// The items that exist, in id order.
    var items: [BackendContract.Item] {
        ItemCatalog.all.filter { !deletedItems.contains($0.id) }
    }
}

extension BackendState {
    /// Reads the backend's files, writing a fresh accounts file (the demo account alone) only
    /// when there was none, or it was bad and has been set aside: never over one that could
    /// not be read.
    /// - Throws: `.unavailable` while data protection keeps a file closed (nothing is written
    ///   then); `.storage` when the system cannot read or write one; `.passwordHashing` when
    ///   the demo password cannot be hashed.
    static func load(
        from files: PrivateFileStore, policy: BackendPolicy, at time: Date
    ) throws(BackendError) -> BackendState {
        let stored = try files.readState(AccountsFile.self)
        let file = try files.readState(SessionsFile.self)
        let deleted = try files.readState(DeletedItemsFile.self)?.ids ?? []
        let accounts: [Account]
        if let stored {
            accounts = stored.accounts
        } else {
            accounts = [try demoAccount()]
            try files.saveState(AccountsFile(accounts: accounts))
        }
        let ids = Set(accounts.map(\.id))
        var sessions = file?.sessions ?? [:]
        // A file of an earlier build held tokens in clear: each becomes its digest, its
        // session starting now, and the file is written again at once without them.
        for (token, account) in file?.legacyTokens ?? [:] {
            sessions[TokenDigest.hex(token)] = StoredSession(
                account: account, created: time, lastUsed: time)
        }
        // Tokens of accounts that are gone (a reset accounts file) could never be used again.
        sessions = sessions.filter {
            ids.contains($0.value.account) && $0.value.isLive(at: time, under: policy)
        }
        if !(file?.legacyTokens.isEmpty ?? true) {
            try files.saveState(SessionsFile(sessions: sessions))
        }
        return BackendState(accounts: accounts, sessions: sessions, deletedItems: deleted)
    }

    private static func demoAccount() throws(BackendError) -> Account {
        Account(
            id: "u_" + RandomHex.make(byteCount: 8), email: EmbeddedBackend.demoEmail,
            passwordHash: try PasswordHasher().hash(EmbeddedBackend.demoPassword), name: "Demo",
            onboarding: .done)
    }
}
