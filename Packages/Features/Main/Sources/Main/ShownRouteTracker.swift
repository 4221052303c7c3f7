import Analytics
import FeatureShell
import Observation
import Routing

/// The route on screen in one scene, noted once each time it changes: reported to
/// analytics as viewed, and what it shows starts loading. On a wide screen showing a tab's
/// columns, the route of each column is on screen and loads; the last one is reported.
///
/// Changes arrive two ways, and both count:
/// - The coordinator's own navigation (deep links, `back()`, `selectTab(named:)`, the
///   models' actions) runs inside ``batch(_:)``, which notes the route it ends on at once,
///   so only that route is reported, however many steps it took, and its load has begun
///   when the call returns.
/// - Changes made on the routers directly, as SwiftUI bindings make them (`TabView`
///   calling `tabs.select`, `NavigationStack(path:)` setting `Router.path`, a sheet
///   dismissed by the system), are seen by observing what the visible route is read from,
///   and noted right after the change as tracked work (callers wait with
///   `BackgroundWork.settle()`). Observing, rather than giving views Main-only methods to
///   go through, catches every way a router can change, including ways a view author did
///   not think of, and keeps `tabs` and `Router.path` the plain bindings they are.
///
/// A route noted by one way is not noted again by the other: it is compared with the last
/// one noted.
@MainActor
final class ShownRouteTracker {
    private let tabs: TabRouter<MainTab, MainRoute>
    private let columnRouters: [MainTab: ColumnRouter<MainRoute>]
    private let analytics: any AnalyticsClient
    private let work: BackgroundWork
    private let models: MainModels
    private var shown: [MainRoute] = []
    private var batching = 0
    private var isObserving = false

    /// Whether routes are noted: between ``start()`` and ``stop()``.
    private(set) var isActive = false

    init(
        tabs: TabRouter<MainTab, MainRoute>, columns: [MainTab: ColumnRouter<MainRoute>],
        analytics: any AnalyticsClient, work: BackgroundWork, models: MainModels
    ) {
        self.tabs = tabs
        columnRouters = columns
        self.analytics = analytics
        self.work = work
        self.models = models
    }

    /// The route on screen: the top of the selected tab's topmost layer.
    var route: MainRoute { tabs.selectedRouter.topmostRouter.stack.last ?? tabs.selected.root }

    /// What each column shows on a wide screen, leading first (the detail's top route, `nil`
    /// for a column that shows nothing), when the selected tab shows columns and nothing is
    /// presented over them; `nil` otherwise.
    var columns: [MainRoute?]? {
        guard let columns = columnRouters[tabs.selected], !columns.isCollapsed,
            tabs.selectedRouter.presentedRouter == nil
        else { return nil }
        let sidebar: [MainRoute?] = [columns.sidebar]
        let content: [MainRoute?] = columns.layout == .tripleColumn ? [columns.content] : []
        return sidebar + content + [columns.detail.last]
    }

    /// The routes on screen: each column's, or the one route.
    private var routes: [MainRoute] { columns.map { $0.compactMap { $0 } } ?? [route] }

    /// Notes the route on screen, then every route that comes on screen.
    func start() {
        isActive = true
        observe()
        note()
    }

    /// Notes nothing more, and loads nothing more, until started again.
    func stop() {
        isActive = false
    }

    /// Applies `change`, then notes the route it left on screen, once.
    func batch(_ change: () -> Void) {
        batching += 1
        change()
        batching -= 1
        note()
    }

    /// Reports and loads the route on screen if it changed since it was last noted. Inside
    /// a ``batch(_:)`` it waits for the batch to end.
    func note() {
        guard batching == 0, isActive else { return }
        let routes = routes
        guard routes != shown else { return }
        if let route = routes.last, route != shown.last {
            analytics.track(.screenViewed(route.screenName))
        }
        shown = routes
        for route in routes { models.load(route) }
    }

    /// Watches what the routes on screen are read from (the selected tab, the layers, the top
    /// stack, the columns) until its next change.
    private func observe() {
        guard isActive, !isObserving else { return }
        isObserving = true
        withObservationTracking {
            _ = routes
        } onChange: { [weak self] in
            // Routers are main-actor objects, so their changes (and this call, made as a
            // change begins) happen on the main actor.
            MainActor.assumeIsolated { self?.routersChanging() }
        }
    }

    /// Called as a change begins, before it is applied: notes the route once it is.
    private func routersChanging() {
        work.start("main.shown") { [weak self] in
            guard let self else { return }
            isObserving = false
            observe()
            note()
        }
    }
}
