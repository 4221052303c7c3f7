import Main
import Observation
import Routing
import RoutingTesting
import Testing

/// A SwiftUI view reading a model re-renders when what it read changes: Observation tracks
/// every model's state.
@MainActor
@Suite struct ModelObservationTests {
    @Test func retryingTheHomeChangesItsItems() async throws {
        let main = await MainHarness(failure: HomeModelTests.offline)
        let home = try main.model(.home, as: HomeModel.self)
        main.catalog.failure = nil
        let changed = observing { _ = home.items }
        home.retry()
        #expect(changed.isSet)
    }

    @Test func anItemArrivingChangesItsContent() async throws {
        let main = await MainHarness()
        try main.model(.home, as: HomeModel.self).openItem(id: 5)
        let item = try main.model(.item(id: 5), as: ItemModel.self)
        let changed = observing { _ = item.content }
        #expect(!changed.isSet)
        await main.settle()
        #expect(changed.isSet)
        #expect(item.content == .loaded(ItemCatalog.item(5)))
    }

    @Test func searchingChangesTheQueryThenTheResults() async throws {
        let main = await MainHarness()
        let search = try main.model(.search, as: SearchModel.self)
        let queryChanged = observing { _ = search.query }
        search.search("gold")
        #expect(queryChanged.isSet)
        let results = try main.model(.searchResults(query: "gold"), as: SearchResultsModel.self)
        let answered = observing { _ = results.isSearching }
        await main.settle()
        #expect(answered.isSet)
    }

    @Test func anotherModelChangingIsNotNotified() async throws {
        let main = await MainHarness()
        let home = try main.model(.home, as: HomeModel.self)
        let changed = observing { _ = home.items }
        home.openItem(id: 8)
        await main.settle()
        #expect(!changed.isSet)
    }

    @Test func openingSettingsChangesWhatTheProfilePresents() async throws {
        let main = await MainHarness()
        main.navigator.selectedTab = .profile
        let changed = observing {
            _ = main.navigator.router(for: .profile)?.presented
        }
        try main.model(.profile, as: ProfileModel.self).openSettings()
        #expect(changed.isSet)
    }

    /// The navigator is observed part by part: a view of another tab is not told.
    @Test func openingSettingsLeavesAViewOfAnotherTabAlone() async throws {
        let main = await MainHarness()
        main.navigator.selectedTab = .profile
        let home = try #require(main.navigator.router(for: .home))
        let changed = observing {
            _ = home.stack
            _ = home.presented
        }
        try main.model(.profile, as: ProfileModel.self).openSettings()
        #expect(!changed.isSet)
        #expect(main.navigator.router(for: .profile)?.presented != nil)
    }
}
