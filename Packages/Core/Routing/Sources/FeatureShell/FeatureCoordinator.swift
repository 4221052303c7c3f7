public import Routing

/// What the App drives of a running feature in one scene.
///
/// A feature's coordinator is internal to the feature; its factory returns it behind this
/// protocol, so the App can show its screen, go back, switch tabs and apply deep links
/// without knowing the feature's types beyond its routes.
@MainActor
public protocol FeatureCoordinator<FeatureRoute>: Coordinator {
    /// The feature's routes.
    associatedtype FeatureRoute: Route & CustomStringConvertible

    /// The screen on top, with its actions wired.
    var screen: Screen { get }

    /// Where the user is: the selected tab, the base stack, the top presented route.
    var location: ScreenLocation<FeatureRoute> { get }

    /// Goes back one step: dismisses the top presented layer, or pops the stack.
    /// - Returns: false when there is nothing to go back to (at the root, nothing presented).
    func back() -> Bool

    /// Selects a tab by its name.
    /// - Throws: ``RoutingError`` with ``RoutingError/Code/unknownTab``, or
    ///   ``RoutingError/Code/noTabs`` for a feature without tabs (the default).
    func selectTab(named name: String) throws(RoutingError)

    /// The feature's navigation: every change to it goes through its one path.
    var navigator: Navigator<FeatureRoute> { get }

    /// Shows a route a link resolved to, where its pattern says it lands
    /// (``Navigator/open(_:)``), as one change: the default.
    func open(_ route: FeatureRoute)
}

extension FeatureCoordinator {
    /// Shows `route` where its link lands: ``Navigator/open(_:)``.
    public func open(_ route: FeatureRoute) {
        navigator.open(route)
    }

    /// A feature without tabs refuses every tab name.
    public func selectTab(named name: String) throws(RoutingError) {
        throw RoutingError(.noTabs, reason: "this screen has no tabs (asked for \(name))")
    }
}
