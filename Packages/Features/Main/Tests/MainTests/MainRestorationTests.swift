import FeatureShell
import Foundation
import Main
import Routing
import Testing

@MainActor
@Suite struct MainRestorationTests {
    private typealias State = TabsState<MainTab, MainRoute>

    private nonisolated static let sheet = PresentationStyle.sheet(ownStack: true)

    /// A state using every kind of entry: stacks in two tabs, the settings sheet with its
    /// own stack, and a sheet over it.
    private static let busy = State(
        selected: .profile,
        tabs: [
            TabEntry(tab: .home, state: RouterState(stack: [.home, .item(id: 3)])),
            TabEntry(
                tab: .search, state: RouterState(stack: [.search, .searchResults(query: "blue")])),
            TabEntry(
                tab: .profile,
                state: RouterState(
                    stack: [.profile],
                    presented: [
                        PresentedLayer(
                            style: sheet, stack: [.settings, .settingsAbout], sizing: .settings),
                        PresentedLayer(style: sheet, stack: [.item(id: 9)]),
                    ])),
        ])

    @Test func navigationStateRoundTripsThroughRestore() async throws {
        let first = await MainHarness()
        first.coordinator.restore(Self.busy)
        await first.work.settle()
        #expect(first.coordinator.navigationState == Self.busy)
        let data = try JSONEncoder().encode(first.coordinator.navigationState)
        let decoded = try JSONDecoder().decode(State.self, from: data)
        let second = await MainHarness()
        second.coordinator.restore(decoded)
        await second.work.settle()
        #expect(second.coordinator.navigationState == Self.busy)
        #expect(
            second.location
                == ScreenLocation(tab: "profile", stack: [.profile], modal: .item(id: 9)))
        #expect(second.screen.content == ["A pink item"])
    }

    @Test func savesWhatTheUserDid() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "3"])
        try await main.select("profile")
        try await main.perform("settings")
        try await main.perform("about")
        let state = main.coordinator.navigationState
        #expect(state.selected == .profile)
        #expect(state.tabs.map(\.tab) == [.home, .search, .profile])
        #expect(state.tabs[0].state == RouterState(stack: [.home, .item(id: 3)]))
        #expect(
            state.tabs[2].state
                == RouterState(
                    stack: [.profile],
                    presented: [
                        PresentedLayer(
                            style: Self.sheet, stack: [.settings, .settingsAbout],
                            sizing: .settings)
                    ]))
    }

    @Test func aRestoredSettingsSheetIsLive() async throws {
        let main = await MainHarness()
        main.coordinator.restore(
            State(
                selected: .profile,
                tabs: [
                    TabEntry(
                        tab: .profile,
                        state: RouterState(
                            stack: [.profile],
                            presented: [PresentedLayer(style: Self.sheet, stack: [.settings])]))
                ]))
        await main.work.settle()
        #expect(main.actionNames == ["about", "close"])
        try await main.perform("close")
        #expect(main.sheetOutcomes == ["cancelled"])
        #expect(main.location == ScreenLocation(tab: "profile", stack: [.profile]))
    }

    @Test func restoringLoadsOnlyWhatIsOnScreen() async {
        let main = await MainHarness()
        main.coordinator.restore(Self.busy)
        await main.work.settle()
        #expect(main.calls == [.firstItems, .item(9)])
        #expect(main.screensViewed == ["home", "item"])
    }

    @Test func restoringClosesTheSheetOnScreen() async throws {
        let main = await MainHarness()
        try await main.select("profile")
        try await main.perform("settings")
        main.coordinator.restore(
            State(
                selected: .home,
                tabs: [TabEntry(tab: .profile, state: RouterState(stack: [.profile]))]))
        #expect(main.sheetOutcomes == ["closed_by_parent"])
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home]))
    }

    @Test(arguments: [
        // A settings route in a tab's stack: the stack stops before it.
        (
            RouterState<MainRoute>(stack: [.profile, .settings, .item(id: 1)]),
            RouterState<MainRoute>(stack: [.profile])
        ),
        // Another tab's root: the tab starts again from its own.
        (RouterState(stack: [.home, .item(id: 1)]), RouterState(stack: [.profile])),
        // An empty stack.
        (RouterState(stack: []), RouterState(stack: [.profile])),
        // A sheet that starts inside the settings: it and what is above it are left out.
        (
            RouterState(
                stack: [.profile, .item(id: 2)],
                presented: [
                    PresentedLayer(style: sheet, stack: [.settingsAbout]),
                    PresentedLayer(style: sheet, stack: [.item(id: 1)]),
                ]),
            RouterState(stack: [.profile, .item(id: 2)])
        ),
        // Tab routes inside the settings sheet, settings routes in another sheet.
        (
            RouterState(
                stack: [.profile],
                presented: [
                    PresentedLayer(style: sheet, stack: [.settings, .home]),
                    PresentedLayer(style: sheet, stack: [.search, .settings]),
                ]),
            RouterState(
                stack: [.profile],
                presented: [
                    PresentedLayer(style: sheet, stack: [.settings], sizing: .settings),
                    PresentedLayer(style: sheet, stack: [.search]),
                ])
        ),
        // A second settings sheet: only one runs at a time.
        (
            RouterState(
                stack: [.profile],
                presented: [
                    PresentedLayer(style: sheet, stack: [.settings]),
                    PresentedLayer(style: sheet, stack: [.settings, .settingsAbout]),
                ]),
            RouterState(
                stack: [.profile],
                presented: [PresentedLayer(style: sheet, stack: [.settings], sizing: .settings)])
        ),
        // Other presentation styles come back as Main's own-stack sheets.
        (
            RouterState(
                stack: [.profile], presented: [PresentedLayer(style: .cover, stack: [.item(id: 4)])]
            ),
            RouterState(
                stack: [.profile], presented: [PresentedLayer(style: sheet, stack: [.item(id: 4)])])
        ),
    ])
    func leavesOutWhatCannotBeShownThere(
        saved: RouterState<MainRoute>, restored: RouterState<MainRoute>
    ) async {
        let main = await MainHarness()
        main.coordinator.restore(
            State(selected: .profile, tabs: [TabEntry(tab: .profile, state: saved)]))
        await main.work.settle()
        let profile = main.coordinator.navigationState.tabs.first { $0.tab == .profile }
        #expect(profile?.state == restored)
    }

    @Test func aSettingsSheetComesBackAtTheHeightItWasLeftAt() async {
        let main = await MainHarness()
        let dragged = SheetSizing(detents: [.medium, .large], selected: .large)
        main.coordinator.restore(
            State(
                selected: .profile,
                tabs: [
                    TabEntry(
                        tab: .profile,
                        state: RouterState(
                            stack: [.profile],
                            presented: [
                                PresentedLayer(
                                    style: Self.sheet, stack: [.settings], sizing: dragged)
                            ]))
                ]))
        await main.work.settle()
        let profile = main.coordinator.tabs.router(for: .profile)
        #expect(profile?.presentedRouter?.selectedDetent == .large)
    }
}
