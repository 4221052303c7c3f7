import FeatureShell
import Routing
import Testing

/// The examples in FeatureShell's doc comments, each verbatim (`Scripts/docs` checks it) in
/// the context it assumes, with what it states.
@Suite @MainActor struct DocCommentExamplesTests {
    enum ItemRoute: Route {
        case list
        case item(Int)
    }

    enum SettingsRoute: Route { case overview, about }

    @Test func aScreenPerformsItsActions() throws {
        let router = Router<ItemRoute>(root: .list)
        router.push(.item(42))
        let screen = Screen(
            title: "Item 42", content: ["A fine item"],
            actions: [ScreenAction("back", summary: "Go back") { _ in router.back() }])
        try screen.perform("back")
        #expect(router.stack == [.list])
    }

    @Test func anActionDeclaresItsParameters() throws {
        let model = SignInModel()
        let signIn = ScreenAction(
            "signIn", summary: "Sign in with your account",
            parameters: [ActionParameter("email"), ActionParameter("password", .secret)]
        ) { arguments in
            try model.signIn(email: arguments["email"] ?? "", password: arguments["password"] ?? "")
        }
        try Screen(title: "Sign in", actions: [signIn])
            .perform("signIn", arguments: ["email": "a@b.c", "password": "pw"])
        #expect(model.emails == ["a@b.c"])
        let parameters = [
            ActionParameter("email", .text),
            ActionParameter("password", .secret),
            ActionParameter("page", .integer, required: false),
        ]
        #expect(parameters.map(\.name) == ["email", "password", "page"])
    }

    /// Signs in, as far as the example needs.
    @MainActor final class SignInModel {
        var emails: [String] = []

        func signIn(email: String, password: String) throws { emails.append(email) }
    }

    @Test func aDialogIsAScreenToo() {
        let router = Router<ItemRoute>(root: .list)
        var signedOut = false
        func onSignOut() { signedOut = true }
        router.show(SignOutQuestion.dialog(message: "Your progress is kept.")) { outcome in
            if case .action(.signOut) = outcome { onSignOut() }
        }
        func screen() -> Screen {
            if let dialog = router.dialog { return Screen(dialog, on: router) }
            return Screen(title: "Items")
        }
        #expect(screen().title != "Items")
        router.choose(router.dialog!.buttons[0])
        #expect(signedOut)
    }

    @Test func aCoordinatorStartsAndStopsItsFlow() {
        @MainActor final class SettingsCoordinator: Coordinator {
            let navigator = Navigator<SettingsRoute>(root: .overview)
            func start() { navigator.router.replaceRoot(.overview) }
            func stop() { navigator.router.dismissAll() }
        }
        let coordinator = SettingsCoordinator()
        coordinator.navigator.router.push(.about)
        coordinator.navigator.router.present(.about)
        coordinator.start()
        #expect(coordinator.navigator.router.stack == [.overview])
        coordinator.navigator.router.present(.about)
        coordinator.stop()
        #expect(coordinator.navigator.router.presented == nil)
    }
}
