import Routing
import RoutingTesting
import Testing

/// The code of `Routing.docc/ObservingNavigation.md`, with the outcomes the article states
/// (`Scripts/docs` checks that every code block of the article appears here).
@Suite @MainActor struct ObservingNavigationTests {
    typealias ShopRoute = GettingStartedTests.ShopRoute

    @Test func observeWithAHandler() {
        let events = NavigationEvents()
        let navigator = Navigator<ShopRoute>(root: .home, events: events)
        var log: [String] = []
        let logging = events.observe([.navigation]) { event in log.append(event.description) }
        navigator.router.push(.addresses)
        navigator.router.back()
        navigator.apply([.push(.cart), .present(.addresses, style: .cover)])
        logging.cancel()
        // log == ["push addresses", "pop to home", "push cart", "present addresses as cover"]
        #expect(
            log == ["push addresses", "pop to home", "push cart", "present addresses as cover"])
        navigator.router.push(.addresses)
        #expect(log.count == 4)
    }

    /// A change is told once it is whole, and a refused one not at all.
    @Test func aChangeIsToldWholeOrNotAtAll() {
        let events = NavigationEvents()
        let navigator = Navigator<ShopRoute>(root: .home, events: events)
        var told: [(String, [ShopRoute])] = []
        let observation = events.observe([.navigation]) { event in
            told.append((event.description, navigator.state.top.routes))
        }
        defer { observation.cancel() }
        navigator.apply([.push(.cart), .push(.addresses)])
        navigator.apply([.push(.item(id: 1)), .replaceRoot(.home), .back])
        #expect(told.map(\.0) == ["push cart", "push addresses"])
        #expect(told.map(\.1) == [[.home, .cart, .addresses], [.home, .cart, .addresses]])
    }

    @Test func iterateAStream() async throws {
        let events = NavigationEvents()
        let lifecycle = SceneLifecycle(events: events) { _ in }
        let reading = Task {
            var breadcrumbs: [String] = []
            for await event in events.stream([.deepLink, .scene]) {
                breadcrumbs.append(event.description)
            }
            return breadcrumbs
        }
        while !events.isListening(to: .scene) { await Task.yield() }
        try lifecycle.connect(SceneID(1))
        events.send(.deepLink(outcome: "opened", pattern: "items/<int:id>", detail: nil))
        reading.cancel()
        #expect(
            await reading.value == ["sceneConnected(scene 1)", "deep link opened: items/<int:id>"])
        while events.isListening(to: .scene) { await Task.yield() }
    }

    @Test func assertNavigationInTests() {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let navigator = Navigator<ShopRoute>(root: .home, events: events)
        navigator.router.push(.item(id: 42))
        navigator.router.present(.addresses).dismissBySystem()
        navigation.expect(
            .push(route: "item(id: 42)"),
            .present(route: "addresses", style: .sheet),
            .dismiss(route: "addresses", by: .system))

        navigation.exhaustivity = .off
        navigator.router.push(.addresses)
        navigator.router.push(.newAddress)
        navigator.router.popToRoot()
        navigation.expect(.pop(to: "home"))
        #expect(navigation.unchecked.isEmpty)
        navigator.router.push(.cart)
        #expect(navigation.unchecked == [.push(route: "cart")])
    }
}
