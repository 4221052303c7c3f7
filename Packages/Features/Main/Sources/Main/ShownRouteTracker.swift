import Analytics
import Routing

/// The route on screen in one scene, noted once each time it changes: reported to
/// analytics as viewed, and what it shows starts loading.
///
/// The coordinator's navigation (deep links, `back()`, `selectTab(named:)`, the models'
/// actions) runs inside ``batch(_:)``, which notes the route it ends on at once, so only
/// that route is reported, however many steps it took, and its load has begun when the
/// call returns.
@MainActor
final class ShownRouteTracker {
    private let tabs: TabRouter<MainTab, MainRoute>
    private let analytics: any AnalyticsClient
    private let models: MainModels
    private var shown: MainRoute?
    private var batching = 0

    /// Whether routes are noted: between ``start()`` and ``stop()``.
    private(set) var isActive = false

    init(tabs: TabRouter<MainTab, MainRoute>, analytics: any AnalyticsClient, models: MainModels) {
        self.tabs = tabs
        self.analytics = analytics
        self.models = models
    }

    /// The route on screen: the top of the selected tab's topmost layer.
    var route: MainRoute { tabs.selectedRouter.topmostRouter.stack.last ?? tabs.selected.root }

    /// Notes the route on screen, then every route that comes on screen.
    func start() {
        isActive = true
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
        let route = route
        guard route != shown else { return }
        shown = route
        analytics.track(.screenViewed(route.screenName))
        models.load(route)
    }
}
