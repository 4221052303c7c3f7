import Main
import Routing
import Testing

/// An item's screen through its typed model only.
@MainActor
@Suite struct ItemModelTests {
    @Test func knowsItsIdBeforeTheItemLoads() async throws {
        let main = await MainHarness()
        try main.model(.home, as: HomeModel.self).openItem(id: 7)
        let item = try main.model(.item(id: 7), as: ItemModel.self)
        #expect(item.id == 7)
        #expect(item.content == .loading)
        await main.settle()
        #expect(item.content == .loaded(ItemCatalog.item(7)))
    }

    @Test func aDeletedItemIsMissing() async throws {
        let main = await MainHarness()
        main.catalog.delete(42)
        try main.model(.home, as: HomeModel.self).openItem(id: 42)
        await main.settle()
        #expect(
            try main.model(.item(id: 42), as: ItemModel.self).content
                == .missing(.itemNotFound(42)))
        #expect(main.expiries.count == 0)
    }

    @Test(arguments: MainFailureTests.failures)
    func aFailedLoadIsATypedFailureAndRetryLoadsIt(failure: MainError) async throws {
        let main = await MainHarness()
        main.catalog.failure = failure
        try main.model(.home, as: HomeModel.self).openItem(id: 9)
        await main.settle()
        let item = try main.model(.item(id: 9), as: ItemModel.self)
        #expect(item.content == .failed(failure))
        main.catalog.failure = nil
        item.retry()
        await main.settle()
        #expect(item.content == .loaded(ItemCatalog.item(9)))
    }

    @Test func refreshingKeepsTheItemAndTheModelAndLoadsAgainWhenShown() async throws {
        let main = await MainHarness()
        let home = try main.model(.home, as: HomeModel.self)
        home.openItem(id: 3)
        await main.settle()
        let item = try main.model(.item(id: 3), as: ItemModel.self)
        #expect(main.coordinator.back())
        main.coordinator.refreshWhenShown()
        #expect(item.content == .loaded(ItemCatalog.item(3)))
        #expect(home.items.value?.count == 20)
        home.openItem(id: 3)
        await main.settle()
        #expect(main.coordinator.model(for: .item(id: 3)).identity == ObjectIdentifier(item))
        #expect(item.content == .loaded(ItemCatalog.item(3)))
        #expect(main.calls == [.firstItems, .item(3), .item(3)])
    }

    /// The title a screen shows is the model's: the item's once loaded, `Item 7` before.
    @Test func theTitleIsTheItemsOnceLoaded() async throws {
        let main = await MainHarness()
        try main.model(.home, as: HomeModel.self).openItem(id: 7)
        let item = try main.model(.item(id: 7), as: ItemModel.self)
        #expect(item.title == "Item 7")
        #expect(main.screen.title == item.title)
        await main.settle()
        #expect(item.title == ItemCatalog.item(7).title)
        #expect(main.screen.title == item.title)
    }

    /// Whether a list offers to load again is the state's, for the text screen and a view.
    @Test func onlyAFailureTryingAgainMayFixOffersARetry() {
        #expect(!LoadState<[Item]>.loading.canRetry)
        #expect(!LoadState<[Item]>.loaded([]).canRetry)
        #expect(LoadState<[Item]>.failed(MainFailureTests.failures[0]).canRetry)
        #expect(!LoadState<[Item]>.failed(.itemNotFound(3)).canRetry)
        #expect(LoadState<[Item]>.refreshFailed([], MainFailureTests.failures[0]).canRetry)
    }
}
