import Main
import Routing
import Testing

/// `model(for:)` gives a view the same model for the same route while the navigation lives.
@MainActor
@Suite struct ModelIdentityTests {
    @Test(arguments: [
        (MainRoute.home, "HomeModel"), (.item(id: 42), "ItemModel"), (.search, "SearchModel"),
        (.searchResults(query: "blue"), "SearchResultsModel"), (.profile, "ProfileModel"),
        (.settings, "SettingsModel"), (.settingsAbout, "AboutModel"),
    ])
    func eachRouteHasItsOwnKindOfModelAndKeepsIt(route: MainRoute, kind: String) async {
        let main = await MainHarness()
        let first = main.coordinator.model(for: route)
        #expect("\(type(of: first.object))" == kind)
        #expect(main.coordinator.model(for: route).identity == first.identity)
    }

    @Test func eachItemAndEachQueryHasItsOwnModel() async {
        let main = await MainHarness()
        let model = { (route: MainRoute) in main.coordinator.model(for: route).identity }
        #expect(model(.item(id: 1)) != model(.item(id: 2)))
        #expect(model(.searchResults(query: "a")) != model(.searchResults(query: "b")))
    }

    @Test func aModelOutlivesItsRouteLeavingTheStack() async throws {
        let main = await MainHarness()
        let home = try main.model(.home, as: HomeModel.self)
        home.openItem(id: 3)
        await main.settle()
        let item = try main.model(.item(id: 3), as: ItemModel.self)
        main.navigator.selectedTab = .home
        home.openItem(id: 3)
        await main.settle()
        #expect(main.coordinator.model(for: .item(id: 3)).identity == ObjectIdentifier(item))
        #expect(main.calls == [.firstItems, .item(3)])
    }

    @Test func anotherNavigationHasItsOwnModels() async {
        let main = await MainHarness()
        let other = main.feature.makeCoordinator(onSignOut: {}, onSessionExpired: {})
        #expect(other.model(for: .home).identity != main.coordinator.model(for: .home).identity)
    }
}
