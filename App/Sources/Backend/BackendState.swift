import Networking

/// Everything the backend holds in memory, guarded by its mutex.
struct BackendState: Sendable {
    var accounts: [Account]
    /// Token → account id.
    var sessions: [String: String]
    var deletedItems: Set<Int>
    var isOffline = false
    var isInMaintenance = false

    /// The index of the account with this email, compared case-insensitively.
    func accountIndex(email: String) -> Int? {
        let key = email.lowercased()
        return accounts.firstIndex { $0.email.lowercased() == key }
    }

    /// The index of the account holding this token.
    func accountIndex(token: String) -> Int? {
        guard let id = sessions[token] else { return nil }
        return accounts.firstIndex { $0.id == id }
    }

    /// The items that exist, in id order.
    var items: [BackendContract.Item] {
        ItemCatalog.all.filter { !deletedItems.contains($0.id) }
    }
}
