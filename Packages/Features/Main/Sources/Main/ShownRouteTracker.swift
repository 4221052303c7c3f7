import Analytics
import Routing

/// The route on screen in one scene, noted once each time it changes: reported to analytics
/// as viewed, and what it shows starts loading. On a wide screen showing a tab's columns, or
/// a route with its inspector beside it, the route of each column is on screen and loads; the
/// last one is reported.
///
/// Every change reaches the navigator through its one path, and the navigator tells its owner
/// once per change (``Navigator/onChange``): so a deep link, a tab tapped again, a binding a
/// view writes back and a model's action are all noted alike, each once, when it is applied.
@MainActor
final class ShownRouteTracker {
    private let navigator: Navigator<MainRoute>
    private let analytics: any AnalyticsClient
    private let models: MainModels
    private var shown: [MainRoute] = []

    /// Whether routes are noted: between ``start()`` and ``stop()``.
    private(set) var isActive = false

    init(navigator: Navigator<MainRoute>, analytics: any AnalyticsClient, models: MainModels) {
        self.navigator = navigator
        self.analytics = analytics
        self.models = models
    }

    /// The route on top of the selected tab's topmost stack; on a compact screen, its
    /// inspector while open, which shows over it.
    var route: MainRoute {
        let top = navigator.state.top
        if navigator.isCompact, let inspector = top.inspector { return inspector }
        return top.routes.last ?? navigator.state.selectedTab
    }

    /// On a wide screen, the selected tab's columns (`nil` for a column that shows nothing),
    /// when the tab has columns and nothing is presented over them; `nil` otherwise.
    var tabColumns: [MainRoute?]? {
        let navigation = navigator.state
        let tab = navigation.tabs[navigation.selectedIndex]
        guard !navigator.isCompact, tab.stacks.count == 1,
            let layout = MainTab(root: tab.root)?.columnLayout
        else { return nil }
        let routes = tab.stacks[0].routes
        return layout.columns.map { column in
            let positions = layout.positions(of: column)
            guard positions.lowerBound < routes.count else { return nil }
            return column == .detail ? routes.last : routes[positions.lowerBound]
        }
    }

    /// On a wide screen, what shows side by side: the tab's columns, or the route on top,
    /// then the inspector beside them while it is open. `nil` when one screen shows.
    var columns: [MainRoute?]? {
        guard !navigator.isCompact else { return nil }
        let inspector: [MainRoute?] = navigator.state.top.inspector.map { [$0] } ?? []
        guard let columns = tabColumns else { return inspector.isEmpty ? nil : [route] + inspector }
        return columns + inspector
    }

    /// The routes on screen: each column's and the inspector's, or the one route.
    var routes: [MainRoute] { columns.map { $0.compactMap { $0 } } ?? [route] }

    /// Starts noting, with the route on screen now.
    func start() {
        isActive = true
        note()
    }

    func stop() {
        isActive = false
    }

    /// Notes the routes on screen if they changed since the last note: the last one is
    /// reported as viewed, each starts loading.
    func note() {
        guard isActive else { return }
        let routes = routes
        guard routes != shown else { return }
        if let route = routes.last, route != shown.last {
            analytics.track(.screenViewed(route.screenName))
        }
        shown = routes
        for route in routes { models.load(route) }
    }
}
