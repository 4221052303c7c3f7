import Main
import Routing
import Testing

/// A tab's stack, with its layers, holds at most `Navigation<MainRoute>.maximumRoutes` routes:
/// a push past it is refused with `stack_too_deep` and changes nothing.
@MainActor
@Suite struct MainStackLimitTests {
    @Test(arguments: ["search", "open-item"])
    func aPushPastTheLimitIsRefused(action: String) async throws {
        let main = await MainHarness()
        try await main.select("search")
        for query in 1..<Navigation<MainRoute>.maximumRoutes {
            try await main.perform("search", ["q": "Item \(query)"])
        }
        let before = main.location
        #expect(before.stack.count == Navigation<MainRoute>.maximumRoutes)

        let arguments = action == "search" ? ["q": "Item 99"] : ["id": "99"]
        let error = #expect(throws: RoutingError.self) {
            try main.coordinator.screen.perform(action, arguments: arguments)
        }
        #expect(error?.code == .stackTooDeep)
        #expect(main.location == before)
        #expect(await main.back())
        try await main.perform(action, arguments)
        #expect(main.location.stack.count == Navigation<MainRoute>.maximumRoutes)
    }
}
