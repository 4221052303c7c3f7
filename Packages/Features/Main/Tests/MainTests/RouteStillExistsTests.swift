import Main
import Routing
import Testing

@MainActor
@Suite struct RouteStillExistsTests {
    @Test func anExistingItemStays() async {
        let main = await MainHarness()
        #expect(await main.feature.routeStillExists(.item(id: 5)))
        #expect(main.requests.last == "GET /v1/items/5")
    }

    @Test func aDeletedItemIsDropped() async {
        let main = await MainHarness()
        main.backend.delete(5)
        #expect(await main.feature.routeStillExists(.item(id: 5)) == false)
    }

    @Test(arguments: [
        FakeBackend.Fault.offline, .timeout, .maintenance, .serverError, .expiredSession,
    ])
    func anItemIsKeptWhenTheBackendCannotSay(fault: FakeBackend.Fault) async {
        let main = await MainHarness()
        main.backend.set(fault)
        #expect(await main.feature.routeStillExists(.item(id: 5)))
        #expect(main.expiries.count == 0)
    }

    @Test(arguments: [
        MainRoute.home, .search, .searchResults(query: "blue"), .profile, .settings, .settingsAbout,
    ])
    func otherRoutesAlwaysExist(route: MainRoute) async {
        let main = await MainHarness()
        main.backend.set(.offline)
        #expect(await main.feature.routeStillExists(route))
        #expect(main.requests == ["GET /v1/items"])
    }
}
