import AppCore
import Routing
import Testing

/// The session check after a cache-first launch: expired, offline, maintenance.
@MainActor @Suite struct SessionCheckTests {
    @Test func expiredSessionReturnsToSignInWithANotice() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try harness.backend.expireSessions()

        try harness.relaunch()
        #expect(harness.app.snapshot.app == "authenticated")
        await harness.app.settle()

        let snapshot = harness.app.snapshot
        #expect(snapshot.app == "unauthenticated")
        #expect(snapshot.user == nil)
        #expect(snapshot.scene.stack == ["/signin"])
        #expect(harness.app.screen.title == "Sign in")
        #expect(harness.app.screen.content.contains("Your session has expired. Sign in again."))
        #expect(
            harness.events.transitions.last == "authenticated -> unauthenticated (sessionExpired)")

        // The session is forgotten: the next launch is a signed-out one.
        try harness.relaunch()
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
    }

    @Test func navigationSurvivesAnExpiredSessionForTheNextSignIn() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try harness.backend.expireSessions()

        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "unauthenticated")
        try await harness.signInDemo()
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
    }

    @Test func navigationSavedByAnotherUserIsNotRestored() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try harness.backend.expireSessions()
        try harness.relaunch()
        await harness.app.settle()
        try #require(harness.app.snapshot.app == "unauthenticated")
        harness.events.clear()

        try await harness.signUp()
        try await harness.completeOnboarding()
        #expect(harness.app.snapshot.user == AppHarness.newEmail)
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        #expect(
            harness.events.notices.contains {
                guard case .navigationNotRestored(let scene, let error) = $0 else { return false }
                return scene == SceneID(1) && error.code == .otherUser
            })
    }

    @Test func signOutFromTheErrorScreen() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchIntoMaintenance()

        try await harness.perform("signout")
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.user == nil)
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
        #expect(harness.events.transitions.last == "error -> unauthenticated (signedOut)")
    }

    @Test func offlineAtLaunchStaysSignedInWithAWarning() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchOffline()

        let snapshot = harness.app.snapshot
        #expect(snapshot.app == "authenticated")
        #expect(snapshot.user == AppHarness.demoEmail)
        #expect(snapshot.scene.stack == ["/home"])
        #expect(snapshot.warning != nil)
        #expect(harness.app.screen.title == "Home")
        #expect(harness.app.screen.content.first?.hasPrefix("Warning:") == true)
        #expect(
            harness.events.notices.contains {
                if case .offline = $0 { true } else { false }
            })
        #expect(!harness.events.transitions.contains { $0.contains("error") })

        // Back online, the next time the app becomes active clears the warning.
        try harness.backend.isOffline = false
        harness.app.setPhase(.inactive)
        harness.app.setPhase(.active)
        await harness.app.settle()
        #expect(harness.app.snapshot.warning == nil)
        #expect(harness.app.screen.content.first?.hasPrefix("Warning:") == false)
        #expect(harness.app.snapshot.app == "authenticated")
    }

    /// Relaunched offline, Home has nothing saved to show: its error says so, the warning
    /// does not pretend otherwise, and the first answer from the backend (the screen's retry,
    /// once back online) clears both.
    @Test func theFirstAnswerAfterBeingOfflineClearsTheWarning() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchOffline()
        let offline = harness.app.screen.content
        #expect(offline.first?.hasPrefix("Warning: Offline: you are still signed in") == true)
        #expect(!offline.contains { $0.contains("showing what was saved") })
        #expect(offline.last?.hasPrefix("Error: ") == true)

        try harness.backend.isOffline = false
        try await harness.perform("retry")
        #expect(harness.app.snapshot.warning == nil)
        #expect(harness.app.screen.content.count == 20)
        #expect(!harness.app.screen.content.contains { $0.hasPrefix("Warning:") })
        #expect(!harness.app.screen.content.contains { $0.hasPrefix("Error:") })
    }

    @Test func maintenanceShowsTheErrorScreenUntilItEnds() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()

        try await harness.relaunchIntoMaintenance()
        #expect(harness.app.snapshot.app == "error")
        #expect(harness.app.snapshot.error == "maintenance")
        #expect(harness.app.snapshot.scene.stack == [])
        #expect(harness.app.screen.title == "Down for maintenance")
        #expect(harness.app.screen.actions.map(\.name) == ["retry", "signout"])

        // Still in maintenance: the retry shows loading, then the error screen again.
        try harness.app.perform("retry")
        #expect(harness.app.snapshot.app == "loading")
        #expect(harness.app.screen.title == "Loading")
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "error")
        #expect(harness.app.snapshot.error == "maintenance")

        try harness.backend.isInMaintenance = false
        try await harness.perform("retry")
        let snapshot = harness.app.snapshot
        #expect(snapshot.app == "authenticated")
        #expect(snapshot.error == nil)
        #expect(snapshot.user == AppHarness.demoEmail)
        #expect(snapshot.scene.stack == ["/home"])
        #expect(
            harness.events.transitions.suffix(5) == [
                "authenticated -> error (failed)",
                "error -> loading (retry)",
                "loading -> error (failed)",
                "error -> loading (retry)",
                "loading -> authenticated (verified)",
            ])
    }
}
