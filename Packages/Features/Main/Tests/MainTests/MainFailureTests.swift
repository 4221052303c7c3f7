import FeatureShell
import Main
import Networking
import NetworkingTesting
import Routing
import Testing

/// Failed loads are shown on the screen and keep the user where they were; an expired
/// session is reported upward once.
@MainActor
@Suite struct MainFailureTests {
    nonisolated static let failures = [
        MainError(.offline, reason: "You are offline. Check your connection."),
        MainError(.offline, reason: "The server did not answer in time. Try again."),
        MainError(.maintenance, reason: "RootSwitch is down for maintenance."),
        MainError(.unexpected, reason: "The server broke."),
        MainError(.unexpected, reason: "Something went wrong. Try again."),
    ]

    static let expired = MainError(.sessionExpired, reason: "Your session has expired.")

    @Test(arguments: failures)
    func homeShowsTheFailureAndRetries(failure: MainError) async throws {
        let main = await MainHarness(failure: failure)
        #expect(main.screen.title == "Home")
        #expect(main.screen.content == ["Error: \(failure.reason)"])
        #expect(main.actionNames == ["open-item", "retry"])
        main.catalog.failure = nil
        try await main.perform("retry")
        #expect(main.screen.content.count == 20)
        #expect(main.actionNames == ["open-item"])
        #expect(main.expiries.count == 0)
    }

    @Test(arguments: failures)
    func itemShowsTheFailureInPlace(failure: MainError) async throws {
        let main = await MainHarness()
        main.catalog.failure = failure
        try await main.perform("open-item", ["id": "9"])
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 9)]))
        #expect(main.screen.title == "Item 9")
        #expect(main.screen.content == ["Error: \(failure.reason)"])
        main.catalog.failure = nil
        try await main.perform("retry")
        #expect(main.screen.content == ["A pink item"])
    }

    @Test(arguments: failures)
    func searchShowsTheFailureInPlace(failure: MainError) async throws {
        let main = await MainHarness()
        try await main.select("search")
        main.catalog.failure = failure
        try await main.perform("search", ["q": "blue"])
        #expect(main.location.stack == [.search, .searchResults(query: "blue")])
        #expect(main.screen.content == ["Error: \(failure.reason)"])
        #expect(main.actionNames == ["open-item", "search", "retry"])
    }

    @Test func aFailedLoadIsTriedAgainWhenShownAgain() async throws {
        let main = await MainHarness()
        main.catalog.failure = Self.failures[0]
        try await main.perform("open-item", ["id": "9"])
        await main.back()
        main.catalog.failure = nil
        try await main.perform("open-item", ["id": "9"])
        #expect(main.screen.content == ["A pink item"])
    }

    @Test func anExpiredSessionIsReportedOnce() async throws {
        let main = await MainHarness(failure: Self.expired)
        #expect(main.expiries.count == 1)
        #expect(main.screen.content == ["Error: Your session has expired."])
        try await main.perform("open-item", ["id": "9"])
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        #expect(main.expiries.count == 1)
        #expect(main.signOuts.count == 0)
    }

    @Test func aWrongTokenCountsAsAnExpiredSession() async throws {
        let http = StubHTTPClient { request throws(NetworkError) in
            let known = request.headers["Authorization"] == "Bearer \(MainClientLiveTests.token)"
            return try (known ? MainClientLiveTests.firstPage : .status(401, error: nil)).response()
        }
        let main = await MainHarness(client: .live(http, token: "stale"))
        #expect(main.expiries.count == 1)
        #expect(http.requests.last?.headers["Authorization"] == "Bearer stale")
    }

    @Test func aStoppedCoordinatorReportsNoLateExpiry() async throws {
        let main = await MainHarness()
        try await main.select("search")
        main.coordinator.refreshWhenShown()
        main.catalog.failure = Self.expired
        try main.coordinator.selectTab(named: "home")  // the reload is on its way
        main.coordinator.stop()
        await main.work.settle()
        #expect(main.calls == [.firstItems, .firstItems])
        #expect(main.expiries.count == 0)
    }

    @Test func aStoppedCoordinatorLoadsNothing() async throws {
        let main = await MainHarness()
        main.coordinator.stop()
        try await main.perform("open-item", ["id": "9"])
        #expect(main.calls == [.firstItems])
        #expect(main.screensViewed == ["home"])
    }
}
