#if canImport(Security)
    import Foundation
    import Security

    /// The session token as a Keychain generic password: readable after the device's first
    /// unlock until it restarts, on this device only (never in a backup or on another device),
    /// never synchronised, and on macOS in the data-protection keychain (which needs the app's
    /// keychain entitlement, as every signed app target has).
    ///
    /// The item survives the app's deletion on iOS: the App removes one left by an earlier
    /// install when it finds no session file (a fresh install).
    ///
    /// ```swift
    /// let tokens = KeychainTokenStore(service: "dev.rootswitch.session")
    /// try tokens.save(session.token)
    /// ```
    public struct KeychainTokenStore: SessionTokenStore {
        /// The item's service (`kSecAttrService`), such as the app's bundle identifier.
        public let service: String
        /// The item's account (`kSecAttrAccount`).
        public let account: String

        /// A store for the item `service` / `account`.
        /// - Parameters:
        ///   - service: the item's service, such as the app's bundle identifier.
        ///   - account: the item's account; `session` by default.
        public init(service: String, account: String = "session") {
            self.service = service
            self.account = account
        }

        public func load() throws(PrivateStorageError) -> String? {
            var query = identity
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var result: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            if status == errSecItemNotFound { return nil }
            try check(status, doing: "read")
            guard let data = result as? Data, let token = String(data: data, encoding: .utf8)
            else {
                throw PrivateStorageError(
                    .storage, reason: "The Keychain item \(service) holds no token.")
            }
            return token
        }

        public func save(_ token: String) throws(PrivateStorageError) {
            let attributes: [String: Any] = [
                kSecValueData as String: Data(token.utf8),
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
            ]
            var status = SecItemUpdate(identity as CFDictionary, attributes as CFDictionary)
            if status == errSecItemNotFound {
                status = SecItemAdd(
                    identity.merging(attributes) { $1 } as CFDictionary, nil)
            }
            try check(status, doing: "save")
        }

        public func remove() throws(PrivateStorageError) {
            let status = SecItemDelete(identity as CFDictionary)
            if status == errSecItemNotFound { return }
            try check(status, doing: "remove")
        }

        /// What names the item: its class, service and account, never synchronised, in the
        /// data-protection keychain (on macOS; other systems have no other).
        private var identity: [String: Any] {
            [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrService as String: service,
                kSecAttrAccount as String: account,
                kSecAttrSynchronizable as String: false,
                kSecUseDataProtectionKeychain as String: true,
            ]
        }

        /// Throws unless `status` is success: `.unavailable` before the first unlock
        /// (`errSecInteractionNotAllowed`), `.missingEntitlement` for a process the
        /// data-protection keychain refuses (`errSecMissingEntitlement`), `.storage` otherwise.
        private func check(_ status: OSStatus, doing action: String) throws(PrivateStorageError) {
            guard status != errSecSuccess else { return }
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "status \(status)"
            let reason = "Cannot \(action) the Keychain item \(service): \(message)"
            let code: PrivateStorageError.Code =
                switch status {
                case errSecInteractionNotAllowed: .unavailable
                case errSecMissingEntitlement: .missingEntitlement
                default: .storage
                }
            throw PrivateStorageError(code, reason: reason)
        }
    }
#endif
