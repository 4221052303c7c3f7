/// Where a link's route lands, declared once with its pattern (``DeepLinkPattern``): which tab,
/// the routes under it, and whether it shows in a layer. How it lands is one function,
/// ``commands(for:in:)``, which a ``Navigator`` applies as one change
/// (``Navigator/open(_:)``): the app writes no switch of its own.
///
/// ```swift
/// let about = DeepLinkPattern<ShopRoute>(
///     "settings/about", landing: .layer(over: .profile, path: [.settings]),
///     route: .about)
/// let commands = about.landing.commands(for: .about, in: navigator.state)
/// // [.dismissAll, .select(.profile), .popToRoot, .present(.settings), .push(.about)]
/// ```
public struct LinkLanding<R: Route>: Hashable, Sendable {
    /// The root of the tab it lands in; `nil` for the tab on screen.
    public let tab: R?
    /// The routes between the tab's root (or the layer's root) and the route.
    public let path: [R]
    /// The layer it shows in, over the tab's root; `nil` for the tab's own stack.
    public let layer: PresentationStyle?
    /// The sizes of that layer's sheet; `nil` for the system's.
    public let sizing: SheetSizing?
    /// Whether the route becomes the stack's root (a navigation without tabs whose screens
    /// replace each other, such as signing in).
    public let replacesRoot: Bool

    /// In the stack of the tab whose root is `tab`, above `path`: a link closes every layer,
    /// selects the tab and makes its stack its root, `path`, then the route (or only the root,
    /// for the root itself).
    public static func tab(_ tab: R, path: [R] = []) -> Self {
        Self(tab: tab, path: path, layer: nil, sizing: nil, replacesRoot: false)
    }

    /// In a layer over the root of the tab whose root is `tab` (the tab on screen if `nil`):
    /// a link closes every layer, selects the tab, pops it to its root and presents `path`,
    /// then the route, in one layer of `style`, at `sizing`'s sizes.
    public static func layer(
        over tab: R?, path: [R] = [], style: PresentationStyle = .sheet,
        sizing: SheetSizing? = nil
    ) -> Self {
        Self(tab: tab, path: path, layer: style, sizing: sizing, replacesRoot: false)
    }

    /// As the root of the stack on screen: a link closes every layer and makes the route the
    /// stack's only route.
    public static var root: Self {
        Self(tab: nil, path: [], layer: nil, sizing: nil, replacesRoot: true)
    }

    /// In the stack of the tab on screen: a link closes every layer and makes the stack its
    /// root then the route. What a pattern lands as when it declares nothing.
    public static var selectedTab: Self {
        Self(tab: nil, path: [], layer: nil, sizing: nil, replacesRoot: false)
    }

    /// The commands that show `route` here, from `navigation` as it is: close every layer of
    /// every tab, select the tab, then make its stack (or its layer) show the route.
    public func commands(for route: R, in navigation: Navigation<R>) -> [NavigationCommand<R>] {
        var commands: [NavigationCommand<R>] = [.dismissAll]
        if let tab { commands.append(.select(tab)) }
        guard !replacesRoot else { return commands + [.replaceRoot(route)] }
        let root = tab ?? navigation.selectedTab
        guard let style = layer else {
            return commands + [.setPath(route == root ? [] : path + [route])]
        }
        let stack = path + [route]
        return commands + [.popToRoot, .present(stack[0], style: style, sizing: sizing)]
            + stack.dropFirst().map { .push($0) }
    }

    /// This landing for routes of another type.
    func map<T: Route>(_ forward: (R) -> T) -> LinkLanding<T> {
        LinkLanding<T>(
            tab: tab.map(forward), path: path.map(forward), layer: layer, sizing: sizing,
            replacesRoot: replacesRoot)
    }
}
