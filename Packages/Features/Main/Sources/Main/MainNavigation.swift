public import Routing

/// What the App drives of the signed-in app in one scene: the ``FeatureCoordinator`` calls,
/// plus restoration and cache release.
///
/// `selectTab(named:)` takes the names of ``MainTab`` (`home`, `search`, `profile`) and
/// throws ``RoutingError`` with ``RoutingError/Code/unknownTab`` for any other.
///
/// ```swift
/// let main = feature.makeCoordinator(onSignOut: signOut, onSessionExpired: expire)
/// main.start()
/// main.restore(saved)           // after validating it with NavigationRestoration
/// try main.selectTab(named: "search")
/// ```
@MainActor
public protocol MainNavigation: FeatureCoordinator where FeatureRoute == MainRoute {
    /// The selected tab and every tab's stack and presented layers, for saving.
    var navigationState: TabsState<MainTab, MainRoute> { get }

    /// Replaces the navigation with `state`, closing what is presented now. Entries that
    /// cannot be shown where they are (a settings route in a tab's stack, a tab whose root
    /// is not its own) are left out with everything after them.
    func restore(_ state: TabsState<MainTab, MainRoute>)

    /// Drops the loaded lists and items that are not on screen; they load again when shown.
    /// The App calls it when the app goes to the background.
    func releaseCaches()
}
