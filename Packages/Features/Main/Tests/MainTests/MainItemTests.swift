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
        #expect(main.actionNames.isEmpty)
        #expect(main.screensViewed == ["home", "item"])
    }

    @Test func saysWhenTheItemWasNotFound() async throws {
        let main = await MainHarness()
        main.catalog.delete(42)
        try await main.perform("open-item", ["id": "42"])
        #expect(main.screen.title == "Item 42")
        #expect(main.screen.content == ["Item 42 was not found."])
        #expect(main.actionNames.isEmpty)
        #expect(main.location.stack == [.home, .item(id: 42)])
        #expect(main.expiries.count == 0)
    }

    @Test(arguments: [0, -3, 101])
    func saysAnIdOutsideTheCatalogueWasNotFound(id: Int) async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": String(id)])
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
