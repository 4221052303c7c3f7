import Main
import Routing
import RoutingTesting
import Testing

/// Main's navigation, asserted event by event with `NavigationRecorder`: how a feature's
/// tests check exactly what its screens did, no more and no less.
@MainActor
@Suite struct MainNavigationEventTests {
    @Test func openingAnItemAndGoingBackIsAPushThenABack() async throws {
        let main = await MainHarness()
        let navigation = NavigationRecorder(main.navigationEvents)
        try await main.perform("open-item", ["id": "3"])
        _ = await main.back()
        navigation.expect(.push(route: "/items/3"), .pop(to: "/home"))
    }

    @Test func reselectingATabPopsItToItsRoot() async throws {
        let main = await MainHarness()
        let navigation = NavigationRecorder(main.navigationEvents)
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "42"])
        try await main.select("search")
        navigation.expect(
            .selectTab("/search"), .search(active: true), .push(route: "/search?q=blue"),
            .push(route: "/items/42"), .pop(to: "/search"))
    }

    @Test func aDeepLinkRebuildsTheStackNonExhaustively() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("settings")
        try await main.select("home")
        try await main.perform("open-item", ["id": "1"])
        let navigation = NavigationRecorder(main.navigationEvents, exhaustivity: .off)
        await main.open(.item(id: 9))
        // Only what matters here: the home tab's stack is the linked item's (the settings
        // sheet closing in the profile tab is left out).
        navigation.expect(.setPath(["/items/9"]))
    }
}
