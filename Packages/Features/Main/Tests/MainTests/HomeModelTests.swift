import FeatureShell
import Main
import Routing
import Testing

/// The home screen through its typed model only.
@MainActor
@Suite struct HomeModelTests {
    static let offline = MainError(.offline, reason: "You are offline. Check your connection.")

    @Test func holdsTheFirstItemsOnceLoaded() async throws {
        let main = await MainHarness()
        let home = try main.model(.home, as: HomeModel.self)
        #expect(home.items == .loaded((1...20).map(ItemCatalog.item)))
    }

    @Test func aFailedLoadIsATypedFailureAndRetryLoadsAgain() async throws {
        let main = await MainHarness(failure: Self.offline)
        let home = try main.model(.home, as: HomeModel.self)
        #expect(home.items == .failed(Self.offline))
        main.catalog.failure = nil
        home.retry()
        #expect(home.items == .loading)
        await main.settle()
        #expect(home.items.value?.count == 20)
        #expect(main.calls == [.firstItems, .firstItems])
        #expect(main.expiries.count == 0)
    }

    @Test func retryDoesNothingOnceLoaded() async throws {
        let main = await MainHarness()
        try main.model(.home, as: HomeModel.self).retry()
        await main.settle()
        #expect(main.calls == [.firstItems])
    }

    @Test func openItemPushesTheItemAndLoadsIt() async throws {
        let main = await MainHarness()
        try main.model(.home, as: HomeModel.self).openItem(id: 42)
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 42)]))
        await main.settle()
        let item = try main.model(.item(id: 42), as: ItemModel.self)
        #expect(item.content == .loaded(ItemCatalog.item(42)))
        #expect(main.screensViewed == ["home", "item"])
    }

    @Test func anExpiredSessionIsReportedUpwardOnce() async throws {
        let expired = MainError(.sessionExpired, reason: "Your session has expired.")
        let main = await MainHarness(failure: expired)
        let home = try main.model(.home, as: HomeModel.self)
        #expect(home.items == .failed(expired))
        home.retry()
        await main.settle()
        #expect(main.expiries.count == 1)
    }
}
