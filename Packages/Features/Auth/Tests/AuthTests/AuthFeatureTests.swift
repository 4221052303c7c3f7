import Auth
import Networking
import Testing

/// The auth calls the App makes itself, outside any screen.
@MainActor
@Suite struct AuthFeatureTests {
    private let session = AuthSession(
        token: Contract.token,
        user: AuthUser(
            id: "u_1", email: Contract.email,
            onboarding: AuthOnboardingStatus(step: "complete", finished: true)))

    @Test func currentUserAsksWithTheBearerToken() async throws {
        let harness = AuthHarness()
        let user = try await harness.feature.currentUser(session: session)

        #expect(harness.requestLines == ["GET /v1/me"])
        let request = try #require(harness.http.requests.first)
        #expect(request.headers["Authorization"] == "Bearer \(Contract.token)")
        #expect(request.body == nil)
        // The backend's answer wins over the cached user: onboarding moved back here.
        #expect(
            user
                == AuthUser(
                    id: "u_1", email: Contract.email,
                    onboarding: AuthOnboardingStatus(step: "welcome", finished: false)))
    }

    @Test func signOutEndsTheTokenOnTheBackend() async throws {
        let harness = AuthHarness()
        await harness.feature.signOut(session: session)

        #expect(harness.requestLines == ["POST /v1/signout"])
        let request = try #require(harness.http.requests.first)
        #expect(request.headers["Authorization"] == "Bearer \(Contract.token)")
        #expect(harness.analytics.events.isEmpty)
    }

    @Test(arguments: [
        Answer.network(.offline), .status(401, "session_expired"), .status(503, "maintenance"),
        .status(500, nil),
    ])
    func signOutNeverFails(answer: Answer) async {
        let harness = AuthHarness(answer: answer)
        // Returning at all is the behaviour: the signature cannot throw, and the call was made.
        await harness.feature.signOut(session: session)
        #expect(harness.requestLines == ["POST /v1/signout"])
    }

    @Test func aRejectedTokenIsAnExpiredSession() async {
        let harness = AuthHarness()
        let stale = AuthSession(token: "stale", user: session.user)
        await #expect {
            _ = try await harness.feature.currentUser(session: stale)
        } throws: { error in
            (error as? AuthError)?.code == .sessionExpired
        }
    }
}
