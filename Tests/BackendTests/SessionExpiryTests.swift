import Backend
import Foundation
import Networking
import Testing

/// A token ages out: past its lifetime however much it is used, or past its idle timeout
/// when it is not; either way it is answered as any ended session is, 401
/// `session_expired`, which the App answers by signing in again.
@Suite struct SessionExpiryTests {
    static let policy = BackendPolicy(
        tokenLifetime: .seconds(3600), tokenIdleTimeout: .seconds(600))

    @Test func aTokenEndsAtItsLifetimeHoweverMuchItIsUsed() throws {
        let harness = try Harness(policy: Self.policy)
        let token = try harness.signIn().token
        for _ in 0..<11 {
            harness.clock.advance(by: .seconds(300))
            #expect(harness.send(.get, "/v1/me", token: token).status == 200)
        }
        harness.clock.advance(by: .seconds(300))
        let expired = harness.send(.get, "/v1/me", token: token)
        #expect(expired.status == 401)
        #expect(expired.errorCode == "session_expired")
        #expect(expired.header("www-authenticate") == "Bearer")
    }

    @Test func anIdleTokenEndsAndStaysEndedAfterARelaunch() throws {
        let harness = try Harness(policy: Self.policy)
        let idle = try harness.signIn().token
        let used = try harness.signIn().token
        harness.clock.advance(by: .seconds(500))
        #expect(harness.send(.get, "/v1/me", token: used).status == 200)
        harness.clock.advance(by: .seconds(200))
        #expect(harness.send(.get, "/v1/me", token: idle).errorCode == "session_expired")
        let relaunched = try harness.relaunched()
        #expect(relaunched.send(.get, "/v1/me", token: used).status == 200)
        #expect(relaunched.send(.get, "/v1/me", token: idle).status == 401)
    }

    /// `sessions.json` holds each token's SHA-256, never the token: reading the file gives
    /// nothing to present as one.
    @Test func theSessionsFileHoldsNoToken() throws {
        let harness = try Harness()
        let token = try harness.signIn().token
        let text = try String(
            contentsOf: harness.folder.appending(path: "sessions.json"), encoding: .utf8)
        #expect(!text.contains(token))
        #expect(text.contains(TokenDigest.hex(token)))
        #expect(harness.send(.get, "/v1/me", token: TokenDigest.hex(token)).status == 401)
    }

    /// A file of an earlier build, with tokens in clear, still signs its users in, and is
    /// written again at once with digests only.
    @Test func aFileOfAnEarlierBuildIsDigestedAtStart() throws {
        let first = try Harness()
        let account = try first.signIn().user.id
        let token = String(repeating: "ab", count: 32)
        try Data(#"{"version":1,"sessions":{"\#(token)":"\#(account)"}}"#.utf8)
            .write(to: first.folder.appending(path: "sessions.json"))

        let harness = try first.relaunched()
        let text = try String(
            contentsOf: harness.folder.appending(path: "sessions.json"), encoding: .utf8)
        #expect(!text.contains(token))
        #expect(harness.send(.get, "/v1/me", token: token).status == 200)
        #expect(harness.reports.all.isEmpty)
    }

    /// FIPS 180-4's examples of SHA-256.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func tokenDigestIsSHA256(text: String, digest: String) {
        #expect(TokenDigest.hex(text) == digest)
    }
}
