import FeatureShell
import Main
import Routing
import TestSupport
import Testing

/// The Main feature on an in-memory item catalog (or the given client), with a started
/// coordinator and everything a test checks: calls made, analytics recorded, callbacks fired.
@MainActor
final class MainHarness {
    /// The version the App gives, for the about screen.
    static let appVersion = "4.5.6"

    let catalog = ItemCatalog()
    let analytics = RecordingAnalytics()
    let work = BackgroundWork()
    /// What Main's navigator publishes: record it with a `NavigationRecorder`.
    let navigationEvents = NavigationEvents()
    let feature: MainFeature
    let coordinator: any MainNavigation
    let signOuts = Counter()
    let expiries = Counter()

    /// - Parameters:
    ///   - user: the signed-in user.
    ///   - failure: an error every call of the catalog meets from the start.
    ///   - client: the client to use instead of the catalog's.
    init(
        user: MainUser = MainUser(email: "ann@example.com", name: "Ann"),
        failure: MainError? = nil, client: MainClient? = nil
    ) async {
        catalog.failure = failure
        feature = MainFeature(
            MainDependencies(
                client: client ?? catalog.client, analytics: analytics, work: work, user: user,
                appVersion: Self.appVersion, navigationEvents: navigationEvents))
        coordinator = feature.makeCoordinator(
            onSignOut: { [signOuts] in signOuts.increment() },
            onSessionExpired: { [expiries] in expiries.increment() })
        coordinator.start()
        await work.settle()
    }

    /// The scene's navigator, as a view binds it.
    var navigator: Navigator<MainRoute> { coordinator.navigator }
    var screen: Screen { coordinator.screen }
    var location: ScreenLocation<MainRoute> { coordinator.location }
    var actionNames: [String] { screen.actions.map(\.name) }

    /// The catalog's calls, oldest first.
    var calls: [ItemCatalog.Call] { catalog.calls }

    /// The screens reported as viewed, oldest first.
    var screensViewed: [String] {
        analytics.events.filter { $0.name == "screen_viewed" }.compactMap {
            $0.properties["screen"]
        }
    }

    /// The outcomes of the sheets that closed, oldest first.
    var sheetOutcomes: [String] {
        analytics.events.filter { $0.name == "sheet_closed" }.compactMap {
            $0.properties["outcome"]
        }
    }

    /// The model of `route`'s screen, as the type its case holds; fails the test when the
    /// case holds another.
    func model<Model: AnyObject>(
        _ route: MainRoute, as type: Model.Type = Model.self,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Model {
        try #require(coordinator.model(for: route).object as? Model, sourceLocation: sourceLocation)
    }

    /// Selects `tab` on the navigator, as a tab bar's binding would, waits for what that
    /// started, and returns the model of the tab's root.
    func tab<Model: AnyObject>(
        _ tab: MainTab, as type: Model.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Model {
        navigator.selectedTab = tab.root
        await work.settle()
        return try model(tab.root, as: type, sourceLocation: sourceLocation)
    }

    /// Waits for the loads started so far. What comes on screen is noted as the change is
    /// applied, not later.
    func settle() async {
        await work.settle()
    }

    /// Performs an action of the screen on display and waits for the work it started.
    func perform(_ action: String, _ arguments: [String: String] = [:]) async throws(RoutingError) {
        try coordinator.screen.perform(action, arguments: arguments)
        await work.settle()
    }

    /// Opens a link's route where its pattern lands it, and waits for the loads it started.
    func open(_ route: MainRoute) async {
        coordinator.navigator.open(route)
        await work.settle()
    }

    /// Taps a tab by name, as the command line's `tab NAME` does (the selected tab pops to its
    /// root and closes its layers), and waits for the loads it started.
    func select(_ tab: String) async throws(RoutingError) {
        try coordinator.selectTab(named: tab)
        await work.settle()
    }

    /// Goes back and waits for the loads it started.
    @discardableResult
    func back() async -> Bool {
        let moved = coordinator.back()
        await work.settle()
        return moved
    }

    /// Counts the changes the navigator tells its owner of from now on (`Navigator.onChange`),
    /// still telling the coordinator of each.
    func countChanges() -> Counter {
        let changes = Counter()
        let coordinator = navigator.onChange
        navigator.onChange = { navigation in
            changes.increment()
            coordinator?(navigation)
        }
        return changes
    }
}
