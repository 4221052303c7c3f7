import Main
import Routing
import Testing

@MainActor
@Suite struct MainItemTests {
    @Test func showsTheItemFromTheBackend() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "7"])
        #expect(main.screen.title == "Item 7")
        #expect(main.screen.content == ["A blue item"])
        #expect(main.actionNames == ["similar"])
        #expect(main.screensViewed == ["home", "item"])
    }

    @Test func anItemNoLongerThereShowsAnAlert() async throws {
        let main = await MainHarness()
        main.catalog.delete(42)
        try await main.perform("open-item", ["id": "42"])
        #expect(main.screen.title == "Item not found")
        #expect(main.screen.content == ["Item 42 was not found."])
        #expect(main.actionNames == ["ok"])
        #expect(main.navigator.router(for: .home)?.dialog?.style == .alert)
        #expect(main.location.stack == [.home, .item(id: 42)])
        #expect(main.expiries.count == 0)
    }

    @Test func theAlertsOKGoesBack() async throws {
        let main = await MainHarness()
        main.catalog.delete(42)
        try await main.perform("open-item", ["id": "42"])
        try await main.perform("ok")
        #expect(main.location.stack == [.home])
        #expect(main.screen.title == "Home")
    }

    @Test func theSystemDismissingTheAlertGoesBackToo() async throws {
        let main = await MainHarness()
        main.catalog.delete(42)
        try await main.perform("open-item", ["id": "42"])
        let home = try #require(main.navigator.router(for: .home))
        home.dismissDialogBySystem(try #require(home.dialog))
        await main.settle()
        #expect(main.location.stack == [.home])
    }

    /// An item restored in a sheet of its own (from an older version): the alert's OK closes
    /// the sheet, since there is nothing in it to go back to.
    @Test func anItemInASheetOfItsOwnClosesTheSheet() async throws {
        let main = await MainHarness()
        main.catalog.delete(42)
        main.coordinator.restore(try .main([.present(.item(id: 42))]))
        await main.settle()
        #expect(main.location.modal == .item(id: 42))
        try await main.perform("ok")
        #expect(main.location.modal == nil)
        #expect(main.location.stack == [.home])
    }

    @Test func leavingBeforeTheAnswerShowsNoAlert() async throws {
        let main = await MainHarness()
        main.catalog.delete(42)
        try main.coordinator.screen.perform("open-item", arguments: ["id": "42"])
        _ = main.coordinator.back()
        await main.settle()
        #expect(main.navigator.router(for: .home)?.dialog == nil)
        #expect(main.screen.title == "Home")
    }

    @Test func anItemThatFailsOtherwiseShowsNoAlert() async throws {
        let main = await MainHarness(failure: MainError(.offline, reason: "Offline."))
        try await main.perform("open-item", ["id": "7"])
        #expect(main.navigator.router(for: .home)?.dialog == nil)
        #expect(main.actionNames == ["retry"])
    }

    @Test(arguments: [0, -3, 101])
    func saysAnIdOutsideTheCatalogueWasNotFound(id: Int) async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": String(id)])
        #expect(main.screen.title == "Item not found")
        #expect(main.screen.content == ["Item \(id) was not found."])
        #expect(main.calls.last == .item(id))
    }

    @Test func loadsAnItemOnceWhileItIsKept() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "7"])
        await main.back()
        try await main.perform("open-item", ["id": "7"])
        #expect(main.calls.filter { $0 == .item(7) }.count == 1)
        #expect(main.screen.content == ["A blue item"])
    }
}
