import Auth
import Routing
import TestSupport
import Testing

/// The intro and sign-in screens through their typed model alone: no action names, no
/// string arguments.
@MainActor
@Suite struct CredentialsModelTests {
    private let wrongCredentials = AuthError(.wrongCredentials, reason: "Wrong email or password.")

    /// Each action of the model, made with a given email and a long enough password.
    enum Call: CaseIterable {
        case signUp, signIn, requestPasswordReset

        @MainActor
        func make(_ model: CredentialsModel, email: String) {
            switch self {
            case .signUp: model.signUp(email: email, password: Fixture.password)
            case .signIn: model.signIn(email: email, password: Fixture.password)
            case .requestPasswordReset: model.requestPasswordReset(email: email)
            }
        }
    }

    @Test func signingInSendsTheTrimmedEmailAndReportsTheSession() async throws {
        let sent = Collector<AuthCredentials>()
        let harness = AuthHarness(.authenticating(recording: sent))
        let flow = harness.coordinator(start: .signIn)
        let model = try #require(flow.model(for: .signIn).credentials)
        model.signIn(email: "  \(Fixture.email)\n", password: Fixture.password)
        #expect(model.request == .signIn)

        await harness.work.settle()
        #expect(sent.values == [Fixture.credentials])
        #expect(harness.sessions.map(\.token) == [Fixture.token])
        #expect(harness.signInResults == ["succeeded"])
        #expect(model.request == nil)
        #expect(model.error == nil)
    }

    @Test func signingUpCreatesTheAccountAndReportsItsSession() async throws {
        let sent = Collector<AuthCredentials>()
        let session = Fixture.session(email: "bob@example.com")
        let harness = AuthHarness(
            .authenticating(\.signUp, recording: sent, answer: .success(session)))
        let flow = harness.coordinator(start: .intro)
        let model = try #require(flow.model(for: .intro).credentials)
        model.signUp(email: "bob@example.com", password: "new-password-1")
        #expect(model.request == .signUp)

        await harness.work.settle()
        #expect(
            sent.values == [AuthCredentials(email: "bob@example.com", password: "new-password-1")])
        #expect(harness.sessions.map(\.user.email) == ["bob@example.com"])
        #expect(model.request == nil)
    }

    @Test(arguments: [AuthStart.intro, .signIn])
    func aFailedSignInSetsTheTypedErrorAndKeepsTheScreen(start: AuthStart) async throws {
        let harness = AuthHarness(.authenticating(answer: .failure(wrongCredentials)))
        let flow = harness.coordinator(
            start: start, notice: "Your session has expired. Sign in again.")
        let model = try #require(flow.model(for: flow.router.stack[0]).credentials)
        let kind = model.kind
        #expect(model.notice == "Your session has expired. Sign in again.")

        model.signIn(email: Fixture.email, password: "wrong-password")
        await harness.work.settle()
        #expect(model.error == wrongCredentials)
        #expect(model.notice == nil)
        #expect(model.request == nil)
        #expect(model.kind == kind)
        #expect(flow.router.stack.count == 1)
        #expect(harness.sessions.isEmpty)
        #expect(harness.signInResults == ["wrong_credentials"])
    }

    @Test(arguments: Call.allCases)
    func anInvalidEmailIsRefusedBeforeAnyRequest(call: Call) throws {
        // Any call of the client would record a test failure.
        let harness = AuthHarness(.unimplemented())
        let flow = harness.coordinator()
        let model = try #require(flow.model(for: .intro).credentials)
        call.make(model, email: " ann.example.com ")

        #expect(model.error?.code == .invalidEmail)
        #expect(model.request == nil)
        #expect(harness.work.running.isEmpty)
        #expect(flow.router.stack == [.intro])
        #expect(harness.sessions.isEmpty)
    }

    @Test func aShortNewPasswordIsRefusedBeforeAnyRequest() throws {
        let harness = AuthHarness(.unimplemented())
        let flow = harness.coordinator()
        let model = try #require(flow.model(for: .intro).credentials)
        model.signUp(email: Fixture.email, password: "seven77")

        #expect(model.error?.code == .weakPassword)
        #expect(model.request == nil)
        #expect(harness.work.running.isEmpty)
        #expect(harness.signInResults == ["weak_password"])
    }

    @Test func aBusyModelRefusesASecondRequest() async throws {
        let gate = Gate()
        let calls = Collector<AuthCredentials>()
        let harness = AuthHarness(.authenticating(recording: calls, heldBy: gate))
        let flow = harness.coordinator()
        let model = try #require(flow.model(for: .intro).credentials)
        model.signIn(email: Fixture.email, password: Fixture.password)

        // Any of these reaching the client would record a test failure (unimplemented).
        for call in Call.allCases { call.make(model, email: "other@example.com") }
        #expect(model.request == .signIn)
        #expect(model.error == nil)
        #expect(harness.work.running == ["sign-in"])

        gate.open()
        await harness.work.settle()
        #expect(calls.values == [Fixture.credentials])
        #expect(harness.sessions.count == 1)
        #expect(model.request == nil)
    }

    @Test func aResetRequestShowsTheConfirmationWhichLeadsBack() async throws {
        let sent = Collector<String>()
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { email throws(AuthError) in sent.append(email) }
        let harness = AuthHarness(client)
        let flow = harness.coordinator(start: .signIn)
        let model = try #require(flow.model(for: .signIn).credentials)
        model.requestPasswordReset(email: Fixture.email)
        #expect(model.request == .passwordReset)

        await harness.work.settle()
        #expect(sent.values == [Fixture.email])
        #expect(flow.router.stack == [.signIn, .passwordResetSent])
        #expect(harness.signInResults.isEmpty)
        let confirmation = try #require(flow.model(for: .passwordResetSent).resetSent)
        confirmation.backToSignIn()
        #expect(flow.router.stack == [.signIn])
        // Once the confirmation is gone, a kept model does nothing.
        confirmation.backToSignIn()
        #expect(flow.router.stack == [.signIn])
    }

    @Test func aFailedResetRequestKeepsTheScreenWithItsError() async throws {
        let offline = AuthError(.offline, reason: "You are offline. Try again when connected.")
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { _ throws(AuthError) in throw offline }
        let harness = AuthHarness(client)
        let flow = harness.coordinator()
        let model = try #require(flow.model(for: .intro).credentials)
        model.requestPasswordReset(email: Fixture.email)
        await harness.work.settle()

        #expect(model.error == offline)
        #expect(model.request == nil)
        #expect(flow.router.stack == [.intro])
        #expect(harness.signInResults.isEmpty)
    }

    @Test func theKindFollowsTheFlowsRoot() throws {
        let harness = AuthHarness()
        let flow = harness.coordinator(start: .intro)
        let model = try #require(flow.model(for: .intro).credentials)
        #expect(model.kind == .intro)
        flow.navigator.open(.signIn)
        #expect(model.kind == .signIn)
        #expect(flow.model(for: .signIn).credentials === model)
    }

    @Test func aStoppedFlowDropsTheAnswerButFreesTheModel() async throws {
        let harness = AuthHarness(.authenticating(answer: .failure(wrongCredentials)))
        let flow = harness.coordinator()
        let model = try #require(flow.model(for: .intro).credentials)
        model.signIn(email: Fixture.email, password: Fixture.password)
        flow.stop()
        await harness.work.settle()

        #expect(model.error == nil)
        #expect(model.request == nil)
        #expect(harness.signInResults.isEmpty)
    }

    /// The model words its state for every screen that shows it: the text screen and a view.
    @Test func theModelWordsWhichScreenItIsAndWhatRuns() async throws {
        let harness = AuthHarness(.authenticating(recording: Collector<AuthCredentials>()))
        let intro = try #require(harness.coordinator(start: .intro).model(for: .intro).credentials)
        #expect(intro.title == "Welcome to RootSwitch")
        #expect(intro.message == "Create an account, or sign in if you already have one.")
        #expect(intro.activity == nil)

        let model = try #require(
            harness.coordinator(start: .signIn).model(for: .signIn).credentials)
        #expect(model.title == AuthText.signIn)
        #expect(model.message == "Welcome back. Sign in with your email.")
        model.signIn(email: Fixture.email, password: Fixture.password)
        #expect(model.activity == "Signing in…")
        await harness.work.settle()
        #expect(model.activity == nil)
    }
}
