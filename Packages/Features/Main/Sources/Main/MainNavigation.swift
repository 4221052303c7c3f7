public import FeatureShell
public import Routing

/// What the App drives of the signed-in app in one scene: the `FeatureCoordinator` calls,
/// restoration and refreshing on return, plus what a SwiftUI view binds to: the tabs with their
/// routers, and the typed model of each route's screen.
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
/// A view binds the routers directly, and every change it makes through them counts as
/// the coordinator's own do: the route that comes on screen is reported to analytics once
/// and its content starts loading, right after the change (the navigation observes its
/// routers, so no Main-only method has to be called instead of `tabs.select(_:)` or
/// `Router.path`):
///
/// ```swift
/// TabView(selection: Binding(get: { main.tabs.selected }, set: { main.tabs.select($0) })) {
///     ForEach(main.tabs.tabs, id: \.self) { tab in
///         let router = main.tabs.router(for: tab)!
///         NavigationStack(path: Bindable(router).path) {
///             ScreenView(model: main.model(for: tab.root))
///                 .navigationDestination(for: MainRoute.self) { route in
///                     ScreenView(model: main.model(for: route))
///                 }
///         }
///         .sheet(item: Binding(
///             get: { router.presentedRouter },
///             set: { if $0 == nil { router.presentedRouter?.dismissBySystem() } }
///         )) { sheet in ... }
///         .tag(tab)
///     }
/// }
/// ```
@MainActor
public protocol MainNavigation: FeatureCoordinator where FeatureRoute == MainRoute {
    /// The selected tab and each tab's router: its stack (`Router.path` above the root)
    /// and the layers it presents (`Router.presentedRouter`), the settings sheet among
    /// them. Observable: a view reading it re-renders when it changes.
    var tabs: TabRouter<MainTab, MainRoute> { get }

    /// The selected tab and every tab's stack and presented layers, for saving.
    var navigationState: TabsState<MainTab, MainRoute> { get }

    /// The columns `tab` shows on a wide screen (home: its list beside an item; search: the
    /// search beside its results beside an item), read from the tab's router; `nil` for a
    /// tab that is one stack in any width (profile). Observable, like the router.
    ///
    /// ```swift
    /// if let columns = main.columns(for: .home) {
    ///     NavigationSplitView { HomeList(selection: Bindable(columns).sidebarSelection) }
    ///     detail: { ItemStack(path: Bindable(columns).detailPath) }
    /// }
    /// ```
    func columns(for tab: MainTab) -> ColumnRouter<MainRoute>?

    /// Whether the scene is compact, its columns collapsed into one stack each; true until
    /// ``setCompact(_:)`` says otherwise. Observable.
    var isCompact: Bool { get }

    /// Shows the columns as one stack (compact) or side by side (regular), as the window's
    /// horizontal size class says; what each tab shows does not change, and on a wide screen
    /// the screen shows each column.
    func setCompact(_ compact: Bool)

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

    /// Replaces the navigation with `state`, closing what is presented now. Entries that
    /// cannot be shown where they are (a settings route in a tab's stack, a tab whose root
    /// is not its own) are left out with everything after them.
    func restore(_ state: TabsState<MainTab, MainRoute>)

    /// Marks the lists and items loaded and not on screen as out of date: each loads again
    /// the next time it is shown, showing what it had until the answer comes, and keeping
    /// it with a warning if that load fails. The App calls it when the app goes to the
    /// background, so that what a returning user opens is fresh.
    func refreshWhenShown()
}
