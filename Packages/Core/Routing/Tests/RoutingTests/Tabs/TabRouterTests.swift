import Foundation
import Observation
import Routing
import RoutingTesting
import TestSupport
import Testing

@Suite @MainActor struct TabRouterTests {
    typealias Tabs = TabRouter<TestTab, TestRoute>
    let recorder = Recorder()

    func makeTabs(_ tabs: [TestTab] = [.home, .search, .profile]) throws -> Tabs {
        try Tabs(
            tabs: tabs, onIssue: { [recorder] in recorder.onIssue($0) },
            root: { tab in
                switch tab {
                case .home: .home
                case .search: .list
                case .profile: .settings
                }
            })
    }

    /// A view reading the selected tab re-renders when another is selected, and only then.
    @Test func selectingATabIsObserved() throws {
        let tabs = try makeTabs()
        let changed = ChangeFlag()
        withObservationTracking {
            _ = tabs.selected
        } onChange: {
            changed.set()
        }
        tabs.router(for: .home)?.push(.detail(1))
        #expect(!changed.isSet, "a push in a tab is not a change of tab")
        tabs.select(.search)
        #expect(changed.isSet)
    }

    /// Each tab's stack is observed on its own: a push in one tab changes that stack.
    @Test func aTabsStackIsObserved() throws {
        let tabs = try makeTabs()
        let changed = ChangeFlag()
        let home = try #require(tabs.router(for: .home))
        withObservationTracking {
            _ = home.stack
        } onChange: {
            changed.set()
        }
        home.push(.detail(1))
        #expect(changed.isSet)
    }

    @Test func eachTabStartsAtItsRootWithTheFirstSelected() throws {
        let tabs = try makeTabs()
        #expect(tabs.tabs == [.home, .search, .profile])
        #expect(tabs.selected == .home)
        #expect(tabs.selectedRouter === tabs.router(for: .home))
        #expect(tabs.router(for: .search)?.stack == [.list])
        #expect(tabs.router(for: .profile)?.stack == [.settings])
        #expect(tabs.router(for: .home) !== tabs.router(for: .search))
    }

    @Test func startsOnTheGivenTab() throws {
        let tabs = try Tabs(tabs: [.home, .search], selected: .search) { _ in .home }
        #expect(tabs.selected == .search)
    }

    @Test(
        arguments: [
            ([], nil),
            ([.home, .search, .home], nil),
            ([.home, .search], .profile),
        ] as [([TestTab], TestTab?)])
    func rejectsInvalidTabs(_ list: [TestTab], selected: TestTab?) {
        let error = #expect(throws: RoutingError.self) {
            try Tabs(tabs: list, selected: selected) { _ in .home }
        }
        #expect(error?.code == .invalidTabs)
    }

    @Test func selectSwitchesTabAndKeepsEachStack() throws {
        let tabs = try makeTabs()
        tabs.selectedRouter.push(.detail(1))
        tabs.select(.search)
        tabs.selectedRouter.push(.detail(2))
        #expect(tabs.selected == .search)
        #expect(tabs.router(for: .home)?.stack == [.home, .detail(1)])
        #expect(tabs.router(for: .search)?.stack == [.list, .detail(2)])
        #expect(recorder.issues.isEmpty)
    }

    @Test func reselectingPopsToRootAndClosesItsLayers() throws {
        let tabs = try makeTabs()
        let home = tabs.selectedRouter
        home.push(.detail(1))
        home.present(.login, style: .cover, onClose: recorder.onClose("cover"))
        tabs.select(.home)
        #expect(home.stack == [.home])
        #expect(home.presentedRouter == nil)
        #expect(recorder.events == ["cover: closedByParent"])
    }

    @Test func reselectingAtTheRootStillClosesItsLayers() throws {
        let tabs = try makeTabs()
        tabs.selectedRouter.present(
            .login, style: .sheet(ownStack: false), onClose: recorder.onClose("sheet"))
        tabs.select(.home)
        #expect(tabs.selectedRouter.presentedRouter == nil)
        #expect(recorder.events == ["sheet: closedByParent"])
    }

    @Test func unknownTabsAreReportedAndChangeNothing() throws {
        let tabs = try makeTabs([.home, .search])
        tabs.selectedRouter.push(.about)
        tabs.select(.profile)
        tabs.show([.detail(1)], in: .profile)
        #expect(tabs.selected == .home)
        #expect(tabs.router(for: .profile) == nil)
        #expect(tabs.selectedRouter.stack == [.home, .about])
        #expect(recorder.issues == [.unknownTab, .unknownTab])
    }

    @Test func showClosesLayersEverywhereSelectsAndRebuildsTheTab() throws {
        let tabs = try makeTabs()
        tabs.router(for: .home)?.present(.login, style: .cover, onClose: recorder.onClose("home"))
        let search = try #require(tabs.router(for: .search))
        search.push(.about)
        search.present(.picker, style: .sheet(ownStack: true), onClose: recorder.onClose("search"))
        tabs.show([.detail(1), .detail(2)], in: .search)
        #expect(tabs.selected == .search)
        #expect(search.stack == [.list, .detail(1), .detail(2)])
        #expect(search.presentedRouter == nil)
        #expect(tabs.router(for: .home)?.presentedRouter == nil)
        #expect(recorder.events == ["home: closedByParent", "search: closedByParent"])
    }

    @Test func showKeepsTheTabRootAndItsHandlers() throws {
        let tabs = try makeTabs()
        let profile = try #require(tabs.router(for: .profile))
        profile.onResult(Int.self, at: .settings) { recorder.events.append("settings: \($0)") }
        tabs.show([.about], in: .profile)
        profile.terminate(4)
        #expect(recorder.events == ["settings: 4"])
        #expect(profile.stack == [.settings])
    }

    @Test func tabCommandsFromCallbacksAreQueued() throws {
        let tabs = try makeTabs()
        tabs.selectedRouter.present(.login, style: .cover) { (_: CloseOutcome<Int>) in
            tabs.select(.profile)
            tabs.router(for: .profile)?.push(.about)
        }
        tabs.show([.detail(1)], in: .search)
        #expect(tabs.selected == .profile)
        #expect(tabs.router(for: .search)?.stack == [.list, .detail(1)])
        #expect(tabs.router(for: .profile)?.stack == [.settings, .about])
    }

    @Test func stateRoundTripsThroughRestoreAndJSON() throws {
        let tabs = try makeTabs()
        tabs.show([.detail(3)], in: .search)
        tabs.selectedRouter.present(.picker, style: .sheet(ownStack: true)).push(.about)
        let data = try JSONEncoder().encode(tabs.state)
        let restored = try makeTabs()
        restored.restore(try JSONDecoder().decode(TabsState<TestTab, TestRoute>.self, from: data))
        #expect(restored.state == tabs.state)
        #expect(
            restored.state
                == TabsState(
                    selected: .search,
                    tabs: [
                        TabEntry(tab: .home, state: RouterState(stack: [.home])),
                        TabEntry(
                            tab: .search,
                            state: RouterState(
                                stack: [.list, .detail(3)],
                                presented: [
                                    PresentedLayer(
                                        style: .sheet(ownStack: true), stack: [.picker, .about])
                                ])),
                        TabEntry(tab: .profile, state: RouterState(stack: [.settings])),
                    ]))
    }

    @Test func restoreIgnoresUnknownTabsAndKeepsTabsWithoutEntries() throws {
        let tabs = try makeTabs([.home, .search])
        tabs.router(for: .search)?.push(.about)
        tabs.restore(
            TabsState(
                selected: .profile,
                tabs: [
                    TabEntry(tab: .profile, state: RouterState(stack: [.detail(9)])),
                    TabEntry(tab: .home, state: RouterState(stack: [.home, .detail(1)])),
                ]))
        #expect(tabs.selected == .home)
        #expect(tabs.router(for: .home)?.stack == [.home, .detail(1)])
        #expect(tabs.router(for: .search)?.stack == [.list, .about])
        #expect(recorder.issues == [.unknownTab, .unknownTab])
    }

    @Test func restoreSelectsTheSavedTab() throws {
        let tabs = try makeTabs()
        tabs.restore(TabsState(selected: .profile, tabs: []))
        #expect(tabs.selected == .profile)
    }

    @Test func treeDescriptionCoversEveryTab() throws {
        let tabs = try makeTabs()
        tabs.show([.detail(1)], in: .search)
        tabs.selectedRouter.present(.login, style: .cover)
        #expect(
            tabs.treeDescription == """
                home
                  stack: home
                search (selected)
                  stack: list > detail(1)
                    cover: login
                profile
                  stack: settings
                """)
    }
}
