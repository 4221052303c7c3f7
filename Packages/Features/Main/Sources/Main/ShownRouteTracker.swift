import Analytics
import FeatureShell
import Observation
import Routing

/// The route on screen in one scene, noted once each time it changes: reported to
/// analytics as viewed, and what it shows starts loading.
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
    private let analytics: any AnalyticsClient
    private let work: BackgroundWork
    private let models: MainModels
    private var shown: MainRoute?
    private var batching = 0
    private var isObserving = false

    /// Whether routes are noted: between ``start()`` and ``stop()``.
    private(set) var isActive = false

    init(
        tabs: TabRouter<MainTab, MainRoute>, analytics: any AnalyticsClient,
        work: BackgroundWork, models: MainModels
    ) {
        self.tabs = tabs
        self.analytics = analytics
        self.work = work
        self.models = models
    }

    /// The route on screen: the top of the selected tab's topmost layer.
    var route: MainRoute { tabs.selectedRouter.topmostRouter.stack.last ?? tabs.selected.root }

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
        let route = route
        guard route != shown else { return }
        shown = route
        analytics.track(.screenViewed(route.screenName))
        models.load(route)
    }

    /// Watches what ``route`` reads (the selected tab, the layers, the top stack) until its
    /// next change.
    private func observe() {
        guard isActive, !isObserving else { return }
        isObserving = true
        withObservationTracking {
            _ = route
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
