import PrivateStorage
import Synchronization
import Testing

/// A Mac app without the keychain entitlement gets `errSecMissingEntitlement` at every save:
/// the token store then keeps the token in the private file, for good, instead of failing.
/// Decided here through the store abstraction, with a keychain that refuses as macOS does.
@Suite struct EntitlementFallbackTests {
    /// A token store in memory that can refuse as the Keychain does, counting what it is asked.
    final class ScriptedStore: SessionTokenStore {
        private let state = Mutex((token: String?.none, calls: 0))
        let refusal: PrivateStorageError.Code?

        init(token: String? = nil, refusing refusal: PrivateStorageError.Code? = nil) {
            self.refusal = refusal
            state.withLock { $0.token = token }
        }

        var token: String? { state.withLock { $0.token } }
        var calls: Int { state.withLock { $0.calls } }

        func load() throws(PrivateStorageError) -> String? {
            try ask()
            return token
        }

        func save(_ token: String) throws(PrivateStorageError) {
            try ask()
            state.withLock { $0.token = token }
        }

        func remove() throws(PrivateStorageError) {
            try ask()
            state.withLock { $0.token = nil }
        }

        private func ask() throws(PrivateStorageError) {
            state.withLock { $0.calls += 1 }
            if let refusal { throw PrivateStorageError(refusal, reason: "refused: \(refusal)") }
        }
    }

    @Test func withoutTheEntitlementTheTokenGoesToTheFileForGood() throws {
        let keychain = ScriptedStore(refusing: .missingEntitlement)
        let file = ScriptedStore()
        let tokens = EntitlementFallbackTokenStore(keychain, fallback: file)

        try tokens.save("token-1")
        #expect(file.token == "token-1")
        #expect(tokens.usesFallback)
        try tokens.save("token-2")
        #expect(try tokens.load() == "token-2")
        #expect(keychain.calls == 1)
        try tokens.remove()
        #expect(file.token == nil)
        #expect(keychain.calls == 1)
    }

    @Test func withTheEntitlementTheKeychainKeepsIt() throws {
        let keychain = ScriptedStore()
        let file = ScriptedStore(token: "from-an-unsigned-run")
        let tokens = EntitlementFallbackTokenStore(keychain, fallback: file)

        // A token the file kept while the entitlement was missing is read until the keychain
        // keeps one; then the file's is removed: one at most is kept.
        #expect(try tokens.load() == "from-an-unsigned-run")
        try tokens.save("token-1")
        #expect(keychain.token == "token-1")
        #expect(file.token == nil)
        #expect(try tokens.load() == "token-1")
        #expect(!tokens.usesFallback)
    }

    /// Any other refusal is the Keychain's to report: data protection before the first unlock
    /// waits, a broken keychain fails; neither moves the token to the file.
    @Test(arguments: [PrivateStorageError.Code.unavailable, .storage])
    func anotherRefusalIsThrown(code: PrivateStorageError.Code) {
        let file = ScriptedStore()
        let tokens = EntitlementFallbackTokenStore(ScriptedStore(refusing: code), fallback: file)
        let thrown = #expect(throws: PrivateStorageError.self) { try tokens.save("token-1") }
        #expect(thrown?.code == code)
        #expect(file.token == nil)
        #expect(file.calls == 0)
        #expect(!tokens.usesFallback)
        #expect((try? tokens.load()) == nil)
    }
}
