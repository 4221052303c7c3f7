import Analytics
import Auth
import Foundation
import Networking
import Routing
import Testing

/// Passwords and tokens must reach the backend and the App's session store, and nowhere else.
@MainActor
@Suite struct AuthSecrecyTests {
    private let password = "Zebra-Quartz-8812"

    /// Everything a user, a log or a dashboard could see of a flow.
    private func visibleText(
        _ harness: AuthHarness, _ coordinator: any FeatureCoordinator<AuthRoute>
    ) throws -> String {
        let screen = coordinator.screen
        let events = try String(
            decoding: JSONEncoder().encode(harness.analytics.events), as: UTF8.self)
        let requests = harness.http.requests.map { request in
            "\(request) \(request.path) \(request.queryItems) \(request.headers)"
        }
        return
            ([screen.title] + screen.content + screen.actions.map(\.description) + [events]
            + requests).joined(separator: "\n")
    }

    @Test(arguments: [
        ("signin", Answer.status(401, "wrong_credentials")),
        ("signup", .status(409, "account_exists")),
        ("signup", .network(.offline)), ("signin", .status(503, "maintenance")),
    ])
    func thePasswordOnlyTravelsInTheRequestBody(action: String, answer: Answer) async throws {
        let harness = AuthHarness(answer: answer)
        let coordinator = harness.coordinator()
        try await harness.perform(
            coordinator, action, ["email": Contract.email, "password": password])

        let request = try #require(harness.http.requests.first)
        #expect(Contract.body(of: request)["password"] == password)
        #expect(!(try visibleText(harness, coordinator)).contains(password))
    }

    @Test func aWeakPasswordIsNotEchoed() throws {
        let harness = AuthHarness()
        let coordinator = harness.coordinator()
        try coordinator.screen.perform(
            "signup", arguments: ["email": Contract.email, "password": "Qx7-abc"])
        #expect(coordinator.screen.content.last?.hasPrefix("Error:") == true)
        #expect(!(try visibleText(harness, coordinator)).contains("Qx7-abc"))
    }

    @Test func refusedArgumentsDoNotEchoThePassword() {
        let coordinator = AuthHarness().coordinator()
        do {
            try coordinator.screen.perform(
                "signin", arguments: ["email": Contract.email, "password": password, "otp": "1"])
            Issue.record("an undeclared argument was accepted")
        } catch {
            #expect(error.code == .unknownArgument)
            #expect(!String(describing: error).contains(password))
        }
    }

    @Test func aSignedInSessionsTokenStaysOffScreenAndOutOfAnalytics() async throws {
        let harness = AuthHarness()
        let coordinator = harness.coordinator()
        try await harness.perform(
            coordinator, "signin", ["email": Contract.email, "password": Contract.password])
        #expect(harness.sessions.first?.token == Contract.token)
        let screen = coordinator.screen
        #expect(!(screen.content + [screen.title]).joined().contains(Contract.token))
        #expect(
            !harness.analytics.events.flatMap(\.properties.values).joined().contains(Contract.token)
        )
    }

    @Test func printingASessionHidesItsToken() throws {
        let session = AuthSession(
            token: Contract.token,
            user: AuthUser(
                id: "u_1", email: Contract.email,
                onboarding: AuthOnboardingStatus(step: "welcome", finished: false)))
        var dumped = ""
        dump(session, to: &dumped)
        let printed = [
            String(describing: session), String(reflecting: session), "\(session)", dumped,
            String(describing: [session]),
        ]
        for text in printed {
            #expect(!text.contains(Contract.token))
        }
        #expect(String(describing: session) == "AuthSession(user: u_1, token: [hidden])")
        // Persisting still keeps it.
        #expect(
            String(decoding: try JSONEncoder().encode(session), as: UTF8.self).contains(
                Contract.token))
    }
}
