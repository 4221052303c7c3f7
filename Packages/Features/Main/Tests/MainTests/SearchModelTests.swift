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
        search.search(text)
        #expect(search.refusal == .blankQuery)
        #expect(search.refusal?.description == "Type something to search for.")
        await main.settle()
        #expect(search.query == "typing")
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search], searching: true))
        #expect(main.calls == [.firstItems])
    }

    @Test func searchingPushesTheResultsForTheTrimmedQuery() async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        search.search("  blue \n")
        #expect(search.refusal == nil)
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
        search.search("zebra")
        await main.settle()
        let results = try main.model(.searchResults(query: "zebra"), as: SearchResultsModel.self)
        #expect(results.results == .loaded([]))
    }

    @Test func theResultsSearchAgainAndOpenItems() async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        search.search("blue")
        await main.settle()
        let results = try main.model(.searchResults(query: "blue"), as: SearchResultsModel.self)
        results.search(" ")
        #expect(results.refusal == .blankQuery)
        results.search("Item 42")
        #expect(results.refusal == nil)
        results.openItem(id: 42)
        #expect(results.refusal == nil)
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
        search.search("pink")
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

    /// A full tab is not a blank query: each refusal says what it is, and the next search
    /// that goes through clears it.
    @Test func aFullTabIsRefusedInItsOwnWords() async throws {
        let main = await MainHarness()
        let search = try await main.tab(.search, as: SearchModel.self)
        for query in 1..<Navigation<MainRoute>.maximumRoutes {
            try await main.perform("search", ["q": "Item \(query)"])
        }
        let before = main.location

        search.search("blue")
        guard case .tabFull(let error) = search.refusal else {
            Issue.record("not refused as a full tab: \(String(describing: search.refusal))")
            return
        }
        #expect(error.code == .stackTooDeep)
        #expect(search.refusal?.description.hasPrefix("This tab holds 32 screens") == true)
        #expect(search.refusal?.description != SearchError.blankQuery.description)
        #expect(main.location == before)

        #expect(await main.back())
        search.search("blue")
        #expect(search.refusal == nil)
    }

    @Test func aFullTabRefusesAnItemFromTheResultsToo() async throws {
        let main = await MainHarness()
        try await main.select("search")
        for query in 1..<Navigation<MainRoute>.maximumRoutes {
            try await main.perform("search", ["q": "Item \(query)"])
        }
        let last = Navigation<MainRoute>.maximumRoutes - 1
        let results = try main.model(
            .searchResults(query: "Item \(last)"), as: SearchResultsModel.self)

        results.openItem(id: 7)
        guard case .tabFull(let error) = results.refusal else {
            Issue.record("not refused: \(String(describing: results.refusal))")
            return
        }
        #expect(error.code == .stackTooDeep)
    }
}
