import Main
import Routing
import Testing

/// Backend failures are shown on the screen and keep the user where they were; an expired
/// session is reported upward once.
@MainActor
@Suite struct MainFailureTests {
    nonisolated static let faults: [(FakeBackend.Fault, String)] = [
        (.offline, "Error: You are offline. Check your connection."),
        (.timeout, "Error: The server did not answer in time. Try again."),
        (.maintenance, "Error: RootSwitch is down for maintenance."),
        (.serverError, "Error: The server broke."),
        (.garbage, "Error: Something went wrong. Try again."),
    ]

    @Test(arguments: faults)
    func homeShowsTheFailureAndRetries(fault: FakeBackend.Fault, line: String) async throws {
        let main = await MainHarness(fault: fault)
        #expect(main.screen.title == "Home")
        #expect(main.screen.content == [line])
        #expect(main.actionNames == ["open-item", "retry"])
        main.backend.set(nil)
        try await main.perform("retry")
        #expect(main.screen.content.count == 20)
        #expect(main.actionNames == ["open-item"])
        #expect(main.expiries.count == 0)
    }

    @Test(arguments: faults)
    func itemShowsTheFailureInPlace(fault: FakeBackend.Fault, line: String) async throws {
        let main = await MainHarness()
        main.backend.set(fault)
        try await main.perform("open-item", ["id": "9"])
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 9)]))
        #expect(main.screen.title == "Item 9")
        #expect(main.screen.content == [line])
        main.backend.set(nil)
        try await main.perform("retry")
        #expect(main.screen.content == ["A pink item"])
    }

    @Test(arguments: faults)
    func searchShowsTheFailureInPlace(fault: FakeBackend.Fault, line: String) async throws {
        let main = await MainHarness()
        try await main.select("search")
        main.backend.set(fault)
        try await main.perform("search", ["q": "blue"])
        #expect(main.location.stack == [.search, .searchResults(query: "blue")])
        #expect(main.screen.content == [line])
        #expect(main.actionNames == ["open-item", "search", "retry"])
    }

    @Test func aFailedLoadIsTriedAgainWhenShownAgain() async throws {
        let main = await MainHarness()
        main.backend.set(.offline)
        try await main.perform("open-item", ["id": "9"])
        await main.back()
        main.backend.set(nil)
        try await main.perform("open-item", ["id": "9"])
        #expect(main.screen.content == ["A pink item"])
    }

    @Test func anExpiredSessionIsReportedOnce() async throws {
        let main = await MainHarness(fault: .expiredSession)
        #expect(main.expiries.count == 1)
        #expect(main.screen.content == ["Error: Your session has expired."])
        try await main.perform("open-item", ["id": "9"])
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        #expect(main.expiries.count == 1)
        #expect(main.signOuts.count == 0)
    }

    @Test func aWrongTokenCountsAsAnExpiredSession() async throws {
        let main = await MainHarness()
        let other = MainFeature(
            MainDependencies(
                client: main.client, analytics: main.analytics, work: main.work,
                token: "stale", user: MainUser(email: "ann@example.com")))
        let expiries = Counter()
        let coordinator = other.makeCoordinator(onSignOut: {}, onSessionExpired: expiries.increment)
        coordinator.start()
        await main.work.settle()
        #expect(expiries.count == 1)
        #expect(main.client.requests.last?.headers["Authorization"] == "Bearer stale")
    }

    @Test func aStoppedCoordinatorReportsNoLateExpiry() async throws {
        let main = await MainHarness()
        try await main.select("search")
        main.coordinator.releaseCaches()
        main.backend.set(.expiredSession)
        try main.coordinator.selectTab(named: "home")  // the reload is on its way
        main.coordinator.stop()
        await main.work.settle()
        #expect(main.requests == ["GET /v1/items", "GET /v1/items"])
        #expect(main.expiries.count == 0)
    }

    @Test func aStoppedCoordinatorLoadsNothing() async throws {
        let main = await MainHarness()
        main.coordinator.stop()
        try await main.perform("open-item", ["id": "9"])
        #expect(main.requests == ["GET /v1/items"])
        #expect(main.screensViewed == ["home"])
    }
}
