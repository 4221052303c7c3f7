import FeatureShell
import Main
import Routing
import RoutingTesting
import Testing

/// What opening a link's route does, for each route, starting from a scene with results in the
/// search tab and the settings sheet open over the profile: it lands where the route's
/// declaration says (its pattern's `LinkLanding`), closing every layer of every tab first, as
/// one change.
@MainActor
@Suite struct MainLinkLandingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let route: MainRoute
        let tab: String
        let stack: [MainRoute]
        let modal: MainRoute?
        let title: String
        /// The layers over the selected tab afterwards, as the sheets' roots.
        let layers: [MainRoute]

        var testDescription: String { route.description }
    }

    nonisolated static let cases: [Case] = [
        Case(
            route: .item(id: 42), tab: "home", stack: [.home, .item(id: 42)], modal: nil,
            title: "Item 42", layers: []),
        Case(
            route: .searchResults(query: "pink"), tab: "search",
            stack: [.search, .searchResults(query: "pink")], modal: nil, title: "Search: pink",
            layers: []),
        Case(
            route: .settings, tab: "profile", stack: [.profile], modal: .settings,
            title: "Settings", layers: [.settings]),
        Case(
            route: .settingsAbout, tab: "profile", stack: [.profile], modal: .settingsAbout,
            title: "About RootSwitch", layers: [.settings]),
        Case(
            route: .home, tab: "home", stack: [.home], modal: nil, title: "Home", layers: []),
        Case(
            route: .search, tab: "search", stack: [.search], modal: nil, title: "Search",
            layers: []),
        Case(
            route: .profile, tab: "profile", stack: [.profile], modal: nil, title: "Profile",
            layers: []),
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

    private func layers(_ main: MainHarness, tab: MainRoute) -> [MainRoute] {
        main.navigator.state.tab(tab)?.stacks.dropFirst().map(\.routes[0]) ?? []
    }

    @Test(arguments: cases)
    func landsTheRouteWhereItsDeclarationSays(_ expected: Case) async throws {
        let main = try await busyScene()
        let changes = main.countChanges()
        await main.open(expected.route)
        // A link into the search tab selects it, so it begins the search.
        #expect(
            main.location
                == ScreenLocation(
                    tab: expected.tab, stack: expected.stack, modal: expected.modal,
                    searching: expected.tab == "search"))
        #expect(main.screen.title == expected.title)
        #expect(!main.screen.content.contains(MainText.loading))
        #expect(layers(main, tab: main.navigator.selectedTab) == expected.layers)
        #expect(changes.count == 1)
    }

    @Test func aLinkClosesTheSheetsOfEveryTab() async throws {
        let main = try await busyScene()
        await main.open(.item(id: 42))
        #expect(layers(main, tab: .profile).isEmpty)
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        #expect(
            main.navigator.state.tab(.search)?.stacks[0].routes
                == [.search, .searchResults(query: "blue")], "another tab keeps its stack")
    }

    /// The link's stack is the tab's root and the route: one back reaches the root, the next
    /// ends the search the link began, back to the tab the scene showed before.
    @Test func aLinkReplacesTheTabsStack() async throws {
        let main = try await busyScene()
        await main.open(.searchResults(query: "pink"))
        #expect(await main.back())
        #expect(main.location == ScreenLocation(tab: "search", stack: [.search], searching: true))
        #expect(await main.back())
        #expect(main.location.tab == "profile")
        #expect(main.location.searching == false)
    }

    /// The settings sheet and the about screen pushed in it arrive as one change: only about is
    /// reported, and the sheet is run like one the profile opened (its close is reported).
    @Test func aLinkToAboutLandsTheSettingsSheetWithAboutInOneChange() async throws {
        let main = await MainHarness()
        let navigation = NavigationRecorder(main.navigationEvents)
        let changes = main.countChanges()
        await main.open(.settingsAbout)
        #expect(changes.count == 1)
        navigation.expect(
            .selectTab("/profile"), .present(route: "/profile/settings", style: .sheet),
            .resize(route: "/profile/settings", detent: .medium),
            .push(route: "/profile/settings/about"))
        #expect(
            main.navigator.state.stacks(of: .profile) == [
                .base(.profile), .sheet(.settings, .settingsAbout, sizing: .settings),
            ])
        #expect(main.screensViewed == ["home", "settings-about"])
        #expect(main.calls == [.firstItems])

        try main.model(.settings, as: SettingsModel.self).close()
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes == ["cancelled"])
    }

    @Test func aLinkToSettingsReplacesTheOpenSheet() async throws {
        let main = try await busyScene()
        await main.open(.settings)
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        try await main.perform("about")
        #expect(main.location.modal == .settingsAbout, "the new sheet is the one run")
        await main.back()
        try await main.perform("close")
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
        #expect(main.sheetOutcomes == ["closed_by_parent", "cancelled"])
    }

    @Test func closingTheOldSheetOnTheWayIsNotReported() async throws {
        let main = try await busyScene()
        await main.open(.settingsAbout)
        #expect(main.screensViewed.suffix(2) == ["settings", "settings-about"])
        #expect(main.sheetOutcomes == ["closed_by_parent"])
    }

    @Test func openingAnItemLoadsIt() async {
        let main = await MainHarness()
        main.catalog.delete(42)
        await main.open(.item(id: 42))
        #expect(main.screen.content == ["Item 42 was not found."])
        #expect(main.calls == [.firstItems, .item(42)])
    }

    @Test func aLinkToWhatIsOnScreenChangesNothing() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "42"])
        let navigation = NavigationRecorder(main.navigationEvents)
        let changes = main.countChanges()
        await main.open(.item(id: 42))
        navigation.expect()
        #expect(changes.count == 0)
        #expect(main.screensViewed == ["home", "item"])
    }
}
