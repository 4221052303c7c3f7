import Routing

/// What Main knows of one kind of route, declared once: its tab, where it sits there, what
/// analytics calls its screen, and its link. Everything else is derived from these: the deep
/// links and where each lands, the route's URL path (its `description`, the `state` JSON's
/// path), its screen name, and what a restored state may hold (``MainLayout``).
struct MainRouteDeclaration: Sendable {
    /// Where a route sits in its tab.
    enum Placement: Equatable, Sendable {
        /// The root of its tab.
        case tabRoot
        /// Pushed on its tab's stack.
        case pushed
        /// The root of a sheet with its own stack.
        case sheetRoot
        /// Pushed inside the sheet whose root is the given route.
        case inSheet(under: MainRoute)
    }

    let tab: MainTab
    let placement: Placement
    /// The screen's name for analytics: the path without identifiers or queries.
    let screenName: String
    /// The link's template, such as `items/<int:id>`.
    let template: String
    /// Builds the route from the link's typed parameters.
    let route: @Sendable (DeepLinkParameters) throws -> MainRoute
    /// The link's parameters for a route of this kind; `nil` for any other route.
    let parameters: @Sendable (MainRoute) -> DeepLinkParameters?

    /// The declaration of a route without values.
    init(_ route: MainRoute, tab: MainTab, _ placement: Placement, screen: String, link: String) {
        self.init(
            tab: tab, placement: placement, screenName: screen, template: link,
            route: { _ in route }, parameters: { $0 == route ? [:] : nil })
    }

    init(
        tab: MainTab, placement: Placement, screenName: String, template: String,
        route: @escaping @Sendable (DeepLinkParameters) throws -> MainRoute,
        parameters: @escaping @Sendable (MainRoute) -> DeepLinkParameters?
    ) {
        self.tab = tab
        self.placement = placement
        self.screenName = screenName
        self.template = template
        self.route = route
        self.parameters = parameters
    }

    /// The column a route pushed on a tab shown as columns lands in: the one after the
    /// sidebar (home's detail, search's content); `nil` for any other route.
    var column: NavigationColumn? {
        guard placement == .pushed, let layout = tab.columnLayout else { return nil }
        return layout.columns[1]
    }

    /// Where a link to the route lands: its tab, and in a layer over the tab's root for a
    /// sheet's route (at the settings sheet's sizes). A pushed route lands at its place in its
    /// tab's stack, which on a wide screen is its column.
    var landing: LinkLanding<MainRoute> {
        switch placement {
        case .tabRoot, .pushed: .tab(tab.root)
        case .sheetRoot: .layer(over: tab.root, sizing: MainLayout.settingsSizing)
        case .inSheet(let root):
            .layer(over: tab.root, path: [root], sizing: MainLayout.settingsSizing)
        }
    }

    /// The route's link, landing where ``landing`` says.
    var pattern: DeepLinkPattern<MainRoute> {
        DeepLinkPattern(template, landing: landing, route: route, parameters: parameters)
    }

    /// Whether the route lives in a sheet rather than in its tab's stack.
    var isInSheet: Bool {
        switch placement {
        case .sheetRoot, .inSheet: true
        case .tabRoot, .pushed: false
        }
    }
}

extension MainRoute {
    /// Every kind of route Main has, each declared once. A route of a kind missing here has
    /// no link, so it could not be saved (a test walks every case).
    static let declarations: [MainRouteDeclaration] = [
        MainRouteDeclaration(.home, tab: .home, .tabRoot, screen: "home", link: "home"),
        MainRouteDeclaration(
            tab: .home, placement: .pushed, screenName: "item", template: "items/<int:id>",
            route: { parameters in .item(id: try parameters.int("id")) },
            parameters: { route in
                guard case .item(let id) = route else { return nil }
                return ["id": id]
            }),
        MainRouteDeclaration(.search, tab: .search, .tabRoot, screen: "search", link: "search"),
        // A query that is empty once trimmed is refused, and `search` opens the tab instead.
        MainRouteDeclaration(
            tab: .search, placement: .pushed, screenName: "search-results",
            template: "search?q=<string:q>",
            route: { parameters in
                let text = try parameters.string("q")
                do {
                    return try .results(for: text)
                } catch {
                    throw RoutingError(.unconvertibleValue, reason: "query item 'q' is empty")
                }
            },
            parameters: { route in
                guard case .searchResults(let query) = route else { return nil }
                return ["q": query]
            }),
        MainRouteDeclaration(.profile, tab: .profile, .tabRoot, screen: "profile", link: "profile"),
        MainRouteDeclaration(
            .settings, tab: .profile, .sheetRoot, screen: "settings", link: "profile/settings"),
        MainRouteDeclaration(
            .settingsAbout, tab: .profile, .inSheet(under: .settings), screen: "settings-about",
            link: "profile/settings/about"),
    ]

    /// The route's declaration.
    var declaration: MainRouteDeclaration {
        // Every case has one (MainDeepLinkTests walks them); `home`'s would stand in.
        Self.declarations.first { $0.parameters(self) != nil } ?? Self.declarations[0]
    }

    /// Main's links, one per declaration: what writes each route's URL path. Any scheme
    /// would do, the path is the same.
    static let links: DeepLinkTable<MainRoute> = {
        var table = DeepLinkTable<MainRoute>(scheme: "main")
        for pattern in MainDeepLinks.patterns { try? table.register(pattern) }
        return table
    }()
}
