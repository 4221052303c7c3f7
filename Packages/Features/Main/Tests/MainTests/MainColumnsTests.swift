import FeatureShell
import Main
import Routing
import RoutingTesting
import Testing

/// On a wide screen, home shows its list beside an item and search its results beside an
/// item; the navigation is the same in either width, only how it is shown changes.
@MainActor
@Suite struct MainColumnsTests {
    @Test func homeAndSearchHaveColumnsAndTheProfileDoesNot() async {
        let main = await MainHarness()
        #expect(main.coordinator.columns(for: .home)?.layout == .doubleColumn)
        #expect(main.coordinator.columns(for: .search)?.layout == .tripleColumn)
        #expect(main.coordinator.columns(for: .profile) == nil)
        #expect(main.coordinator.isCompact)
    }

    @Test func aWideScreenShowsTheListBesideTheItem() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        #expect(main.screen.title == "Item 3")
        main.coordinator.setCompact(false)
        await main.settle()
        #expect(!main.coordinator.isCompact)
        #expect(main.screen.title == "Home | Item 3")
        #expect(main.screen.content.first == "[Home]")
        #expect(main.screen.content.suffix(2) == ["[Item 3]", "A gold item"])
        #expect(main.coordinator.columns(for: .home)?.detail == [.item(id: 3)])
        main.coordinator.setCompact(true)
        #expect(main.screen.title == "Item 3", "the same navigation as one stack again")
    }

    @Test func anItemChosenInTheListReplacesTheOneBesideIt() async throws {
        let main = await MainHarness()
        main.coordinator.setCompact(false)
        try await main.perform("open-item", ["id": "3"])
        try await main.perform("open-item", ["id": "4"])
        #expect(main.location.stack == [.home, .item(id: 4)])
        #expect(main.screen.title == "Home | Item 4")
    }

    @Test func searchShowsItsResultsBesideAnItem() async throws {
        let main = await MainHarness()
        main.coordinator.setCompact(false)
        try await main.select("search")
        #expect(main.screen.title == "Search | Nothing selected | Nothing selected")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("open-item", ["id": "2"])
        #expect(main.screen.title == "Search | Search: blue | Item 2")
        #expect(main.location.stack == [.search, .searchResults(query: "blue"), .item(id: 2)])
        #expect(main.calls == [.firstItems, .search("blue"), .item(2)])
    }

    @Test(arguments: [true, false])
    func aLinkLandsInItsColumnInEitherWidth(compact: Bool) async throws {
        let main = await MainHarness()
        main.coordinator.setCompact(compact)
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.select("profile")
        try await main.perform("settings")
        await main.show(.item(id: 9), policy: .detailColumn)
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 9)]))
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        await main.show(.searchResults(query: "red"), policy: .contentColumn)
        #expect(main.location.stack == [.search, .searchResults(query: "red")])
        main.coordinator.setCompact(!compact)
        #expect(main.location.stack == [.search, .searchResults(query: "red")])
    }

    @Test func aLinkIsOneChangeOfWhatItTouches() async throws {
        let main = await MainHarness()
        let navigation = NavigationRecorder(main.navigationEvents)
        await main.show(.item(id: 9), policy: .detailColumn)
        navigation.expect(.showInColumn(route: "/items/9", column: "detail"))
    }

    @Test func aWideScreenLoadsWhatEachColumnShows() async throws {
        let main = await MainHarness()
        main.coordinator.restore(
            TabsState(
                selected: .search,
                tabs: [
                    TabEntry(
                        tab: .search,
                        state: RouterState(
                            stack: [.search, .searchResults(query: "blue"), .item(id: 5)]))
                ]))
        await main.settle()
        #expect(main.calls == [.firstItems, .item(5)], "compact: only the item is on screen")
        main.coordinator.setCompact(false)
        await main.settle()
        #expect(main.calls == [.firstItems, .item(5), .search("blue")])
        #expect(main.screen.title == "Search | Search: blue | Item 5")
    }
}
