import FeatureShell
import Main
import Routing
import Testing

/// What was loaded stays on screen when loading it again fails, with a warning; the success
/// that follows a failure clears it; a missing item says it was not found.
@MainActor
@Suite struct MainRefreshTests {
    @Test(arguments: MainFailureTests.failures)
    func aListThatFailsToLoadAgainIsKeptWithAWarning(failure: MainError) async throws {
        let main = await MainHarness()
        try await main.select("search")
        main.coordinator.refreshWhenShown()
        main.catalog.failure = failure
        try await main.select("home")
        #expect(main.screen.content.count == 21)
        #expect(main.screen.content.first == "#1 Item 1: A green item")
        #expect(main.screen.content.last == "Warning: \(MainText.outOfDate(failure))")
        #expect(main.actionNames == ["open-item", "retry"])
        let home = try main.model(.home, as: HomeModel.self)
        #expect(home.items.value?.count == 20)
        #expect(home.items.failure == failure)

        main.catalog.failure = nil
        try await main.perform("retry")
        #expect(main.screen.content.count == 20)
        #expect(!main.screen.content.contains { $0.hasPrefix("Warning:") })
        #expect(main.actionNames == ["open-item"])
        #expect(home.items.failure == nil)
    }

    @Test func searchResultsSwitchedAwayFromOfflineAreKept() async throws {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        let results = main.screen.content
        try await main.select("home")
        main.coordinator.refreshWhenShown()
        main.catalog.failure = MainFailureTests.failures[0]
        try await main.select("search")
        #expect(Array(main.screen.content.dropLast()) == results)
        #expect(main.screen.content.last?.hasPrefix("Warning: This may be out of date.") == true)
    }

    @Test func anItemThatFailsToLoadAgainIsKeptWithAWarning() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "9"])
        await main.back()
        main.coordinator.refreshWhenShown()
        main.catalog.failure = MainFailureTests.failures[2]
        try await main.perform("open-item", ["id": "9"])
        #expect(main.screen.title == "Item 9")
        #expect(
            main.screen.content == [
                "A pink item",
                "Warning: This may be out of date. RootSwitch is down for maintenance.",
            ])
        let item = try main.model(.item(id: 9), as: ItemModel.self)
        #expect(item.content == .refreshFailed(ItemCatalog.item(9), MainFailureTests.failures[2]))
        main.catalog.failure = nil
        try await main.perform("retry")
        #expect(main.screen.content == ["A pink item"])
    }

    @Test func anItemDeletedMeanwhileIsNotFoundRatherThanKept() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "9"])
        await main.back()
        main.coordinator.refreshWhenShown()
        main.catalog.delete(9)
        try await main.perform("open-item", ["id": "9"])
        #expect(main.screen.title == "Item not found")
        #expect(main.screen.content == ["Item 9 was not found."])
        #expect(main.actionNames == ["ok"])
    }

    @Test(arguments: [0, -1, 99_999])
    func anItemThatNeverExistedIsNotFound(id: Int) async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "\(id)"])
        #expect(main.screen.content == ["Item \(id) was not found."])
    }
}
