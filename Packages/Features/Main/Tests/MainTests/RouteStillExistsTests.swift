import Analytics
import FeatureShell
import Main
import NetworkingTesting
import Routing
import Testing

@MainActor
@Suite struct RouteStillExistsTests {
    @Test func anExistingItemStays() async {
        let main = await MainHarness()
        #expect(await main.feature.routeStillExists(.item(id: 5)))
        #expect(main.calls.last == .item(5))
    }

    @Test func aDeletedItemIsDropped() async {
        let main = await MainHarness()
        main.catalog.delete(5)
        #expect(await main.feature.routeStillExists(.item(id: 5)) == false)
    }

    @Test(arguments: [
        MainError(.offline, reason: "You are offline. Check your connection."),
        MainError(.offline, reason: "The server did not answer in time. Try again."),
        MainError(.maintenance, reason: "RootSwitch is down for maintenance."),
        MainError(.unexpected, reason: "The server broke."),
        MainError(.sessionExpired, reason: "Your session has expired."),
    ])
    func anItemIsKeptWhenTheBackendCannotSay(failure: MainError) async {
        let main = await MainHarness()
        main.catalog.failure = failure
        #expect(await main.feature.routeStillExists(.item(id: 5)))
        #expect(main.expiries.count == 0)
    }

    /// Over the contract: only the server saying `not_found` drops the item.
    @Test(arguments: [
        (StubAnswer.status(404, error: "not_found"), false),
        (.status(404, error: nil), true),
        (.status(401, error: "session_expired"), true),
        (.status(503, error: nil), true),
        (.status(500, error: "internal_error"), true),
        (.failure(.offline), true),
        (.failure(.timeout), true),
        (.body(200, "<html>surprise</html>"), true),
    ])
    func overTheContractOnlyNotFoundDropsAnItem(answer: StubAnswer, exists: Bool) async {
        let http = StubHTTPClient(always: answer)
        let feature = MainFeature(
            MainDependencies(
                client: .live(http, token: MainClientLiveTests.token),
                analytics: NoopAnalytics(), work: BackgroundWork(),
                user: MainUser(email: "ann@example.com"), appVersion: "9.9.9"))
        #expect(await feature.routeStillExists(.item(id: 5)) == exists)
        #expect(http.requests.map(\.path) == ["/v1/items/5"])
    }

    @Test(arguments: [
        MainRoute.home, .search, .searchResults(query: "blue"), .profile, .settings, .settingsAbout,
    ])
    func otherRoutesAlwaysExist(route: MainRoute) async {
        let main = await MainHarness()
        main.catalog.failure = MainError(.offline, reason: "You are offline.")
        #expect(await main.feature.routeStillExists(route))
        #expect(main.calls == [.firstItems])
    }
}
