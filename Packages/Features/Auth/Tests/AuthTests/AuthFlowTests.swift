import Auth
import Routing
import RoutingTesting
import TestSupport
import Testing

/// What a SwiftUI view relies on: one model instance per route for the flow's life, and
/// Observation seeing every change it shows.
@MainActor
@Suite struct AuthFlowTests {
    @Test func theSameRouteGivesTheSameModelForTheFlowsLife() async throws {
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { _ throws(AuthError) in }
        let harness = AuthHarness(client)
        let flow = harness.coordinator(start: .intro)
        let credentials = try #require(flow.model(for: .intro).credentials)
        #expect(flow.model(for: .intro).credentials === credentials)
        // Intro and sign-in share one model.
        #expect(flow.model(for: .signIn).credentials === credentials)
        #expect(flow.model(for: .intro).resetSent == nil)

        credentials.requestPasswordReset(email: Fixture.email)
        await harness.work.settle()
        let confirmation = try #require(flow.model(for: .passwordResetSent).resetSent)
        confirmation.backToSignIn()
        flow.router.push(.passwordResetSent)
        #expect(flow.model(for: .passwordResetSent).resetSent === confirmation)
        #expect(flow.model(for: .intro).credentials === credentials)
    }

    @Test func theRouterIsTheFlowsStackAndItsPathBinds() async throws {
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { _ throws(AuthError) in }
        let harness = AuthHarness(client)
        let flow = harness.coordinator(start: .signIn)
        try #require(flow.model(for: .signIn).credentials).requestPasswordReset(
            email: Fixture.email)
        await harness.work.settle()
        #expect(flow.router.path == [.passwordResetSent])
        #expect(flow.location.stack == flow.router.stack)

        // What NavigationStack does when the user swipes back.
        flow.router.path = []
        #expect(flow.location.stack == [.signIn])
    }

    @Test func observingTheErrorSeesAFailedSignIn() async throws {
        let gate = Gate()
        let failure = AuthError(.wrongCredentials, reason: "Wrong email or password.")
        let harness = AuthHarness(.authenticating(heldBy: gate, answer: .failure(failure)))
        let flow = harness.coordinator()
        let model = try #require(flow.model(for: .intro).credentials)
        model.signIn(email: Fixture.email, password: Fixture.password)

        let changed = ChangeFlag.tracking { _ = model.error }
        #expect(!changed.isSet)
        gate.open()
        await harness.work.settle()
        #expect(changed.isSet)
        #expect(model.error == failure)
    }

    @Test func observingTheRequestSeesItStartAndEnd() async throws {
        let harness = AuthHarness(.authenticating())
        let flow = harness.coordinator()
        let model = try #require(flow.model(for: .intro).credentials)

        let started = ChangeFlag.tracking { _ = model.request }
        model.signIn(email: Fixture.email, password: Fixture.password)
        #expect(started.isSet)

        let ended = ChangeFlag.tracking { _ = model.request }
        await harness.work.settle()
        #expect(ended.isSet)
        #expect(model.request == nil)
    }

    @Test func observingTheKindSeesASignInLinkReplaceTheIntro() throws {
        let harness = AuthHarness()
        let flow = harness.coordinator(start: .intro)
        let model = try #require(flow.model(for: .intro).credentials)
        let changed = ChangeFlag.tracking { _ = model.kind }
        flow.navigator.open(.signIn)
        #expect(changed.isSet)
    }

    @Test func observingTheTextScreenSeesTheModelChange() throws {
        let harness = AuthHarness()
        let flow = harness.coordinator(start: .signIn)
        let model = try #require(flow.model(for: .signIn).credentials)
        let changed = ChangeFlag.tracking { _ = flow.screen }
        model.signIn(email: "not-an-email", password: Fixture.password)
        #expect(changed.isSet)
        #expect(flow.screen.content.last == "Error: Enter a valid email address.")
    }
}
