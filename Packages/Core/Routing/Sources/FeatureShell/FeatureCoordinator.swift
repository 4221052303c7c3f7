public import Routing

/// What the App drives of a running feature in one scene.
///
/// A feature's coordinator is internal to the feature; its factory returns it behind this
/// protocol, so the App can show its screen, go back, switch tabs and show a deep link's
/// route (through ``navigator``'s `Navigator.open(_:)`, where the route's pattern lands it)
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
    /// - Throws: `RoutingError` with `RoutingError.Code.unknownTab`, or
    ///   `RoutingError.Code.noTabs` for a feature without tabs (the default).
    func selectTab(named name: String) throws(RoutingError)

    /// The feature's navigation: every change to it goes through its one path, a link's
    /// route too (`Navigator.open(_:)`, where the route's pattern lands it).
    var navigator: Navigator<FeatureRoute> { get }
}

extension FeatureCoordinator {
    /// A feature without tabs refuses every tab name.
    public func selectTab(named name: String) throws(RoutingError) {
        throw RoutingError(.noTabs, reason: "this screen has no tabs (asked for \(name))")
    }
}
