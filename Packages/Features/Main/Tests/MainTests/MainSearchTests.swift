import FeatureShell
import Main
import Routing
import Testing

@MainActor
@Suite struct MainSearchTests {
    @Test func theSearchTabOffersASearch() async throws {
        let main = await MainHarness()
        try await main.select("search")
        #expect(main.screen.title == "Search")
        #expect(main.actionNames == ["search"])
        #expect(main.screen.action(named: "search")?.parameters == [ActionParameter("q")])
    }

    @Test func searchPushesTheResults() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "Item 42"])
        #expect(
            main.location
                == ScreenLocation(
                    tab: "search", stack: [.search, .searchResults(query: "Item 42")],
                    searching: true))
        #expect(main.screen.title == "Search: Item 42")
        #expect(main.screen.content == ["#42 Item 42: A blue item"])
        #expect(main.actionNames == ["open-item", "search"])
        #expect(main.calls == [.firstItems, .search("Item 42")])
    }

    @Test func listsEveryMatchInIdOrder() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "PINK"])
        #expect(main.screen.content.count == 20)
        #expect(
            main.screen.content.prefix(2) == ["#4 Item 4: A pink item", "#9 Item 9: A pink item"])
    }

    @Test func saysWhenNothingMatches() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "zebra"])
        #expect(main.screen.title == "Search: zebra")
        #expect(main.screen.content == ["No results."])
    }

    @Test func trimsTheQuery() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "  blue \n"])
        #expect(main.location.stack.last == .searchResults(query: "blue"))
        #expect(main.calls.last == .search("blue"))
    }

    @Test func searchesAgainFromTheResults() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.perform("search", ["q": "zebra"])
        #expect(
            main.location.stack
                == [.search, .searchResults(query: "blue"), .searchResults(query: "zebra")])
        await main.back()
        #expect(main.screen.title == "Search: blue")
        #expect(main.calls.suffix(2) == [.search("blue"), .search("zebra")])
    }

    @Test func opensAnItemFromTheResults() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "Item 42"])
        try await main.perform("open-item", ["id": "42"])
        #expect(
            main.location.stack == [.search, .searchResults(query: "Item 42"), .item(id: 42)])
        #expect(main.screen.title == "Item 42")
    }

    @Test(arguments: [
        ([:], RoutingError.Code.missingArgument),
        (["q": ""], .missingArgument),
        (["q": "   "], .missingArgument),
        (["query": "blue"], .unknownArgument),
    ])
    func refusesAMissingQuery(arguments: [String: String], code: RoutingError.Code) async throws {
        let main = await MainHarness()
        try await main.select("search")
        let error = #expect(throws: RoutingError.self) {
            try main.coordinator.screen.perform("search", arguments: arguments)
        }
        #expect(error?.code == code)
        #expect(main.location.stack == [.search])
        #expect(main.calls == [.firstItems])
    }
}
