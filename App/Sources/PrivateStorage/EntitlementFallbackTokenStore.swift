import Synchronization

/// The token in one store (the Keychain) unless the system refuses this process the
/// entitlement that store needs, and then in another (the private file): a Mac app signed
/// without the keychain entitlement gets `errSecMissingEntitlement` from the data-protection
/// keychain at every save, and would otherwise lose its session at every launch. The first
/// ``PrivateStorageError/Code/missingEntitlement`` turns this store to the fallback for good (it
/// does not ask the refusing store again); a token the fallback kept in an earlier run is read
/// when the first store has none, and removed once the first store keeps one, so one at most
/// is kept.
///
/// ```swift
/// let tokens = EntitlementFallbackTokenStore(
///     KeychainTokenStore(service: "dev.rootswitch.session"),
///     fallback: FileTokenStore(files: files))
/// try tokens.save(session.token)  // the Keychain, or session-token.json without the entitlement
/// ```
public final class EntitlementFallbackTokenStore: SessionTokenStore {
    private let primary: any SessionTokenStore
    private let fallback: any SessionTokenStore
    /// Whether the primary store refused this process its entitlement.
    private let refused = Mutex(false)

    /// - Parameters:
    ///   - primary: where the token is kept while the system allows it.
    ///   - fallback: where it is kept once `primary` says the entitlement is missing.
    public init(_ primary: any SessionTokenStore, fallback: any SessionTokenStore) {
        self.primary = primary
        self.fallback = fallback
    }

    /// Whether the token is kept in the fallback store: the primary one refused this process.
    public var usesFallback: Bool { refused.withLock { $0 } }

    public func load() throws(PrivateStorageError) -> String? {
        if !usesFallback {
            do {
                if let token = try primary.load() { return token }
            } catch let error where error.code == .missingEntitlement {
                refused.withLock { $0 = true }
            }
        }
        return try fallback.load()
    }

    public func save(_ token: String) throws(PrivateStorageError) {
        if !usesFallback {
            do {
                try primary.save(token)
                try fallback.remove()
                return
            } catch let error where error.code == .missingEntitlement {
                refused.withLock { $0 = true }
            }
        }
        try fallback.save(token)
    }

    public func remove() throws(PrivateStorageError) {
        if !usesFallback {
            do {
                try primary.remove()
            } catch let error where error.code == .missingEntitlement {
                refused.withLock { $0 = true }
            }
        }
        try fallback.remove()
    }
}
