import Auth
import FeatureShell
import Main
import Onboarding
import Routing

/// What one scene shows for the root: its screen, where the user is, and what going back,
/// a tab or a deep link does there. ``AppRoot/content(in:send:)`` is the one place a root
/// case maps to it.
@MainActor
protocol SceneContent {
    /// The screen on top, with its actions wired.
    var screen: Screen { get }
    /// The selected tab, the base stack and the top presented route, as app routes.
    var location: ScreenLocation<AppRoute> { get }
    /// Goes back one step; false when there is nothing to go back to.
    func back() -> Bool
    /// Selects a tab by name.
    /// - Throws: `unknown_tab`, or `no_tabs` when the content has none.
    func selectTab(named name: String) throws(RoutingError)
    /// Shows a deep link's route where its pattern lands it.
    /// - Returns: false when this content has no place for the route.
    func open(_ route: AppRoute) -> Bool
}

/// A feature's flow, its routes seen as app routes.
struct FlowContent<R: Route & CustomStringConvertible>: SceneContent {
    let flow: any FeatureCoordinator<R>
    let lift: (R) -> AppRoute
    let lower: (AppRoute) -> R?

    var screen: Screen { flow.screen }
    var location: ScreenLocation<AppRoute> { flow.location.map(lift) }

    func back() -> Bool { flow.back() }

    func selectTab(named name: String) throws(RoutingError) {
        try flow.selectTab(named: name)
    }

    func open(_ route: AppRoute) -> Bool {
        guard let route = lower(route) else { return false }
        flow.navigator.open(route)
        return true
    }
}

/// The loading and error screens: a status and its actions, nothing to navigate.
struct StatusContent: SceneContent {
    let screen: Screen

    var location: ScreenLocation<AppRoute> { ScreenLocation(stack: []) }

    func back() -> Bool { false }

    func selectTab(named name: String) throws(RoutingError) {
        throw RoutingError(.noTabs, reason: "this screen has no tabs (asked for \(name))")
    }

    func open(_ route: AppRoute) -> Bool { false }

    static let loading = StatusContent(
        screen: Screen(title: AppText.loading, content: [AppText.checkingSession]))

    /// What a scene without a window shows: the App has nothing to draw in it.
    static let noWindow = StatusContent(
        screen: Screen(title: AppText.noWindow, content: [AppText.noWindowMessage]))

    /// Before the device's first unlock: loading, until what the App keeps can be read.
    static let locked = StatusContent(
        screen: Screen(title: AppText.loading, content: [AppText.locked]))

    /// The error screen, whose actions send `retry` and `signedOut`.
    static func error(_ kind: AppErrorKind, send: @escaping @MainActor (RootIntent) -> Void)
        -> StatusContent
    {
        StatusContent(
            screen: Screen(
                title: kind.title, content: [kind.message],
                actions: [
                    ScreenAction("retry", summary: AppText.tryAgain) { _ in send(.retry) },
                    ScreenAction("signout", summary: AppText.signOut) { _ in send(.signedOut) },
                ]))
    }
}

@MainActor
extension AppRoot {
    /// What scene `id` shows.
    /// - Parameter send: where the loading and error screens' actions go.
    func content(in id: SceneID, send: @escaping @MainActor (RootIntent) -> Void)
        -> any SceneContent
    {
        switch self {
        case .loading:
            return StatusContent.loading
        case .locked:
            return StatusContent.locked
        case .error(let kind, _, _):
            return StatusContent.error(kind, send: send)
        case .unauthenticated(let flow):
            return FlowContent<AuthRoute>(
                flow: Self.erase(flow), lift: { .auth($0) }, lower: { $0.auth })
        case .onboarding(_, let flow):
            return FlowContent<OnboardingRoute>(
                flow: Self.erase(flow), lift: { .onboarding($0) }, lower: { $0.onboarding })
        case .authenticated(_, let scenes):
            return MainSceneContent(scenes: scenes, id: id) ?? StatusContent.noWindow
        }
    }

    /// A feature's flow (`any AuthFlow`, `any OnboardingFlow`, `any MainNavigation`) as the
    /// coordinator of its routes (the compiler does not convert the one existential into the
    /// other directly).
    static func erase<Flow: FeatureCoordinator>(_ flow: Flow) -> any FeatureCoordinator<
        Flow.FeatureRoute
    > {
        flow
    }
}
