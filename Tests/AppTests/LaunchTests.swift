import AppCore
import Main
import Testing

/// The first screen, decided from the state directory before the backend is asked.
@MainActor @Suite struct LaunchTests {
    @Test func freshDeviceShowsTheIntro() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        await harness.app.settle()
        let snapshot = harness.app.snapshot
        #expect(snapshot.app == "unauthenticated")
        #expect(snapshot.scene.stack == ["/intro"])
        #expect(snapshot.user == nil)
        #expect(snapshot.scenes == [1])
        #expect(snapshot.phase == "active")
        #expect(harness.app.screen.title == "Welcome to RootSwitch")
        #expect(harness.app.screen.actions.map(\.name) == ["signup", "signin", "forgot"])
        #expect(harness.events.transitions.isEmpty)
    }

    @Test func returningUserGoesStraightToMainAndIsVerifiedAfterwards() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        harness.events.clear()

        try harness.relaunch()
        // Decided before anything ran: no loading screen, the check is still to come, and
        // the saved navigation is already on screen (the item loading), not the tab root.
        let first = harness.app.snapshot
        #expect(first.app == "authenticated")
        #expect(first.user == AppHarness.demoEmail)
        #expect(first.scene.stack == ["/home", "/items/42"])
        #expect(harness.app.screen.title == "Item 42")
        #expect(harness.app.screen.content == [MainText.loading])
        #expect(harness.app.runningWork.contains("verify-session"))

        await harness.app.settle()
        let settled = harness.app.snapshot
        #expect(settled.app == "authenticated")
        #expect(settled.warning == nil)
        #expect(settled.scene.stack == ["/home", "/items/42"])
        #expect(harness.app.runningWork.isEmpty)
        #expect(!harness.events.transitions.contains { $0.contains("loading") })
    }

    @Test func signedOutDeviceRelaunchesToSignIn() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        #expect(harness.app.screen.title == "Profile")
        try await harness.perform("signout")
        try await harness.perform("confirm")

        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.user == nil)
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
        #expect(harness.app.screen.title == "Sign in")
        #expect(harness.events.transitions.last == "authenticated -> unauthenticated (signedOut)")

        try harness.relaunch()
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
        await harness.app.settle()
        #expect(harness.app.snapshot.app == "unauthenticated")
    }

    @Test func relaunchMidOnboardingResumesAtTheSavedStep() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await harness.perform("next")
        try await harness.perform("skip")
        #expect(harness.app.snapshot.step == "profile")

        try harness.relaunch()
        let walked = ["/onboarding/welcome", "/onboarding/permissions", "/onboarding/profile"]
        #expect(harness.app.snapshot.app == "onboarding")
        #expect(harness.app.snapshot.step == "profile")
        #expect(harness.app.snapshot.user == AppHarness.newEmail)
        #expect(harness.app.snapshot.scene.stack == walked)
        #expect(harness.app.screen.title == "Your profile")
        await harness.app.settle()
        #expect(harness.app.snapshot.step == "profile")

        // Going back is a step too: the next launch resumes there.
        #expect(harness.app.back())
        await harness.app.settle()
        try harness.relaunch()
        #expect(harness.app.snapshot.step == "permissions")
        #expect(harness.app.snapshot.scene.stack == Array(walked.prefix(2)))
        await harness.app.settle()

        try await harness.perform("allow")
        try await harness.perform("save", ["name": "Ada"])
        try await harness.perform("finish")
        #expect(harness.app.snapshot.app == "authenticated")
        #expect(harness.app.snapshot.scene.stack == ["/home"])
    }

    @Test func stepTakenBackSurvivesTheSessionCheck() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await harness.perform("next")
        try await harness.perform("allow")
        #expect(harness.app.back())
        await harness.app.settle()
        try harness.relaunch()
        #expect(harness.app.snapshot.step == "permissions")
        await harness.app.settle()
        #expect(harness.app.snapshot.step == "permissions")

        try harness.relaunch()
        #expect(harness.app.snapshot.step == "permissions")
    }
}
