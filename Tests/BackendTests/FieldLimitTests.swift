import Backend
import Foundation
import Networking
import TestSockets
import Testing

/// Every text field is capped by its UTF-8 bytes as well as its characters, and nothing is
/// saved that the loader would refuse: one 'a' followed by many combining accents is one
/// character and any number of bytes.
@Suite struct FieldLimitTests {
    /// One character of `count` combining accents after an `a`: 1 + 2 × `count` bytes.
    static func accented(_ count: Int) -> String {
        "a" + String(repeating: "\u{0301}", count: count)
    }

    @Test func anEmailOfOneCharacterAndManyBytesIsInvalid() throws {
        let email = Self.accented(200) + "@example.com"
        #expect(email.count < 254)
        let response = try Harness().send(
            .post, "/v1/signup", json: credentials(email, "long-enough"))
        #expect(response.status == 400)
        #expect(response.errorCode == "invalid_email")
    }

    @Test func anEmailOf254BytesIsValidAnd255IsNot() throws {
        let harness = try Harness()
        let domain = "@example.com"
        let fits = String(repeating: "a", count: 254 - domain.utf8.count) + domain
        #expect(
            harness.send(.post, "/v1/signup", json: credentials(fits, "long-enough")).status == 201)
        let over = "b" + fits
        #expect(
            harness.send(.post, "/v1/signup", json: credentials(over, "long-enough")).errorCode
                == "invalid_email")
    }

    @Test func aNameOfOneCharacterAndManyBytesIsRefused() throws {
        let harness = try Harness()
        let token = try harness.signUp("ada@example.com").token
        let name = Self.accented(300)
        #expect(name.count == 1)
        let update = try JSONSerialization.data(
            withJSONObject: ["step": "profile", "finished": false, "name": name])
        let response = harness.send(
            .put, "/v1/me/onboarding", json: String(decoding: update, as: UTF8.self), token: token)
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
        let me = try harness.send(.get, "/v1/me", token: token).decode(WireMe.self)
        #expect(me.user.name == nil)
    }

    /// The attack of issue 40: five sign-ups of a one-character email of about a megabyte
    /// each no longer push the accounts file past what the loader reads, so a relaunch keeps
    /// every account.
    @Test func megabyteSignUpsLeaveTheAccountsAsTheyWere() throws {
        let served = try ServedBackend()
        _ = try served.harness.signUp("ada@example.com")
        let email = Self.accented(500_000) + "@example.com"
        for index in 0..<5 {
            let body = credentials("\(index)" + email, "long-enough")
            let answer = try RawClient.exchange(
                "POST /v1/signup HTTP/1.1\r\n\(served.host)Content-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body, port: served.port)
            #expect([400, 413].contains(answer.status), "\(answer.text.prefix(200))")
        }
        let relaunched = try served.harness.relaunched()
        #expect(relaunched.reports.all.isEmpty)
        #expect(
            try relaunched.signIn("ada@example.com", "correct-horse").user.email
                == "ada@example.com")
    }

    /// A save that would pass the loader's limit is refused with a clear error, and what was
    /// stored before stays readable.
    @Test func aSaveTheLoaderWouldRefuseIsRefusedAndNothingIsLost() throws {
        let harness = try Harness { directory in
            try PlantedAccounts.write(into: directory, size: 4 * 1024 * 1024 - 64)
        }
        #expect(harness.reports.all.isEmpty)
        let response = harness.send(
            .post, "/v1/signup", json: credentials("ada@example.com", "long-enough"))
        #expect(response.status == 500)
        #expect(response.errorCode == "internal_error")
        let report = try #require(harness.reports.all.last)
        #expect(report.reason.contains("accounts.json"))
        #expect(report.reason.contains("4194304"))

        let relaunched = try harness.relaunched()
        #expect(relaunched.reports.all.isEmpty)
        let taken = relaunched.send(
            .post, "/v1/signup", json: credentials(PlantedAccounts.email(0), "long-enough"))
        #expect(taken.errorCode == "account_exists")
    }
}

/// An accounts file of many accounts, as the backend writes it, of an exact size.
enum PlantedAccounts {
    private struct File: Encodable {
        var version = 1
        var accounts: [Account]
    }

    private struct Account: Encodable {
        struct Onboarding: Encodable {
            var finished = true
            var permissionsGranted = true
            var step = "complete"
        }
        var email: String
        var id: String
        var name: String
        var onboarding = Onboarding()
        var passwordHash = "$y$j9T$notarealsalt$notarealhashnotarealhashnotarealhashnot"
    }

    /// The email of planted account `index`.
    static func email(_ index: Int) -> String {
        "planted-\(index)@example.com"
    }

    /// Writes `backend/accounts.json` of exactly `size` bytes into `directory`.
    static func write(into directory: URL, size: Int) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func account(_ index: Int, name: String = "Planted") -> Account {
            Account(email: email(index), id: "u_\(index)", name: name)
        }
        // No account adds more than one with a six-digit number does: the count follows.
        let one = try encoder.encode(File(accounts: [account(0)])).count
        let each = try encoder.encode(File(accounts: [account(0), account(100_000)])).count - one
        var accounts = (0..<((size - one) / each)).map { account($0) }
        var data = try encoder.encode(File(accounts: accounts))
        accounts[accounts.count - 1].name += String(repeating: "p", count: size - data.count)
        data = try encoder.encode(File(accounts: accounts))
        #expect(data.count == size)
        let folder = directory.appending(path: "backend")
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = folder.appending(path: "accounts.json")
        try data.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }
}
