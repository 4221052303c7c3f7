import Analytics
import Auth
import FeatureShell
import Foundation
import Networking
import NetworkingTesting
import Routing
import TestSupport
import Testing

/// Passwords and tokens must reach the backend and the App's session store, and nowhere else.
@MainActor
@Suite struct AuthSecrecyTests {
    private let password = "Zebra-Quartz-8812"

    /// Everything a user, a log or a dashboard could see of a flow.
    private func visibleText(
        _ harness: AuthHarness, _ http: StubHTTPClient,
        _ coordinator: any AuthFlow
    ) throws -> String {
        let screen = coordinator.screen
        let events = try String(
            decoding: JSONEncoder().encode(harness.analytics.events), as: UTF8.self)
        let requests = http.requests.map { request in
            "\(request.path) \(request.queryItems) \(request.headers)"
        }
        return
            ([screen.title] + screen.content + screen.actions.map(\.description) + [events]
            + requests).joined(separator: "\n")
    }

    @Test(arguments: [
        ("signin", StubAnswer.status(401, error: "wrong_credentials")),
        ("signup", .status(409, error: "account_exists")),
        ("signup", .failure(.offline)), ("signin", .status(503, error: "maintenance")),
    ])
    func thePasswordOnlyTravelsInTheRequestBody(action: String, answer: StubAnswer) async throws {
        let http = StubHTTPClient(always: answer)
        let harness = AuthHarness(.live(http))
        let coordinator = harness.coordinator()
        try await harness.perform(
            coordinator, action, ["email": Fixture.email, "password": password])

        let body = try #require(http.requests.first?.body)
        #expect(try JSONDecoder().decode([String: String].self, from: body)["password"] == password)
        #expect(!(try visibleText(harness, http, coordinator)).contains(password))
    }

    @Test func aWeakPasswordIsNotEchoed() throws {
        let http = StubHTTPClient(always: .failure(.offline))
        let harness = AuthHarness(.live(http))
        let coordinator = harness.coordinator()
        try coordinator.screen.perform(
            "signup", arguments: ["email": Fixture.email, "password": "Qx7-abc"])
        #expect(coordinator.screen.content.last?.hasPrefix("Error:") == true)
        #expect(http.requests.isEmpty)
        #expect(!(try visibleText(harness, http, coordinator)).contains("Qx7-abc"))
    }

    @Test func refusedArgumentsDoNotEchoThePassword() {
        let harness = AuthHarness()
        let coordinator = harness.coordinator()
        do {
            try coordinator.screen.perform(
                "signin", arguments: ["email": Fixture.email, "password": password, "otp": "1"])
            Issue.record("an undeclared argument was accepted")
        } catch {
            #expect(error.code == .unknownArgument)
            #expect(!String(describing: error).contains(password))
        }
    }

    @Test func aSignedInSessionsTokenStaysOffScreenAndOutOfAnalytics() async throws {
        var client = AuthClient.unimplemented()
        client.signIn = { _ throws(AuthError) in Fixture.session() }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator()
        try await harness.perform(
            coordinator, "signin", ["email": Fixture.email, "password": Fixture.password])
        #expect(harness.sessions.first?.token == Fixture.token)
        let screen = coordinator.screen
        #expect(!(screen.content + [screen.title]).joined().contains(Fixture.token))
        #expect(
            !harness.analytics.events.flatMap(\.properties.values).joined().contains(Fixture.token)
        )
    }

    @Test func printingASessionHidesItsToken() throws {
        let session = AuthSession(
            token: Fixture.token,
            user: AuthUser(
                id: "u_1", email: Fixture.email,
                onboarding: AuthOnboardingStatus(step: "welcome", finished: false)))
        var dumped = ""
        dump(session, to: &dumped)
        let printed = [
            String(describing: session), String(reflecting: session), "\(session)", dumped,
            String(describing: [session]),
        ]
        for text in printed {
            #expect(!text.contains(Fixture.token))
        }
        #expect(String(describing: session) == "AuthSession(user: u_1, token: [hidden])")
        // Persisting still keeps it.
        #expect(
            String(decoding: try JSONEncoder().encode(session), as: UTF8.self).contains(
                Fixture.token))
    }

    @Test func printingCredentialsHidesThemBoth() {
        let credentials = AuthCredentials(email: Fixture.email, password: password)
        var dumped = ""
        dump(credentials, to: &dumped)
        let printed = [
            String(describing: credentials), String(reflecting: credentials), "\(credentials)",
            dumped, String(describing: [credentials]),
        ]
        for text in printed {
            #expect(!text.contains(password))
            #expect(!text.contains(Fixture.email))
        }
    }
}
