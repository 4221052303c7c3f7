import Auth
import Routing
import TestSupport
import Testing

/// What the screens do with a failed call: the error's sentence stays on the screen, and
/// the flow does not move.
@MainActor
@Suite struct AuthScreenErrorTests {
    @Test(arguments: [
        ("signin", AuthError(.wrongCredentials, reason: "Wrong email or password.")),
        ("signin", AuthError(.offline, reason: "You are offline. Try again when connected.")),
        (
            "signin",
            AuthError(
                .offline,
                reason: "RootSwitch did not answer in time. Check your connection and try again.")
        ),
        (
            "signin",
            AuthError(.maintenance, reason: "RootSwitch is down for maintenance. Try again later.")
        ),
        ("signin", AuthError(.unexpected, reason: "Something went wrong (HTTP 500). Try again.")),
        (
            "signin",
            AuthError(.unexpected, reason: "Something went wrong (unreadable answer). Try again.")
        ),
        ("signin", AuthError(.unexpected, reason: "The request was cancelled.")),
        ("signin", AuthError(.sessionExpired, reason: "Your session expired. Sign in again.")),
        ("signup", AuthError(.accountExists, reason: "An account already exists for this email.")),
        ("signup", AuthError(.invalidEmail, reason: "Enter a valid email address.")),
        ("signup", AuthError(.weakPassword, reason: "Choose a password of at least 8 characters.")),
        ("signup", AuthError(.unexpected, reason: "Something went wrong (HTTP 400). Try again.")),
        (
            "signup",
            AuthError(.maintenance, reason: "RootSwitch is down for maintenance. Try again later.")
        ),
        ("signup", AuthError(.offline, reason: "You are offline. Try again when connected.")),
        ("signup", AuthError(.sessionExpired, reason: "Your session expired. Sign in again.")),
        ("signup", AuthError(.unexpected, reason: "The request was cancelled.")),
    ])
    func aFailedSignInStaysOnTheScreen(action: String, error: AuthError) async throws {
        var client = AuthClient.unimplemented()
        client.signIn = { _ throws(AuthError) in throw error }
        client.signUp = { _ throws(AuthError) in throw error }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator(start: .signIn)
        try await harness.perform(
            coordinator, action, ["email": Fixture.email, "password": Fixture.password])

        #expect(coordinator.screen.title == "Sign in")
        #expect(coordinator.screen.content.last == "Error: \(error.reason)")
        #expect(coordinator.location.stack == [.signIn])
        #expect(harness.sessions.isEmpty)
        #expect(harness.signInResults == [error.code.rawValue])
    }

    @Test(arguments: [
        AuthError(.invalidEmail, reason: "Enter a valid email address."),
        AuthError(.offline, reason: "You are offline. Try again when connected."),
        AuthError(.maintenance, reason: "RootSwitch is down for maintenance. Try again later."),
        AuthError(.unexpected, reason: "Something went wrong (HTTP 500). Try again."),
    ])
    func aFailedResetRequestStaysOnTheScreen(error: AuthError) async throws {
        var client = AuthClient.unimplemented()
        client.requestPasswordReset = { _ throws(AuthError) in throw error }
        let harness = AuthHarness(client)
        let coordinator = harness.coordinator()
        try await harness.perform(coordinator, "forgot", ["email": Fixture.email])

        #expect(coordinator.screen.content.last == "Error: \(error.reason)")
        #expect(coordinator.location.stack == [.intro])
        #expect(harness.signInResults.isEmpty)
    }
}
