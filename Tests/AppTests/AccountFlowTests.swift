import AppCore
import Foundation
import Testing

/// Signing up, walking onboarding, signing in, and what the App keeps on disk for it.
@MainActor @Suite struct AccountFlowTests {
    @Test(arguments: ["allow", "skip"])
    func signUpWalksOnboardingToHome(permission: String) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        #expect(harness.app.snapshot.app == "onboarding")
        #expect(harness.app.snapshot.user == AppHarness.newEmail)
        #expect(harness.app.snapshot.scene.stack == ["/onboarding/welcome"])
        #expect(harness.app.screen.title == "Welcome")

        try await harness.perform("next")
        #expect(harness.app.screen.title == "Permissions")
        try await harness.perform(permission)
        #expect(harness.app.screen.title == "Your profile")
        try await harness.perform("save", ["name": "Ada"])
        #expect(harness.app.screen.title == "All set")
        #expect(harness.app.snapshot.scene.stack.last == "/onboarding/complete")
        try await harness.perform("finish")

        let snapshot = harness.app.snapshot
        #expect(snapshot.app == "authenticated")
        #expect(snapshot.step == nil)
        #expect(snapshot.scene.tab == "home")
        #expect(snapshot.scene.stack == ["/home"])
        #expect(harness.app.screen.title == "Home")
        try await harness.selectTab("profile")
        #expect(harness.app.screen.content.first == "Email: \(AppHarness.newEmail)")
        #expect(harness.app.screen.content.last == "Name: Ada")
        #expect(
            harness.events.transitions == [
                "unauthenticated -> onboarding (startOnboarding)",
                "onboarding -> onboarding (onboardingMoved)",
                "onboarding -> onboarding (onboardingMoved)",
                "onboarding -> onboarding (onboardingMoved)",
                "onboarding -> authenticated (onboardingFinished)",
            ])
    }

    /// A user who mistyped their email leaves onboarding from whichever step they are on;
    /// signing in again resumes at the step saved for that account.
    @Test(arguments: [
        ("welcome", [String]()), ("permissions", ["next"]), ("profile", ["next", "skip"]),
    ])
    func signOutFromAnOnboardingStepKeepsTheProgress(step: String, walk: [String]) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        for action in walk { try await harness.perform(action) }
        #expect(harness.app.snapshot.step == step)

        try await harness.perform("signout")
        try await harness.perform("confirm")
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.user == nil)
        #expect(harness.events.transitions.last == "onboarding -> unauthenticated (signedOut)")

        try await harness.perform(
            "signin", ["email": AppHarness.newEmail, "password": AppHarness.newPassword])
        #expect(harness.app.snapshot.app == "onboarding")
        #expect(harness.app.snapshot.step == step)
    }

    @Test func invalidNameKeepsTheProfileStep() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signUp()
        try await harness.perform("next")
        try await harness.perform("allow")
        try await harness.perform("save", ["name": "   "])
        #expect(harness.app.snapshot.step == "profile")
        #expect(harness.app.screen.content.contains { $0.hasPrefix("Error:") })
    }

    @Test func wrongPasswordStaysSignedOutWithAnError() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.perform(
            "signin", ["email": AppHarness.demoEmail, "password": "not-the-password"])
        #expect(harness.app.snapshot.app == "unauthenticated")
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
        #expect(harness.app.screen.content.contains { $0.hasPrefix("Error:") })
        #expect(!harness.fileExists("session.json"))
    }

    @Test func stateFilesAreReadableByTheirOwnerOnly() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        harness.quit()  // writes the navigation and the list of scenes

        #expect(try permissions(of: harness.directory) == 0o700)
        let files = ["session.json", "scenes.json", "scenes/scene-1.json", "backend/accounts.json"]
        for path in files {
            #expect(try permissions(of: harness.file(path)) == 0o600, "\(path)")
        }
        let session = try String(contentsOf: harness.file("session.json"), encoding: .utf8)
        #expect(session.contains(AppHarness.demoEmail))
        let accounts = try String(
            contentsOf: harness.file("backend/accounts.json"), encoding: .utf8)
        #expect(!accounts.contains("demo-password"))
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }
}
