import Backend
import Foundation
import Networking
import Testing

@Suite struct AccountEndpointsTests {
    @Test func demoAccountSignsInWithFinishedOnboarding() throws {
        let session = try Harness().signIn()
        #expect(session.user.email == "demo@rootswitch.dev")
        #expect(session.user.name == "Demo")
        #expect(
            session.user.onboarding
                == .init(step: "complete", finished: true, permissionsGranted: nil))
        #expect(session.token.count == 64)
        #expect(session.token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }

    @Test func everySignInGetsItsOwnToken() throws {
        let harness = try Harness()
        #expect(try harness.signIn().token != harness.signIn().token)
    }

    @Test func signUpAnswers201WithAFreshUser() throws {
        let harness = try Harness()
        let response = harness.send(
            .post, "/v1/signup", json: credentials(" Ada@Example.com ", "correct-horse"))
        #expect(response.status == 201)
        #expect(response.header("content-type") == "application/json")
        let session = try response.decode(WireSession.self)
        #expect(session.user.email == "Ada@Example.com")
        #expect(session.user.name == nil)
        #expect(session.user.id.hasPrefix("u_"))
        #expect(
            session.user.onboarding
                == .init(step: "welcome", finished: false, permissionsGranted: nil))
        let me = try harness.send(.get, "/v1/me", token: session.token).decode(WireMe.self)
        #expect(me.user == session.user)
    }

    @Test func newUserHasEveryKeyEvenWhenNull() throws {
        let harness = try Harness()
        let response = harness.send(
            .post, "/v1/signup", json: credentials("ada@example.com", "correct-horse"))
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains(#""name":null"#))
        #expect(text.contains(#""permissionsGranted":null"#))
        #expect(!text.contains("passwordHash"))
    }

    @Test func signUpThenSignInWithAnyCaseOfTheEmail() throws {
        let harness = try Harness()
        let created = try harness.signUp("ada@example.com")
        let session = try harness.signIn("ADA@example.COM", "correct-horse")
        #expect(session.user == created.user)
        #expect(session.token != created.token)
    }

    @Test(arguments: ["demo@rootswitch.dev", "DEMO@RootSwitch.dev", " demo@rootswitch.dev "])
    func signUpWithAnExistingEmailIsAConflict(email: String) throws {
        let response = try Harness().send(
            .post, "/v1/signup", json: credentials(email, "long-enough"))
        #expect(response.status == 409)
        #expect(response.errorCode == "account_exists")
    }

    @Test(arguments: [
        "", "plain", "@example.com", "ada@", "ada@example", "ada@.com", "ada@example.",
        "ada@@example.com", "a da@example.com", "ada@exa mple.com",
        String(repeating: "a", count: 250) + "@example.com",
    ])
    func signUpRefusesAnInvalidEmail(email: String) throws {
        let response = try Harness().send(
            .post, "/v1/signup", json: credentials(email, "long-enough"))
        #expect(response.status == 400)
        #expect(response.errorCode == "invalid_email")
    }

    @Test(arguments: ["", "short", "seven77", "ééééééé"])
    func signUpRefusesAPasswordUnderEightCharacters(password: String) throws {
        let response = try Harness().send(
            .post, "/v1/signup", json: credentials("ada@example.com", password))
        #expect(response.status == 400)
        #expect(response.errorCode == "weak_password")
    }

    @Test func eightCharactersAreEnough() throws {
        let response = try Harness().send(
            .post, "/v1/signup", json: credentials("ada@example.com", "12345678"))
        #expect(response.status == 201)
    }

    @Test(arguments: ["long-enough\u{0}tail", String(repeating: "x", count: 1025)])
    func signUpRefusesANulOrAnOverlongPassword(password: String) throws {
        let harness = try Harness()
        let response = harness.send(
            .post, "/v1/signup", json: credentials("ada@example.com", password))
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
        // Nothing was created: the email is still free.
        #expect(try harness.signUp("ada@example.com").user.email == "ada@example.com")
    }

    @Test(arguments: [
        ("demo@rootswitch.dev", "wrong-password"), ("demo@rootswitch.dev", "demo-password "),
        ("nobody@rootswitch.dev", "demo-password"),
        ("not an email", "demo-password"), ("demo@rootswitch.dev", ""),
    ])
    func signInWithWrongCredentialsIsRefusedTheSameWay(email: String, password: String) throws {
        let response = try Harness().send(.post, "/v1/signin", json: credentials(email, password))
        #expect(response.status == 401)
        #expect(
            try response.decode(WireError.self)
                == WireError(
                    error: "wrong_credentials", message: "The email or the password is wrong."))
    }

    /// Sign-in takes no password sign-up would refuse for its size: such a request is
    /// refused before anything is hashed, so an oversized guess costs the server nothing.
    @Test(arguments: [
        "demo-password\u{0}extra", String(repeating: "p", count: 1025),
        String(repeating: "é", count: 513),
    ])
    func signInAppliesSignUpsPasswordLimit(password: String) throws {
        let response = try Harness().send(
            .post, "/v1/signin", json: credentials("demo@rootswitch.dev", password))
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
    }

    @Test func signOutEndsOnlyThatSession() throws {
        let harness = try Harness()
        let first = try harness.signIn().token
        let second = try harness.signIn().token
        let response = harness.send(.post, "/v1/signout", token: first)
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        #expect(harness.send(.get, "/v1/me", token: first).errorCode == "session_expired")
        #expect(harness.send(.get, "/v1/me", token: second).status == 200)
        #expect(harness.send(.post, "/v1/signout", token: first).status == 401)
    }

    @Test func passwordResetAnswersTheSameForKnownAndUnknownEmails() throws {
        let harness = try Harness()
        let known = harness.send(
            .post, "/v1/password-reset", json: #"{"email":"demo@rootswitch.dev"}"#)
        let unknown = harness.send(
            .post, "/v1/password-reset", json: #"{"email":"nobody@example.com"}"#)
        #expect(known.status == 202)
        #expect(String(decoding: known.body, as: UTF8.self) == "{}")
        #expect(unknown == known)
    }

    @Test func passwordResetRefusesAnInvalidEmail() throws {
        let response = try Harness().send(.post, "/v1/password-reset", json: #"{"email":"nope"}"#)
        #expect(response.status == 400)
        #expect(response.errorCode == "invalid_email")
    }
}
