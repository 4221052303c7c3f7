import Backend
import Foundation
import Networking
import Testing

@Suite struct PersistenceTests {
    @Test func accountsAndOnboardingSurviveARelaunch() throws {
        let harness = try Harness()
        let token = try harness.signUp("ada@example.com").token
        let update = #"{"step":"profile","finished":false,"name":"Ada","permissionsGranted":false}"#
        #expect(harness.send(.put, "/v1/me/onboarding", json: update, token: token).status == 200)
        let relaunched = try harness.relaunched()
        let me = try relaunched.send(.get, "/v1/me", token: token).decode(WireMe.self)
        #expect(me.user.name == "Ada")
        #expect(
            me.user.onboarding == .init(step: "profile", finished: false, permissionsGranted: false)
        )
        #expect(try relaunched.signIn("ada@example.com", "correct-horse").user == me.user)
        #expect(relaunched.reports.all.isEmpty)
    }

    @Test func sessionsSurviveARelaunchButSignOutToo() throws {
        let harness = try Harness()
        let kept = try harness.signIn().token
        let ended = try harness.signIn().token
        #expect(harness.send(.post, "/v1/signout", token: ended).status == 204)
        let relaunched = try harness.relaunched()
        #expect(relaunched.send(.get, "/v1/me", token: kept).status == 200)
        #expect(relaunched.send(.get, "/v1/me", token: ended).status == 401)
    }

    @Test func expiredSessionsStayExpiredAfterARelaunch() throws {
        let harness = try Harness()
        let tokens = [try harness.signIn().token, try harness.signUp("ada@example.com").token]
        harness.backend.expireSessions()
        let relaunched = try harness.relaunched()
        for token in tokens {
            #expect(harness.send(.get, "/v1/me", token: token).errorCode == "session_expired")
            #expect(relaunched.send(.get, "/v1/me", token: token).errorCode == "session_expired")
        }
        // Signing in again works: only the sessions ended, not the accounts.
        #expect(
            try relaunched.signIn("ada@example.com", "correct-horse").user.email
                == "ada@example.com")
    }

    @Test func deletedItemIsGoneEverywhereAndStaysGone() throws {
        let harness = try Harness()
        try harness.backend.deleteItem(42)
        for backend in [harness, try harness.relaunched()] {
            let token = try backend.signIn().token
            let item = backend.send(.get, "/v1/items/42", token: token)
            #expect(item.status == 404)
            #expect(item.errorCode == "not_found")
            let page = try backend.send(
                .get, "/v1/items", token: token,
                query: [
                    URLQueryItem(name: "offset", value: "40"),
                    URLQueryItem(name: "limit", value: "3"),
                ]
            ).decode(WirePage.self)
            #expect(page.items.map(\.id) == [41, 43, 44])
            #expect(page.total == 99)
            let search = try backend.send(
                .get, "/v1/search", token: token, query: [URLQueryItem(name: "q", value: "item 4")]
            ).decode(WireSearch.self)
            #expect(search.items.map(\.id) == [4, 40, 41, 43, 44, 45, 46, 47, 48, 49])
        }
    }

    @Test(arguments: [0, -1, 101, Int.max, Int.min])
    func deletingAnUnknownItemThrows(id: Int) throws {
        let harness = try Harness()
        let error = #expect(throws: BackendError.self) { try harness.backend.deleteItem(id) }
        #expect(error?.code == .unknownItem)
        #expect(error?.reason.contains("\(id)") == true)
    }

    @Test func deletingAnItemTwiceThrowsTheSecondTime() throws {
        let harness = try Harness()
        try harness.backend.deleteItem(7)
        let error = #expect(throws: BackendError.self) { try harness.backend.deleteItem(7) }
        #expect(error?.code == .unknownItem)
    }

    @Test func accountsFileHoldsOnlyACryptHash() throws {
        let harness = try Harness()
        _ = try harness.signUp("ada@example.com", "my-secret-passphrase")
        let text = try String(
            contentsOf: harness.folder.appending(path: "accounts.json"), encoding: .utf8)
        #expect(!text.contains("my-secret-passphrase"))
        #expect(!text.contains("demo-password"))
        struct Stored: Decodable {
            struct Account: Decodable {
                let email: String
                let passwordHash: String
            }
            let accounts: [Account]
        }
        let stored = try JSONDecoder().decode(Stored.self, from: Data(text.utf8))
        #expect(stored.accounts.map(\.email) == ["demo@rootswitch.dev", "ada@example.com"])
        // The hash names its scheme: yescrypt at cost 5 (crypt(3)) on Linux, PBKDF2-HMAC-SHA256
        // on Apple's systems.
        for account in stored.accounts {
            #if os(Linux)
                #expect(account.passwordHash.hasPrefix("$y$j9T$"))
            #else
                #expect(account.passwordHash.hasPrefix("$pbkdf2-sha256$i=600000$"))
            #endif
        }
        // A random salt each time: two hashes never match, even of one password.
        #expect(Set(stored.accounts.map(\.passwordHash)).count == 2)
    }

    @Test func stateFilesAreReadableByTheOwnerOnly() throws {
        let harness = try Harness()
        _ = try harness.signIn()
        try harness.backend.deleteItem(1)
        #expect(try permissions(of: harness.folder) == 0o700)
        for name in ["accounts.json", "sessions.json", "deleted-items.json"] {
            #expect(try permissions(of: harness.folder.appending(path: name)) == 0o600, "\(name)")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: harness.folder.path)
        #expect(leftovers.sorted() == ["accounts.json", "deleted-items.json", "sessions.json"])
    }

    @Test func looseFolderPermissionsAreTightenedAtStart() throws {
        let harness = try Harness()
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: harness.folder.path)
        _ = try harness.relaunched()
        #expect(try permissions(of: harness.folder) == 0o700)
    }

    @Test(arguments: [
        ("accounts.json", "{not json"), ("accounts.json", #"{"version":2,"accounts":[]}"#),
        ("accounts.json", ""), ("sessions.json", "[]"), ("deleted-items.json", #"{"ids":"x"}"#),
    ])
    func corruptFileIsSetAsideReportedAndStartedAfresh(name: String, content: String) throws {
        let harness = try Harness()
        let token = try harness.signIn().token
        try harness.backend.deleteItem(3)
        let file = harness.folder.appending(path: name)
        try Data(content.utf8).write(to: file)
        let relaunched = try harness.relaunched()
        #expect(relaunched.reports.all.map(\.code) == [.corruptFile])
        #expect(relaunched.reports.all.first?.reason.contains(name) == true)
        let aside = try String(
            contentsOf: harness.folder.appending(path: name + ".corrupt"), encoding: .utf8)
        #expect(aside == content)
        // The demo account is there either way, fresh if the accounts file was the corrupt one.
        let fresh = try relaunched.signIn().token
        #expect(
            relaunched.send(.get, "/v1/me", token: token).status
                == (name == "sessions.json" || name == "accounts.json" ? 401 : 200))
        #expect(
            relaunched.send(.get, "/v1/items/3", token: fresh).status
                == (name == "deleted-items.json" ? 200 : 404))
    }

    @Test func aFileWhereTheBackendFolderGoesIsSetAsideAndTheBackendStarts() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "backend")
        try Data("x".utf8).write(to: file)
        let reports = Reports()
        let backend = try EmbeddedBackend(directory: directory.url) { reports.append($0) }
        #expect(reports.all.map(\.code) == [.corruptFile])
        #expect(
            try String(contentsOf: file.appendingPathExtension("corrupt"), encoding: .utf8) == "x")
        let signIn = backend.handle(
            Harness.request(
                .post, "/v1/signin", json: credentials(EmbeddedBackend.demoEmail, "demo-password")))
        #expect(signIn.status == 200)
    }

    @Test func stateDirectoryThatIsAFileIsAStorageError() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appending(path: "state")
        try Data("x".utf8).write(to: file)
        let error = #expect(throws: BackendError.self) {
            _ = try EmbeddedBackend(directory: file)
        }
        #expect(error?.code == .storage)
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
