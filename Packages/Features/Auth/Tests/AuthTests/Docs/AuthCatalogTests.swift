import Auth
import FeatureShell
import Routing
import TestSupport
import Testing

/// The code of `Auth.docc/Auth.md`, with the outcomes the page states. `Scripts/docs` checks
/// that every code block of the catalog appears here verbatim, so an API change that breaks
/// the page fails these tests.
@Suite @MainActor struct AuthCatalogTests {
    @Test func theEntrySignsInThroughTheScreenModel() async throws {
        var client = AuthClient.unimplemented()
        client.signIn = { credentials throws(AuthError) in
            guard credentials == Fixture.credentials else {
                throw AuthError(.wrongCredentials, reason: "not the fixture's password")
            }
            return Fixture.session()
        }
        let analytics = RecordingAnalytics()
        let work = BackgroundWork()
        var sessions: [AuthSession] = []

        let auth = AuthFeature(AuthDependencies(client: client, analytics: analytics, work: work))
        let flow = auth.makeCoordinator(start: .signIn) { session in
            sessions.append(session)
        }
        flow.start()
        #expect(flow.location.stack == [.signIn])

        switch flow.model(for: .signIn) {
        case .credentials(let model):
            model.signIn(email: "ann@example.com", password: "correct-horse-battery")
        case .resetSent(let model):
            model.backToSignIn()
        }
        await work.settle()
        // sessions == [the signed-in session]
        #expect(sessions == [Fixture.session()])
    }

    @Test func theSignInLinkResolves() throws {
        var links = DeepLinkTable<AuthRoute>(scheme: "rootswitch")
        for pattern in AuthFeature.deepLinks {
            try links.register(pattern)
        }
        let match = try links.resolve("rootswitch://signin")
        // match.route == .signIn
        #expect(match.route == .signIn)
        #expect(try links.url(for: .signIn) == "rootswitch://signin")
        // The intro and the reset confirmation have no link.
        #expect(throws: RoutingError.self) { try links.url(for: .intro) }
    }
}
