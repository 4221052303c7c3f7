import FeatureShell
import Main
import Routing
import Testing

/// Search and its results through the typed models only.
@MainActor
@Suite struct SearchModelTests {
    @Test(arguments: ["", "   ", "\n\t "])
    func aBlankQueryIsRefused(text: String) async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        search.query = "typing"
        #expect(throws: SearchError.blankQuery) { try search.search(text) }
        await main.settle()
        #expect(search.query == "typing")
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search]))
        #expect(main.calls == [.firstItems])
    }

    @Test func searchingPushesTheResultsForTheTrimmedQuery() async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        try search.search("  blue \n")
        #expect(search.query == "blue")
        #expect(main.location.stack == [.search, .searchResults(query: "blue")])
        let results = try main.model(.searchResults(query: "blue"), as: SearchResultsModel.self)
        #expect(results.query == "blue")
        #expect(results.isSearching)
        await main.settle()
        #expect(!results.isSearching)
        let found = try #require(results.results.value)
        #expect(found.count == 20)
        #expect(found.allSatisfy { $0.summary == "A blue item" })
        #expect(main.calls == [.firstItems, .search("blue")])
    }

    @Test func nothingMatchingIsLoadedAndEmpty() async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        try search.search("zebra")
        await main.settle()
        let results = try main.model(.searchResults(query: "zebra"), as: SearchResultsModel.self)
        #expect(results.results == .loaded([]))
    }

    @Test func theResultsSearchAgainAndOpenItems() async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        try search.search("blue")
        await main.settle()
        let results = try main.model(.searchResults(query: "blue"), as: SearchResultsModel.self)
        #expect(throws: SearchError.blankQuery) { try results.search(" ") }
        try results.search("Item 42")
        try results.openItem(id: 42)
        await main.settle()
        #expect(
            main.location.stack == [
                .search, .searchResults(query: "blue"), .searchResults(query: "Item 42"),
                .item(id: 42),
            ])
        #expect(main.calls.suffix(3) == [.search("blue"), .search("Item 42"), .item(42)])
    }

    @Test func aFailedSearchIsATypedFailureAndRetrySearchesAgain() async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        let failure = MainFailureTests.failures[2]
        main.catalog.failure = failure
        try search.search("pink")
        await main.settle()
        let results = try main.model(.searchResults(query: "pink"), as: SearchResultsModel.self)
        #expect(results.results == .failed(failure))
        #expect(!results.isSearching)
        main.catalog.failure = nil
        results.retry()
        #expect(results.isSearching)
        await main.settle()
        #expect(results.results.value?.first == ItemCatalog.item(4))
    }
}
