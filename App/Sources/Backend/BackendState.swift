import Networking

/// Everything the backend holds in memory, guarded by its mutex.
struct BackendState: Sendable {
    var accounts: [Account]
    /// Token digest (``TokenDigest``) → session.
    var sessions: [String: StoredSession]
    var deletedItems: Set<Int>
    var isOffline = false
    var isInMaintenance = false

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
