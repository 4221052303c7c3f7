import Main
import NetworkingTesting
import Routing
import Testing

@MainActor
@Suite struct MainProfileTests {
    @Test func showsTheUsersEmailAndName() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        #expect(main.screen.title == "Profile")
        #expect(main.screen.content == ["Email: ann@example.com", "Name: Ann"])
        #expect(main.actionNames == ["settings", "signout"])
    }

    @Test func saysWhenNoNameIsSet() async throws {
        let main = await MainHarness(user: MainUser(email: "bob@example.com"))
        try await main.select("profile")
        #expect(main.screen.content == ["Email: bob@example.com", "Name: not set"])
    }

    @Test func signOutAsksFirst() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("signout")
        #expect(main.screen.title == "Sign out?")
        #expect(main.screen.content == ["You will need to sign in again to see your items."])
        #expect(main.actionNames == ["confirm", "cancel"])
        #expect(main.screen.actions.map(\.summary) == ["Sign out", "Cancel"])
        #expect(main.signOuts.count == 0)
    }

    @Test func confirmingSignOutIsReportedUpward() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("signout")
        try await main.perform("confirm")
        #expect(main.signOuts.count == 1)
        #expect(main.calls == [.firstItems])
        #expect(main.expiries.count == 0)
    }

    @Test func cancellingSignOutStaysOnTheProfile() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("signout")
        try await main.perform("cancel")
        #expect(main.signOuts.count == 0)
        #expect(main.screen.title == "Profile")
        #expect(main.navigator.router(for: .profile)?.dialog == nil)
    }

    @Test func theSystemDismissingTheDialogDoesNotSignOut() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("signout")
        let router = try #require(main.navigator.router(for: .profile))
        router.dismissDialogBySystem(try #require(router.dialog))
        #expect(main.signOuts.count == 0)
        #expect(main.screen.title == "Profile")
    }

    @Test func neverReportsTheEmailOrTheToken() async throws {
        let http = StubHTTPClient(always: .body(200, #"{"items": [], "total": 0}"#))
        let main = await MainHarness(client: .live(http, token: MainClientLiveTests.token))
        #expect(main.screen.content == [MainText.noItems])
        try await main.select("profile")
        try await main.perform("settings")
        try await main.perform("close")
        let values = main.analytics.events.flatMap { $0.properties.values }
        #expect(!values.contains { $0.contains("ann@") || $0.contains(MainClientLiveTests.token) })
        #expect(main.analytics.names.contains("screen_viewed"))
    }
}
