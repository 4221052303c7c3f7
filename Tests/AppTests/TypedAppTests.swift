import AppCore
import Auth
import Main
import Onboarding
import Routing
import RoutingTesting
import TestSupport
import Testing

/// The App driven the way a SwiftUI view drives it: reading the typed root, each flow's
/// router and screen models, and calling model methods. No action names, no string
/// arguments.
@MainActor @Suite struct TypedAppTests {
    @Test func freshDeviceToMainThroughTheTypedAPI() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let app = harness.app

        guard case .unauthenticated(let auth) = app.root else {
            Issue.record("a fresh device starts signed out, not \(app.root.kind)")
            return
        }
        #expect(auth.router.stack == [.intro])
        guard case .credentials(let credentials) = auth.model(for: .intro) else {
            Issue.record("the intro shows the credentials model")
            return
        }
        #expect(credentials.kind == .intro)
        credentials.signUp(email: "not-an-email", password: AppHarness.newPassword)
        #expect(credentials.error?.code == .invalidEmail)
        credentials.signUp(email: AppHarness.newEmail, password: AppHarness.newPassword)
        #expect(credentials.request == .signUp)
        await app.settle()

        guard case .onboarding(let session, let onboarding) = app.root else {
            Issue.record("a new account starts onboarding, not \(app.root.kind)")
            return
        }
        #expect(session.user.email == AppHarness.newEmail)
        #expect(onboarding.step == .welcome)
        guard case .welcome(let welcome) = onboarding.model(for: .welcome) else { return }
        welcome.next()
        await app.settle()
        guard case .permissions(let permissions) = onboarding.model(for: .permissions) else {
            return
        }
        permissions.allow()
        await app.settle()
        guard case .profile(let profile) = onboarding.model(for: .profile) else { return }
        profile.save(name: "")
        #expect(profile.error?.code == .invalidName)
        #expect(onboarding.step == .profile)
        profile.save(name: "Ada")
        await app.settle()
        #expect(onboarding.router.stack == [.welcome, .permissions, .profile, .complete])
        guard case .complete(let complete) = onboarding.model(for: .complete) else { return }
        complete.finish()
        await app.settle()

        guard case .authenticated(let signedIn, let scenes) = app.root else {
            Issue.record("finishing onboarding opens Main, not \(app.root.kind)")
            return
        }
        #expect(signedIn.user.name == "Ada")
        #expect(signedIn.user.onboarding.finished)
        let main = try #require(scenes.navigation(of: app.currentScene))
        #expect(main.navigator.selectedTab == .home)
        #expect(main.navigator.topRouter.stack == [.home])
        guard case .home(let home) = main.model(for: .home) else { return }
        guard case .loaded(let items) = home.items else {
            Issue.record("the home list loaded, not \(home.items)")
            return
        }
        #expect(items.first?.id == 1)

        home.openItem(id: 42)
        #expect(home.refusal == nil)
        await app.settle()
        #expect(main.navigator.topRouter.path == [.item(id: 42)])
        guard case .item(let item) = main.model(for: .item(id: 42)) else { return }
        guard case .loaded(let loaded) = item.content else {
            Issue.record("item 42 loaded, not \(item.content)")
            return
        }
        #expect(loaded.id == 42)

        main.navigator.topRouter.path = []
        main.navigator.apply(.tap(.profile))
        await app.settle()
        guard case .profile(let profileScreen) = main.model(for: .profile) else { return }
        #expect(profileScreen.user.name == "Ada")
        profileScreen.openSettings()
        await app.settle()
        #expect(main.navigator.router(for: .profile)?.presented?.stack == [.settings])
        profileScreen.signOut()
        // It asks first, on the layer the user sees: the settings sheet over the profile.
        let asking = main.navigator.topRouter
        let dialog = try #require(asking.dialog)
        #expect(dialog.title == "Sign out?")
        asking.choose(try #require(dialog.buttons.first { $0.role == .destructive }))
        await app.settle()
        guard case .unauthenticated(let signedOut) = app.root else {
            Issue.record("signing out shows sign-in, not \(app.root.kind)")
            return
        }
        #expect(signedOut.router.stack == [.signIn])
        #expect(app.user == nil)
    }

    @Test func theErrorScreenRetriesAndSignsOutThroughTheTypedAPI() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.relaunchIntoMaintenance()
        guard case .error(let kind, let session, behind: .main) = harness.app.root else {
            Issue.record("maintenance shows the error screen over Main")
            return
        }
        #expect(kind == .maintenance)
        #expect(session.user.email == AppHarness.demoEmail)

        try harness.backend.isInMaintenance = false
        harness.app.retry()
        #expect(harness.app.root.kind == .loading)
        await harness.app.settle()
        #expect(harness.app.root.kind == .authenticated)

        try await harness.relaunchIntoMaintenance()
        harness.app.signOut()
        await harness.app.settle()
        #expect(harness.app.root.kind == .unauthenticated)
    }

    /// What a view asks with nowhere to throw to (a link the system delivers) is refused to
    /// the screen of the window it was for: the App keeps the refusal until the next request
    /// for that scene goes through or the user dismisses it.
    @Test func aRefusedRequestReachesTheScreen() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let app = harness.app
        let scene = app.currentScene

        app.attempt(in: scene) { try $0.open("rootswitch://nowhere/at/all", in: scene) }
        #expect(app.refusal(in: scene)?.code.rawValue == "no_match")
        #expect(app.refusal(in: scene)?.reason.isEmpty == false)
        app.attempt(in: scene) { try $0.open("rootswitch://signin", in: scene) }
        #expect(app.refusal(in: scene) == nil)
        #expect(app.snapshot.scene.stack == ["/signin"])

        app.attempt(in: scene) { try $0.closeScene(scene) }
        #expect(app.refusal(in: scene)?.code == .lastScene)
        app.dismissRefusal(in: scene)
        #expect(app.refusal(in: scene) == nil)
    }

    /// A refusal is for the window whose request it was: another window shows nothing, and
    /// goes on showing its own.
    @Test func aRefusalShowsInItsOwnWindowOnly() async throws {
        let harness = try AppHarness(windows: .awaitWindows)
        defer { harness.removeStateDirectory() }
        let app = harness.app
        let first = try app.windows.connect(.new)
        let second = try app.windows.connect(.new)

        app.attempt(in: first.scene) { try $0.open("rootswitch://nowhere", in: first.scene) }
        #expect(app.refusal(in: first.scene)?.code.rawValue == "no_match")
        #expect(app.refusal(in: second.scene) == nil)

        app.attempt(in: second.scene) { try $0.closeScene(SceneID(99)) }
        #expect(app.refusal(in: second.scene)?.code.rawValue == "unknown_scene")
        app.dismissRefusal(in: second.scene)
        #expect(app.refusal(in: second.scene) == nil)
        #expect(app.refusal(in: first.scene)?.code.rawValue == "no_match")

        // The refusal goes with its window: a new scene numbered alike says nothing.
        app.attempt(in: second.scene) { try $0.open("rootswitch://nowhere", in: second.scene) }
        second.closed()
        let third = try app.windows.connect(.new)
        #expect(third.scene == second.scene)
        #expect(app.refusal(in: third.scene) == nil)
        first.disconnected()
        #expect(app.refusal(in: first.scene) == nil)
    }

    @Test func theRootIsObserved() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        await harness.app.settle()
        let changed = ChangeFlag.tracking { _ = harness.app.root }
        try await harness.signInDemo()
        #expect(changed.isSet)
    }
}
