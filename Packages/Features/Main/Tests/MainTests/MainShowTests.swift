import FeatureShell
import Main
import Routing
import Testing

/// What a resolved deep link does, for each route and policy, starting from a scene with
/// results in the search tab and the settings sheet open over the profile.
@MainActor
@Suite struct MainShowTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let route: MainRoute
        let policy: DeepLinkPolicy
        let tab: String
        let stack: [MainRoute]
        let modal: MainRoute?
        let title: String
        /// The layers over the selected tab afterwards, as the sheets' roots.
        let layers: [MainRoute]

        var testDescription: String { "\(policy) \(route)" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            route: .item(id: 42), policy: .rebuildStack, tab: "home",
            stack: [.home, .item(id: 42)], modal: nil, title: "Item 42", layers: []),
        Case(
            route: .searchResults(query: "pink"), policy: .rebuildStack, tab: "search",
            stack: [.search, .searchResults(query: "pink")], modal: nil,
            title: "Search: pink", layers: []),
        Case(
            route: .settings, policy: .rebuildStack, tab: "profile", stack: [.profile],
            modal: .settings, title: "Settings", layers: [.settings]),
        Case(
            route: .settingsAbout, policy: .rebuildStack, tab: "profile", stack: [.profile],
            modal: .settingsAbout, title: "About RootSwitch", layers: [.settings]),
        Case(
            route: .home, policy: .rebuildStack, tab: "home", stack: [.home], modal: nil,
            title: "Home", layers: []),
        Case(
            route: .search, policy: .rebuildStack, tab: "search", stack: [.search], modal: nil,
            title: "Search", layers: []),
        Case(
            route: .item(id: 42), policy: .push, tab: "profile",
            stack: [.profile, .item(id: 42)], modal: nil, title: "Item 42", layers: []),
        Case(
            route: .searchResults(query: "pink"), policy: .push, tab: "profile",
            stack: [.profile, .searchResults(query: "pink")], modal: nil,
            title: "Search: pink", layers: []),
        Case(
            route: .settings, policy: .push, tab: "profile", stack: [.profile],
            modal: .settings, title: "Settings", layers: [.settings]),
        Case(
            route: .item(id: 42), policy: .present, tab: "profile", stack: [.profile],
            modal: .item(id: 42), title: "Item 42", layers: [.settings, .item(id: 42)]),
        Case(
            route: .searchResults(query: "pink"), policy: .present, tab: "profile",
            stack: [.profile], modal: .searchResults(query: "pink"), title: "Search: pink",
            layers: [.settings, .searchResults(query: "pink")]),
        Case(
            route: .settings, policy: .present, tab: "profile", stack: [.profile],
            modal: .settings, title: "Settings", layers: [.settings]),
        Case(
            route: .settingsAbout, policy: .present, tab: "profile", stack: [.profile],
            modal: .settingsAbout, title: "About RootSwitch", layers: [.settings]),
    ]

    /// Search results for `blue` in the search tab, the settings sheet over the profile.
    private func busyScene() async throws -> MainHarness {
        let main = await MainHarness()
        try await main.select("search")
        try await main.perform("search", ["q": "blue"])
        try await main.select("profile")
        try await main.perform("settings")
        return main
    }

    private func layers(_ main: MainHarness, tab: MainTab) -> [MainRoute] {
        let entry = main.coordinator.navigationState.tabs.first { $0.tab == tab }
        return entry?.state.presented.compactMap(\.stack.first) ?? []
    }

    @Test(arguments: cases)
    func showsTheRouteAsThePolicySays(_ expected: Case) async throws {
        let main = try await busyScene()
        await main.show(expected.route, policy: expected.policy)
        #expect(
            main.location
                == ScreenLocation(tab: expected.tab, stack: expected.stack, modal: expected.modal))
        #expect(main.screen.title == expected.title)
        #expect(!main.screen.content.contains(MainText.loading))
        let selected = main.coordinator.navigationState.selected
        #expect(layers(main, tab: selected) == expected.layers)
    }

    @Test func rebuildingClosesTheSheetsOfEveryTab() async throws {
        let main = try await busyScene()
        await main.show(.item(id: 42))
        #expect(layers(main, tab: .profile).isEmpty)
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        let search = main.coordinator.navigationState.tabs.first { $0.tab == .search }
        #expect(search?.state.stack == [.search, .searchResults(query: "blue")])
    }

    @Test func rebuildingReplacesTheTabsStack() async throws {
        let main = try await busyScene()
        await main.show(.searchResults(query: "pink"))
        #expect(await main.back())
        #expect(await main.back() == false)
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search]))
    }

    @Test func replacingTheSettingsSheetClosesTheOldOne() async throws {
        let main = try await busyScene()
        await main.show(.settings, policy: .present)
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        try await main.perform("close")
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes == ["closed_by_parent", "cancelled"])
    }

    @Test func aPresentedRouteIsDismissedByBack() async throws {
        let main = await MainHarness()
        await main.show(.item(id: 42), policy: .present)
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home], modal: .item(id: 42)))
        #expect(main.screen.content == ["A blue item"])
        #expect(await main.back())
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
        #expect(main.screen.content.count == 20)
    }

    @Test func actionsInAPresentedSheetStayInIt() async throws {
        let main = await MainHarness()
        await main.show(.searchResults(query: "blue"), policy: .present)
        try await main.perform("open-item", ["id": "42"])
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home], modal: .item(id: 42)))
        #expect(await main.back())
        #expect(main.location.modal == .searchResults(query: "blue"))
        #expect(await main.back())
        #expect(main.location.modal == nil)
    }

    @Test func reportsOnlyTheRouteItEndsOn() async throws {
        let main = await MainHarness()
        await main.show(.settingsAbout)
        #expect(main.screensViewed == ["home", "settings-about"])
        #expect(main.calls == [.firstItems])
    }

    @Test func closingTheOldSheetOnTheWayIsNotReported() async throws {
        let main = try await busyScene()
        await main.show(.settingsAbout)
        #expect(main.screensViewed.suffix(2) == ["settings", "settings-about"])
        #expect(main.sheetOutcomes == ["closed_by_parent"])
    }

    @Test func showingAnItemLoadsIt() async {
        let main = await MainHarness()
        main.catalog.delete(42)
        await main.show(.item(id: 42))
        #expect(main.screen.content == ["Item 42 was not found."])
        #expect(main.calls == [.firstItems, .item(42)])
    }
}
