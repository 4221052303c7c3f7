import Analytics
import Auth
import FeatureShell
import Routing
import TestSupport
import Testing

@MainActor
@Suite struct AuthCoordinatorTests {
    private let credentials = ["email": Fixture.email, "password": Fixture.password]
    private let wrongCredentials = AuthError(.wrongCredentials, reason: "Wrong email or password.")

    @Test(arguments: [
        (AuthStart.intro, AuthRoute.intro, "Welcome to RootSwitch"),
        (.signIn, .signIn, "Sign in"),
    ])
    func startsOnTheRequestedScreenWithTheAuthActions(
        start: AuthStart, route: AuthRoute, title: String
    ) {
        let harness = AuthHarness()
        let coordinator = harness.coordinator(start: start)
        #expect(coordinator.location == ScreenLocation(stack: [route]))
        #expect(coordinator.screen.title == title)
        #expect(
            coordinator.screen.actions.map(\.description) == [
                "signup email:text password:secret", "signin email:text password:secret",
                "forgot email:text",
            ])
        #expect(coordinator.screen.content.count == 1)
    }

    @Test(arguments: [AuthStart.intro, .signIn])
    func showsTheNoticeUntilTheUserActs(start: AuthStart) async throws {
        let notice = "Your session expired. Sign in again."
        var client = AuthClient.unimplemented()
        client.signIn = { [wrongCredentials] _ throws(AuthError) in throw wrongCredentials }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator(start: start, notice: notice)
        #expect(coordinator.screen.content.last == notice)

        try await harness.perform(
            coordinator, "signin", ["email": Fixture.email, "password": "wrong-password"])
        #expect(!coordinator.screen.content.contains(notice))
        #expect(coordinator.screen.content.last == "Error: Wrong email or password.")
    }

    @Test func signInSendsTheCredentialsAndReportsTheSession() async throws {
        let sent = Collector<AuthCredentials>()
        var client = AuthClient.unimplemented()
        client.signIn = { credentials throws(AuthError) in
            sent.append(credentials)
            return Fixture.session()
        }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator(start: .signIn)
        try await harness.perform(coordinator, "signin", credentials)

        #expect(sent.values == [Fixture.credentials])
        #expect(harness.sessions.map(\.token) == [Fixture.token])
        #expect(harness.sessions.first?.user.email == Fixture.email)
        #expect(harness.signInResults == ["succeeded"])
        #expect(!coordinator.screen.content.contains { $0.hasPrefix("Error") })
    }

    @Test func signUpCreatesTheAccountAndReportsItsSession() async throws {
        let sent = Collector<AuthCredentials>()
        var client = AuthClient.unimplemented()
        client.signUp = { credentials throws(AuthError) in
            sent.append(credentials)
            return Fixture.session(email: credentials.email)
        }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator()
        let arguments = ["email": "  bob@example.com ", "password": "new-password-1"]
        try await harness.perform(coordinator, "signup", arguments)

        #expect(
            sent.values == [AuthCredentials(email: "bob@example.com", password: "new-password-1")])
        let session = try #require(harness.sessions.first)
        #expect(session.user.email == "bob@example.com")
        #expect(session.user.onboarding == AuthOnboardingStatus(step: "welcome", finished: false))
        #expect(harness.signInResults == ["succeeded"])
    }

    @Test(arguments: [
        (
            "signup", "ann.example.com", "long-enough", "Error: Enter a valid email address.",
            "invalid_email"
        ),
        (
            "signup", "ann@example.com", "seven77",
            "Error: Choose a password of at least 8 characters.",
            "weak_password"
        ),
        ("signin", "ann", "long-enough", "Error: Enter a valid email address.", "invalid_email"),
    ])
    func checksInputBeforeSendingAnything(
        action: String, email: String, password: String, line: String, result: String
    ) throws {
        // Any call of the client would record a test failure.
        let harness = AuthHarness(.unimplemented())
        let coordinator = harness.coordinator()
        try coordinator.screen.perform(action, arguments: ["email": email, "password": password])

        #expect(coordinator.screen.content.last == line)
        #expect(harness.analytics.events == [.signIn(result: result)])
        #expect(harness.sessions.isEmpty)
    }

    @Test func aShortPasswordIsFineForSigningIn() async throws {
        let sent = Collector<AuthCredentials>()
        var client = AuthClient.unimplemented()
        client.signIn = { [wrongCredentials] credentials throws(AuthError) in
            sent.append(credentials)
            throw wrongCredentials
        }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator()
        try await harness.perform(
            coordinator, "signin", ["email": Fixture.email, "password": "short"])
        #expect(sent.values.map(\.password) == ["short"])
        #expect(coordinator.screen.content.last == "Error: Wrong email or password.")
    }

    @Test func forgotRequestsAResetAndShowsTheConfirmation() async throws {
        let sent = Collector<String>()
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { email throws(AuthError) in sent.append(email) }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator(start: .signIn)
        try await harness.perform(coordinator, "forgot", ["email": Fixture.email])

        #expect(sent.values == [Fixture.email])
        #expect(coordinator.location.stack == [.signIn, .passwordResetSent])
        #expect(coordinator.screen.title == "Check your inbox")
        #expect(coordinator.screen.actions.map(\.name) == ["back"])
        #expect(harness.signInResults.isEmpty)

        try coordinator.screen.perform("back")
        #expect(coordinator.location.stack == [.signIn])
        #expect(coordinator.screen.title == "Sign in")
    }

    @Test func forgotWithoutAnAtSignSendsNothing() async throws {
        let harness = AuthHarness(.unimplemented())
        let coordinator = harness.coordinator()
        try await harness.perform(coordinator, "forgot", ["email": "ann"])
        #expect(coordinator.screen.content.last == "Error: Enter a valid email address.")
        #expect(coordinator.location.stack == [.intro])
        #expect(harness.signInResults.isEmpty)
    }

    @Test func backLeavesTheConfirmationButNotTheRoot() async throws {
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { _ throws(AuthError) in }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator()
        #expect(coordinator.back() == false)
        try await harness.perform(coordinator, "forgot", ["email": Fixture.email])
        #expect(coordinator.back() == true)
        #expect(coordinator.location.stack == [.intro])
        #expect(coordinator.back() == false)
        #expect(coordinator.location.stack == [.intro])
    }

    @Test func showsProgressAndRefusesASecondActionWhileARequestRuns() async throws {
        let gate = Gate()
        let calls = Collector<AuthCredentials>()
        var client = AuthClient.unimplemented()
        client.signIn = { credentials throws(AuthError) in
            calls.append(credentials)
            await gate.pass()
            return Fixture.session()
        }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator()
        try coordinator.screen.perform("signin", arguments: credentials)
        #expect(coordinator.screen.content.last == "Signing in…")

        #expect(throws: RoutingError(.init(rawValue: "busy"), reason: "Wait: Signing in…")) {
            try coordinator.screen.perform("forgot", arguments: ["email": Fixture.email])
        }
        gate.open()
        await harness.work.settle()
        #expect(coordinator.screen.content.count == 1)
        #expect(calls.values.count == 1)
        #expect(harness.sessions.count == 1)
    }

    @Test func aStoppedFlowDropsAnswersStillInFlight() async throws {
        let gate = Gate()
        var client = AuthClient.unimplemented()
        client.signIn = { _ throws(AuthError) in
            await gate.pass()
            return Fixture.session()
        }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator()
        try coordinator.screen.perform("signin", arguments: credentials)
        coordinator.stop()
        gate.open()
        await harness.work.settle()
        #expect(harness.sessions.isEmpty)
        #expect(harness.signInResults.isEmpty)
        #expect(coordinator.location.stack == [.intro])
    }

    @Test(arguments: [
        ("signin", ["email": Fixture.email], RoutingError.Code.missingArgument),
        ("signup", ["email": Fixture.email, "password": ""], .missingArgument),
        ("forgot", [:], .missingArgument),
        ("signin", ["email": Fixture.email, "password": "x", "pin": "1"], .unknownArgument),
        ("login", [:], .unknownAction),
    ])
    func refusesBadCommandsWithoutSendingAnything(
        action: String, arguments: [String: String], code: RoutingError.Code
    ) async {
        // Any call of the client would record a test failure.
        let harness = AuthHarness(.unimplemented())
        let coordinator = harness.coordinator()
        await #expect {
            try await harness.perform(coordinator, action, arguments)
        } throws: { error in
            (error as? RoutingError)?.code == code
        }
        #expect(harness.analytics.events.isEmpty)
        #expect(coordinator.screen.content.count == 1)
    }

    @Test func hasNoTabs() {
        let harness = AuthHarness()
        let coordinator = harness.coordinator()
        #expect(throws: RoutingError.self) { try coordinator.selectTab(named: "home") }
    }

    /// The sign-in link replaces the stack, from wherever the user is.
    @Test(arguments: [[AuthRoute.intro], [.intro, .passwordResetSent], [.signIn]])
    func theSignInLinkReplacesTheStack(from stack: [AuthRoute]) {
        let harness = AuthHarness()
        let coordinator = harness.coordinator()
        for route in stack.dropFirst() { coordinator.router.push(route) }
        coordinator.navigator.open(.signIn)
        #expect(coordinator.location.stack == [.signIn])
    }
}
