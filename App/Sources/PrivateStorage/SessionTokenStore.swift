/// Where the signed-in session's token is kept, apart from the files that say who is signed
/// in: a Keychain item on Apple's systems (``KeychainTokenStore``), a private file elsewhere
/// (``FileTokenStore``). One at most is kept.
///
/// ```swift
/// try tokens.save(session.token)
/// let token = try tokens.load()  // nil on a fresh device
/// try tokens.remove()  // signed out
/// ```
public protocol SessionTokenStore: Sendable {
    /// The token kept, or nil when none is.
    /// - Throws: `.unavailable` while data protection keeps it closed (before the device's
    ///   first unlock), `.storage` when it cannot be read otherwise.
    func load() throws(PrivateStorageError) -> String?

    /// Keeps `token`, replacing the one kept before.
    /// - Throws: `.unavailable` or `.storage` when it cannot be kept.
    func save(_ token: String) throws(PrivateStorageError)

    /// Forgets the token kept, if any.
    /// - Throws: `.unavailable` or `.storage` when it cannot be removed.
    func remove() throws(PrivateStorageError)
}
