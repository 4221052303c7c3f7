public import FeatureShell
public import Routing

/// What the App drives of the signed-in app in one scene: the `FeatureCoordinator` calls,
/// restoration and refreshing on return, plus what a SwiftUI view binds to: the navigator
/// with its tabs and stacks, each tab's columns, and the typed model of each route's screen.
///
/// `selectTab(named:)` takes the names of ``MainTab`` (`home`, `search`, `profile`) and
/// throws `RoutingError` with `RoutingError.Code.unknownTab` for any other.
///
/// ```swift
/// let main = feature.makeCoordinator(onSignOut: signOut, onSessionExpired: expire)
/// main.start()
/// main.restore(saved)           // after validating it with NavigationRestoration
/// try main.selectTab(named: "search")
/// ```
///
/// A view binds the navigator directly (RoutingUI does), and every change it makes counts as
/// the coordinator's own do: the navigator tells the coordinator of each change once, so the
/// route that comes on screen is reported to analytics once and its content starts loading,
/// however the change arrived.
@MainActor
public protocol MainNavigation: FeatureCoordinator where FeatureRoute == MainRoute {
    /// The columns `tab` shows on a wide screen (home: its list beside an item; search: the
    /// search beside its results beside an item), read from the tab's stack; `nil` for a tab
    /// that is one stack in any width (profile).
    ///
    /// ```swift
    /// if let columns = main.columns(for: .home) {
    ///     NavigationSplitView { HomeList(selection: columns.sidebarSelection) }
    ///     detail: { ItemStack(path: columns.detailPath) }
    /// }
    /// ```
    func columns(for tab: MainTab) -> ColumnRouter<MainRoute>?

    /// The model of the screen `route` shows: the same instance every time it is asked for
    /// the same route while this navigation lives (one item model per id, one results
    /// model per query), so a view keeps its identity across navigation. What a model
    /// shows loads when its route comes on screen.
    ///
    /// ```swift
    /// if case .item(let item) = main.model(for: .item(id: 42)) { ItemView(model: item) }
    /// ```
    /// - Parameter route: any of Main's routes.
    /// - Returns: its screen's model.
    func model(for route: MainRoute) -> MainScreenModel

    /// Replaces the navigation with `saved`, closing what is presented now, as one change.
    /// Entries that cannot be shown where they are (a settings route in a tab's stack, a
    /// second settings sheet) are left out with everything after them; what no navigation of
    /// Main's can hold (a tab Main does not have, sizes no sheet can have) is left out alone.
    func restore(_ saved: Navigation<MainRoute>)

    /// Marks the lists and items loaded and not on screen as out of date: each loads again
    /// the next time it is shown, showing what it had until the answer comes, and keeping
    /// it with a warning if that load fails. The App calls it when the app goes to the
    /// background, so that what a returning user opens is fresh.
    func refreshWhenShown()
}
