import Auth
import Routing
import TestSupport
import Testing

@MainActor
@Suite struct AuthDeepLinkTests {
    private func table() throws -> DeepLinkTable<AuthRoute> {
        var table = DeepLinkTable<AuthRoute>(
            scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
        for pattern in AuthFeature.deepLinks {
            try table.register(pattern)
        }
        return table
    }

    @Test(arguments: ["rootswitch://signin", "https://rootswitch.example/signin"])
    func theSignInLinkOpensSignInForAnyone(url: String) throws {
        let match = try table().resolve(url)
        #expect(match.route == .signIn)
        #expect(match.template == "signin")
        #expect(try table().landing(of: .signIn) == .root)
    }

    @Test func signInRoundTripsThroughItsURL() throws {
        let table = try table()
        let url = try table.url(for: .signIn)
        #expect(url == "rootswitch://signin")
        #expect(try table.resolve(url).route == .signIn)
    }

    @Test(arguments: [AuthRoute.intro, .passwordResetSent])
    func otherScreensHaveNoLink(route: AuthRoute) throws {
        let table = try table()
        #expect(throws: RoutingError.self) { try table.url(for: route) }
    }

    @Test(arguments: [
        ("rootswitch://intro", RoutingError.Code.noMatch),
        ("rootswitch://forgot", .noMatch),
        ("rootswitch://signin/extra", .noMatch),
        ("https://elsewhere.example/signin", .unknownHost),
        ("ftp://signin", .unsupportedScheme),
    ])
    func refusesLinksItDoesNotDeclare(url: String, code: RoutingError.Code) throws {
        let table = try table()
        #expect {
            _ = try table.resolve(url)
        } throws: { error in
            (error as? RoutingError)?.code == code
        }
    }

    @Test func openingTheLinkShowsSignInWhateverIsOnScreen() async throws {
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { _ throws(AuthError) in }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator(start: .intro)
        try await harness.perform(coordinator, "forgot", ["email": Fixture.email])
        #expect(coordinator.location.stack == [.intro, .passwordResetSent])

        let match = try table().resolve("rootswitch://signin")
        coordinator.navigator.open(match.route)
        #expect(coordinator.location.stack == [.signIn])
        #expect(coordinator.screen.title == "Sign in")
        #expect(coordinator.back() == false)
    }
}
