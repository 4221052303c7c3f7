import Backend
import Foundation
import Networking
import Testing

/// Guessing costs time: sign-in attempts are counted per account and per client over a
/// window, and past either limit answered 429 with `Retry-After`, before any password is
/// checked.
@Suite struct SignInThrottleTests {
    static let policy = BackendPolicy(
        signInAttemptsPerAccount: 3, signInAttemptsPerClient: 5, signInWindow: .seconds(60))

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
        let harness = try Harness(policy: BackendPolicy(signInAttemptsPerAccount: 3))
        #expect(harness.signInStatus(password: "typo-one") == 401)
        #expect(harness.signInStatus(password: "typo-two") == 401)
        #expect(harness.signInStatus(password: EmbeddedBackend.demoPassword) == 200)
        #expect(harness.signInStatus(password: "typo-three") == 401)
        #expect(harness.signInStatus(password: "typo-four") == 401)
        #expect(harness.signInStatus(password: EmbeddedBackend.demoPassword) == 200)
    }

    @Test func aClientTryingManyAccountsWaitsWhileOthersGoOn() throws {
        let harness = try Harness(policy: Self.policy)
        for index in 0..<5 {
            let status = harness.signInStatus(
                email: "guess\(index)@example.com", password: "guess", from: "127.0.0.9")
            #expect(status == 401)
        }
        #expect(
            harness.signInStatus(
                password: EmbeddedBackend.demoPassword, from: "127.0.0.9") == 429)
        #expect(
            harness.signInStatus(
                password: EmbeddedBackend.demoPassword, from: "127.0.0.1") == 200)
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
    func signInStatus(
        email: String = EmbeddedBackend.demoEmail, password: String,
        from client: String = EmbeddedBackend.inProcessClient
    ) -> Int {
        send(.post, "/v1/signin", json: credentials(email, password), from: client).status
    }
}
