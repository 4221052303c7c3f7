import Routing
import RoutingTesting
import Testing

/// The code of `Routing.docc/ObservingNavigation.md`, with the outcomes the article states.
@Suite @MainActor struct NavigationEventsArticleTests {
    typealias ShopRoute = GettingStartedTests.ShopRoute

    @Test func observeWithAHandler() {
        let events = NavigationEvents()
        let router = Router<ShopRoute>(root: .home, events: events)
        var log: [String] = []
        let logging = events.observe([.navigation]) { event in log.append(event.description) }
        router.push(.addresses)
        router.back()
        logging.cancel()
        // log == ["push addresses", "back to home"]
        #expect(log == ["push addresses", "back to home"])
        router.push(.addresses)
        #expect(log.count == 2)
    }

    @Test func iterateAStream() async throws {
        let events = NavigationEvents()
        let lifecycle = SceneLifecycle(events: events) { _ in }
        let started = AsyncStream.makeStream(of: Void.self)
        let reading = Task {
            var breadcrumbs: [String] = []
            started.continuation.yield()
            for await event in events.stream([.deepLink, .scene]) {
                breadcrumbs.append(event.description)
            }
            return breadcrumbs
        }
        for await _ in started.stream { break }
        await Task.yield()
        try lifecycle.connect(SceneID(1))
        try await Task.sleep(for: .milliseconds(50))
        reading.cancel()
        #expect(await reading.value == ["sceneConnected(scene 1)"])
    }

    @Test func assertNavigationInTests() {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let router = Router<ShopRoute>(root: .home, events: events)
        router.push(.item(id: 42))
        router.present(.addresses, style: .sheet(ownStack: true)).dismissBySystem()
        navigation.expect(
            .push(route: "item(id: 42)"),
            .present(route: "addresses", style: .sheet(ownStack: true)),
            .dismiss(route: "addresses", by: .system))

        navigation.exhaustivity = .off
        router.push(.addresses)
        router.push(.newAddress)
        router.popToRoot()
        navigation.expect(.popTo("home"))
    }
}
