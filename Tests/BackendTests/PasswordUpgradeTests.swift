import Backend
import Foundation
import Testing

/// Password hashing is pinned: new hashes are yescrypt at cost 5 on Linux (PBKDF2-HMAC-SHA256
/// at 600,000 iterations on Apple's systems), and a stored hash of a weaker method or cost
/// still verifies, once, and is replaced at that sign-in.
@Suite struct PasswordUpgradeTests {
    #if os(Linux)
        static let current = "$y$j9T$"
        /// `correct-horse` as sha512crypt at its default 5,000 rounds, and as yescrypt at a
        /// lower cost: what a build that took the C library's preferred method could store.
        static let weaker = [
            "$6$saltsaltsalt$DwOpBtQmY9DfqAt5fItSHEOMhiTt98Jo3pY.1UoK4FbqzpKXekUehTMGg5ZBsPI2GQWABrnNp3WUQTfNhJLvu.",
            "$y$j75$saltsaltsaltsalt$qgmAcrOHPoIsnFKegHt66dPQ4uc5u/Raq5fRSc9b838",
        ]
    #else
        static let current = "$pbkdf2-sha256$i=600000$"
        /// `correct-horse` as PBKDF2-HMAC-SHA256 at 1,000 iterations.
        static let weaker = [
            "$pbkdf2-sha256$i=1000$MDEyMzQ1Njc4OWFiY2RlZg$gTMHMgpbok0ZHWll7t0M2xwFsp6HCGNFq0eiSbRDlR8"
        ]
    #endif

    @Test func newHashesUseThePinnedMethodAndCost() throws {
        let harness = try Harness()
        _ = try harness.signUp("ada@example.com")
        #expect(try storedHashes(in: harness).allSatisfy { $0.hasPrefix(Self.current) })
    }

    @Test(arguments: weaker)
    func aWeakerHashVerifiesOnceAndIsReplacedAtThatSignIn(weaker: String) throws {
        let harness = try Harness { directory in
            let folder = directory.appending(path: "backend")
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            let accounts = """
                {"version": 1, "accounts": [{"id": "u_old", "email": "old@example.com",
                 "passwordHash": "\(weaker)", "name": "Old",
                 "onboarding": {"step": "complete", "finished": true}}]}
                """
            #expect(
                FileManager.default.createFile(
                    atPath: folder.appending(path: "accounts.json").path,
                    contents: Data(accounts.utf8), attributes: [.posixPermissions: 0o600]))
        }
        #expect(harness.signInStatus(email: "old@example.com", password: "wrong-horse") == 401)
        #expect(try storedHashes(in: harness) == [weaker])

        #expect(harness.signInStatus(email: "old@example.com", password: "correct-horse") == 200)
        let replaced = try #require(try storedHashes(in: harness).first)
        #expect(replaced.hasPrefix(Self.current))
        #expect(harness.signInStatus(email: "old@example.com", password: "correct-horse") == 200)
        #expect(try storedHashes(in: harness.relaunched()) == [replaced])
    }

    private func storedHashes(in harness: Harness) throws -> [String] {
        struct Stored: Decodable {
            struct Account: Decodable { let passwordHash: String }
            let accounts: [Account]
        }
        let data = try Data(contentsOf: harness.folder.appending(path: "accounts.json"))
        return try JSONDecoder().decode(Stored.self, from: data).accounts.map(\.passwordHash)
    }
}
