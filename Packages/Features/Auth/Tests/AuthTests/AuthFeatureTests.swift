import Auth
import Networking
import NetworkingTesting
import TestSupport
import Testing

/// The auth calls the App makes itself, outside any screen.
@MainActor
@Suite struct AuthFeatureTests {
    private let session = AuthSession(
        token: Fixture.token,
        user: AuthUser(
            id: "u_1", email: Fixture.email,
            onboarding: AuthOnboardingStatus(step: "complete", finished: true)))

    @Test func currentUserAsksWithTheSessionsToken() async throws {
        let tokens = Collector<String>()
        var client = AuthClient.unimplemented()
        client.currentUser = { token throws(AuthError) in
            tokens.append(token)
            return Fixture.user()
        }
        let user = try await AuthHarness(client).feature.currentUser(session: session)

        #expect(tokens.values == [Fixture.token])
        // The backend's answer wins over the cached user: onboarding moved back here.
        #expect(user == Fixture.user())
        #expect(user != session.user)
    }

    @Test func signOutEndsTheTokenOnTheBackend() async throws {
        let tokens = Collector<String>()
        var client = AuthClient.unimplemented()
        client.signOut = { token throws(AuthError) in tokens.append(token) }
        let harness = AuthHarness(client)
        await harness.feature.signOut(session: session)

        #expect(tokens.values == [Fixture.token])
        #expect(harness.analytics.events.isEmpty)
    }

    @Test(arguments: [
        AuthError.Code.offline, .sessionExpired, .maintenance, .unexpected,
    ])
    func signOutNeverFails(code: AuthError.Code) async {
        let calls = Collector<String>()
        var client = AuthClient.unimplemented()
        client.signOut = { token throws(AuthError) in
            calls.append(token)
            throw AuthError(code, reason: "test")
        }
        // Returning at all is the behaviour: the signature cannot throw, and the call was made.
        await AuthHarness(client).feature.signOut(session: session)
        #expect(calls.values.count == 1)
    }

    @Test func aRejectedTokenIsAnExpiredSession() async throws {
        let http = StubHTTPClient { request throws(NetworkError) in
            request.headers["Authorization"] == "Bearer \(Fixture.token)"
                ? try AuthEndpoint.currentUser.success.response()
                : try StubAnswer.status(401, error: "session_expired").response()
        }
        let feature = AuthHarness(.live(http)).feature
        let stale = AuthSession(token: "stale", user: session.user)
        await #expect {
            _ = try await feature.currentUser(session: stale)
        } throws: { error in
            (error as? AuthError)?.code == .sessionExpired
        }
        #expect(try await feature.currentUser(session: session) == Fixture.user())
    }
}
