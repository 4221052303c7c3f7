import FeatureShell
import Main
import Routing
import TestSupport
import Testing

@MainActor
@Suite struct MainHomeTests {
    @Test func listsTheFirstTwentyItems() async {
        let main = await MainHarness()
        #expect(main.screen.content.count == 20)
        #expect(main.screen.content.first == "#1 Item 1: A green item")
        #expect(main.screen.content.last == "#20 Item 20: A red item")
        #expect(main.actionNames == ["open-item"])
        #expect(main.calls == [.firstItems])
    }

    @Test func showsLoadingUntilAnItemArrivesTheFirstTime() async throws {
        let gate = Gate()
        let catalog = ItemCatalog()
        var client = catalog.client
        client.item = { id throws(MainError) in
            await gate.pass()
            return try await catalog.client.item(id)
        }
        let main = await MainHarness(client: client)
        try main.coordinator.screen.perform("open-item", arguments: ["id": "3"])
        await gate.arrival()
        #expect(main.screen.content == [MainText.loading])
        gate.open()
        await main.work.settle()
        #expect(main.screen.content == ["A gold item"])
    }

    @Test func showsWhatItHadWhileLoadingAgain() async throws {
        let main = await MainHarness()
        try await main.select("search")
        main.coordinator.refreshWhenShown()
        try main.coordinator.selectTab(named: "home")
        #expect(main.screen.content.count == 20)
        await main.work.settle()
        #expect(main.screen.content.count == 20)
        #expect(main.calls == [.firstItems, .firstItems])
    }

    @Test func openItemPushesTheItem() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "42"])
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 42)]))
        #expect(main.screen.title == "Item 42")
        #expect(main.screen.content == ["A blue item"])
        #expect(main.calls.last == .item(42))
    }

    @Test(arguments: [
        (["id": "abc"], RoutingError.Code.invalidArgument),
        (["id": "4.5"], .invalidArgument),
        ([:], .missingArgument),
        (["id": ""], .missingArgument),
        (["id": "3", "page": "2"], .unknownArgument),
    ])
    func openItemRefusesBadArguments(arguments: [String: String], code: RoutingError.Code) async {
        let main = await MainHarness()
        let error = #expect(throws: RoutingError.self) {
            try main.coordinator.screen.perform("open-item", arguments: arguments)
        }
        #expect(error?.code == code)
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
        #expect(main.calls == [.firstItems])
    }

    @Test func refusesAnActionTheScreenDoesNotHave() async {
        let main = await MainHarness()
        let error = #expect(throws: RoutingError.self) {
            try main.coordinator.screen.perform("signout")
        }
        #expect(error?.code == .unknownAction)
        #expect(main.signOuts.count == 0)
    }

    @Test func keepsTheListWhenComingBack() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        await main.back()
        #expect(main.screen.content.count == 20)
        #expect(main.calls == [.firstItems, .item(3)])
    }

    @Test func refreshingReloadsTheListWhenShownAgain() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        main.coordinator.refreshWhenShown()
        await main.back()
        #expect(main.screen.content.count == 20)
        #expect(main.calls == [.firstItems, .item(3), .firstItems])
    }

    @Test func refreshingLeavesTheScreenOnDisplayAlone() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        main.coordinator.refreshWhenShown()
        #expect(main.screen.content == ["A gold item"])
        await main.back()
        try await main.perform("open-item", ["id": "3"])
        #expect(main.calls == [.firstItems, .item(3), .firstItems])
    }

    @Test func leavesDeletedItemsOutOfTheList() async throws {
        let main = await MainHarness()
        main.catalog.delete(1)
        try await main.select("search")
        main.coordinator.refreshWhenShown()
        try await main.select("home")
        #expect(main.screen.content.first == "#2 Item 2: A blue item")
        #expect(main.screen.content.count == 20)
    }
}
