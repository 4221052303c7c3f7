import AppCore
import Foundation
import Testing

/// Dialogs through the composed App: signing out asks, a missing item says so, and a typed
/// onboarding name is not thrown away without asking.
@MainActor @Suite struct DialogTests {
    @Test(arguments: [("confirm", "unauthenticated"), ("cancel", "authenticated")])
    func signingOutFromTheProfileAsks(_ answer: String, app: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        try await harness.perform("signout")
        #expect(harness.app.screen.title == "Sign out?")
        #expect(harness.app.snapshot.app == "authenticated")
        try await harness.perform(answer)
        #expect(harness.app.snapshot.app == app)
    }

    @Test(arguments: [("confirm", "unauthenticated"), ("cancel", "onboarding")])
    func signingOutFromOnboardingAsks(_ answer: String, app: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await harness.perform("signout")
        #expect(harness.app.screen.actions.map(\.name) == ["confirm", "cancel"])
        try await harness.perform(answer)
        #expect(harness.app.snapshot.app == app)
    }

    @Test func aLinkToAMissingItemShowsAnAlertWhoseOKGoesBack() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.open("rootswitch://items/9999")
        #expect(harness.app.screen.title == "Item not found")
        #expect(harness.app.screen.actions.map(\.name) == ["ok"])
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/9999"])
        try await harness.perform("ok")
        #expect(harness.app.snapshot.scene.stack == ["/home"])
        #expect(harness.app.screen.title == "Home")
    }

    /// The dialog is not navigation state: the scene's saved snapshot never holds it.
    @Test func aDialogIsNotInTheSnapshot() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        let before = harness.app.snapshot
        try await harness.perform("signout")
        #expect(harness.app.snapshot == before)
        harness.app.setPhase(.inactive)  // saves the scene's navigation
        await harness.app.settle()
        try harness.relaunch()
        await harness.app.settle()
        #expect(harness.app.screen.title == "Profile")
    }

    @Test(arguments: [
        ("confirm", "/onboarding/permissions", "Permissions"),
        ("cancel", "/onboarding/profile", "Your profile"),
    ])
    func goingBackFromATypedNameAsks(_ answer: String, top: String, title: String)
        async throws
    {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await harness.perform("next")
        try await harness.perform("allow")
        try await harness.perform("type", ["name": "Ada"])
        #expect(harness.app.back())
        await harness.app.settle()
        #expect(harness.app.screen.title == "Discard changes?")
        try await harness.perform(answer)
        #expect(harness.app.snapshot.scene.stack.last == top)
        #expect(harness.app.screen.title == title)
        #expect(harness.app.snapshot.step == top.split(separator: "/").last.map(String.init))
    }

    /// No link reaches onboarding (it declares none): one that needs finished onboarding
    /// waits in the App's gate, so a typed name is never thrown away for it, and nothing
    /// asks. The name is saved, onboarding finishes, and the link opens.
    @Test func aLinkMidOnboardingLeavesATypedNameAlone() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await harness.perform("next")
        try await harness.perform("allow")
        try await harness.perform("type", ["name": "Ada"])
        try await harness.open("rootswitch://items/42")
        #expect(harness.app.snapshot.pendingDeepLink == "rootswitch://items/42")
        #expect(harness.app.screen.title == "Your profile")
        try await harness.perform("save", ["name": "Ada"])
        try await harness.perform("finish")
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
    }
}
