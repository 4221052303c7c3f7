import Backend
import Foundation
import Networking
import Testing

/// Guessing costs time, for the guesser only: sign-in and sign-up attempts are counted per
/// account over a window, and past the limit answered 429 with `Retry-After`, before any
/// password is checked.
@Suite struct SignInThrottleTests {
    static let policy = BackendPolicy(attemptsPerAccount: 3, attemptWindow: .seconds(60))

    @Test func anAccountTakesAFewAttemptsThenWaitsEvenForTheRightPassword() throws {
        let harness = try Harness(policy: Self.policy)
        for _ in 0..<3 {
            #expect(harness.signInStatus(password: "wrong-guess") == 401)
        }
        let refused = harness.send(
            .post, "/v1/signin", json: credentials(EmbeddedBackend.demoEmail, "demo-password"))
        #expect(refused.status == 429)
        #expect(refused.errorCode == "too_many_attempts")
        #expect(refused.header("retry-after") == "60")

        harness.clock.advance(by: .seconds(30))
        #expect(
            harness.send(
                .post, "/v1/signin",
                json: credentials(
                    EmbeddedBackend.demoEmail, "demo-password")
            ).header("retry-after") == "30")
        harness.clock.advance(by: .seconds(30))
        #expect(harness.signInStatus(password: EmbeddedBackend.demoPassword) == 200)
    }

    @Test func anUnknownAccountIsCountedLikeAKnownOne() throws {
        let harness = try Harness(policy: Self.policy)
        for _ in 0..<3 {
            #expect(harness.signInStatus(email: "Nobody@Example.com", password: "guess") == 401)
        }
        #expect(harness.signInStatus(email: " nobody@example.com ", password: "guess") == 429)
    }

    @Test func aSuccessfulSignInClearsTheAccountsCount() throws {
        let harness = try Harness(policy: BackendPolicy(attemptsPerAccount: 3))
        #expect(harness.signInStatus(password: "typo-one") == 401)
        #expect(harness.signInStatus(password: "typo-two") == 401)
        #expect(harness.signInStatus(password: EmbeddedBackend.demoPassword) == 200)
        #expect(harness.signInStatus(password: "typo-three") == 401)
        #expect(harness.signInStatus(password: "typo-four") == 401)
        #expect(harness.signInStatus(password: EmbeddedBackend.demoPassword) == 200)
    }

    /// Every local client comes from the loopback: its address is nobody in particular, so
    /// failures on other accounts lock out no one, the demo user included.
    @Test func failuresOnOtherAccountsLockOutNoOne() async throws {
        let served = try ServedBackend()
        for index in 0..<25 {
            let guess = try HTTPRequest.json(
                .post, path: "/v1/signin",
                body: ["email": "guess\(index)@example.com", "password": "wrong-guess"])
            #expect(await ServedBackend.outcome(served.live, guess).status == 401)
        }
        let demo = try HTTPRequest.json(
            .post, path: "/v1/signin",
            body: ["email": EmbeddedBackend.demoEmail, "password": EmbeddedBackend.demoPassword])
        #expect(await ServedBackend.outcome(served.live, demo).status == 200)
    }

    /// The key of an account is its email, which has at most 254 bytes: a longer one is
    /// refused before it is counted or hashed.
    @Test func anEmailOverTheLimitIsRefusedBeforeItIsCounted() throws {
        let harness = try Harness(policy: Self.policy)
        let email = String(repeating: "a", count: 300) + "@example.com"
        let response = harness.send(.post, "/v1/signin", json: credentials(email, "guess"))
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
    }

    /// Making room in the table never forgets a locked account: its lock holds while many
    /// other accounts are tried.
    @Test func evictionNeverResetsALockedAccount() throws {
        var policy = Self.policy
        policy.throttledAccounts = 2
        let harness = try Harness(policy: policy)
        for _ in 0..<3 {
            #expect(harness.signInStatus(password: "wrong-guess") == 401)
        }
        for index in 0..<6 {
            _ = harness.signInStatus(email: "other\(index)@example.com", password: "guess")
        }
        #expect(harness.signInStatus(password: EmbeddedBackend.demoPassword) == 429)
    }

    @Test func signUpIsThrottledPerAccount() throws {
        let harness = try Harness(policy: Self.policy)
        let statuses = (0..<4).map { _ in
            harness.send(.post, "/v1/signup", json: credentials("ada@example.com", "long-enough"))
                .status
        }
        #expect(statuses == [201, 409, 409, 429])
        // Another account is not held up.
        #expect(
            harness.send(.post, "/v1/signup", json: credentials("bob@example.com", "long-enough"))
                .status == 201)
    }

    /// A sign-up for an account that exists hashes its password as one for a new account
    /// does, so its 409 tells no more than its body. Measured against what one hash costs
    /// with nothing written (a sign-in for an unknown account), not against a new account's
    /// sign-up, which also writes two files, each with an fsync that a busy disk can make
    /// longer than the hash. The two are taken in turn, the fastest of three each, so that a
    /// busy moment of the machine weighs on both alike.
    @Test func aSignUpForAKnownAccountHashesItsPassword() throws {
        let harness = try Harness()
        let clock = ContinuousClock()
        let emails = (0..<3).map { "known\($0)@example.com" }
        func signUp(_ email: String) -> Int {
            harness.send(.post, "/v1/signup", json: credentials(email, "long-enough")).status
        }
        for email in emails { #expect(signUp(email) == 201) }
        var known: [Duration] = []
        var oneHash: [Duration] = []
        for (index, email) in emails.enumerated() {
            known.append(clock.measure { #expect(signUp(email) == 409) })
            oneHash.append(
                clock.measure {
                    #expect(
                        harness.signInStatus(
                            email: "nobody\(index)@example.com", password: "long-enough") == 401)
                })
        }
        let (fastestKnown, fastestHash) = (known.min() ?? .zero, oneHash.min() ?? .zero)
        #expect(fastestKnown * 2 >= fastestHash, "known \(known), one hash \(oneHash)")
    }

    /// The limits are what the contract declares and the documents derive: 429 with
    /// `Retry-After` is part of sign-in's exchange.
    @Test func tooManyAttemptsIsDeclaredForSignIn() {
        let exchange = BackendEndpoint.signIn.exchange
        #expect(exchange.allErrors.contains(.tooManyAttempts))
        #expect(BackendErrorCode.tooManyAttempts.status == 429)
        #expect(BackendErrorCode.tooManyAttempts.headers == ["Retry-After"])
    }
}

extension Harness {
    /// The status of one sign-in attempt.
    func signInStatus(email: String = EmbeddedBackend.demoEmail, password: String) -> Int {
        send(.post, "/v1/signin", json: credentials(email, password)).status
    }
}
