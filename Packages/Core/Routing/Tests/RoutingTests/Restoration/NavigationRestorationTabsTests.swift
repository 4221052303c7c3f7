import Foundation
import Routing
import RoutingScenes
import RoutingTesting
import Synchronization
import TestSupport
import Testing

/// Tabs are known by their root route, saved as its link: a saved tab is restored into the
/// tab of the same root, and one the app no longer has is left out and reported.
@Suite struct NavigationRestorationTabsTests {
    typealias Fixture = RestorationFixture

    /// An older build's tab: `offers` no longer resolves, `settings` is a screen now, not a
    /// tab. Either is dropped as unknown, and the selected tab with it.
    @Test(arguments: [OldRestoreRoute.offers, .settings])
    func aTabTheAppNoLongerHasIsDroppedAndTheFirstTabSelected(gone: OldRestoreRoute) async throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(
            Screens(
                selected: gone, .tab([.home, .item(id: 1)]), .tab([gone, .item(id: 5)]),
                .tab([.profile, .settings])))
        let link = try OldRestoreRoute.links.url(for: gone)
        let harness = RestorationHarness(storage: old.storage)

        let result = await harness.restoreTabs()

        #expect(
            result.navigation?.screens
                == Screens(
                    selected: .home, .tab([.home, .item(id: 1)]), .tab([.search]),
                    .tab([.profile, .settings])))
        #expect(
            result.dropped == [
                RestorationDrop("tabs[1]", .unknown, entry: link),
                RestorationDrop("selected", .unknown, entry: link),
            ])
        #expect(
            result.dropped.map(\.description) == [
                "\(link) (tab 2): this version of the app cannot open it",
                "\(link) (the selected tab): this version of the app cannot open it",
            ])
    }

    @Test func noKnownTabRestoresNothing() async throws {
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(Screens([.offers, .item(id: 5)]))
        let harness = RestorationHarness(storage: old.storage)

        let result = await harness.restoreTabs()

        #expect(result.navigation == nil)
        #expect(result.failure == nil)
        #expect(result.dropped == [RestorationDrop("tabs[0]", .unknown, entry: "test://offers")])
    }

    /// A tab the file lacks (a build with fewer tabs saved it) starts as it does on a first
    /// launch; a navigation without tabs is restored into the tab of its root.
    @Test func aTabTheFileLacksStartsAtItsRoot() async throws {
        let harness = RestorationHarness()
        try harness.save(Screens([.search, .item(id: 2)], .sheet([.about])))

        let result = await harness.restoreTabs()

        #expect(
            result.navigation?.screens
                == Screens(
                    selected: .search, .tab([.home]),
                    .tab([.search, .item(id: 2)], .sheet([.about])),
                    .tab([.profile])))
        #expect(result.dropped.isEmpty)
    }

    /// Only a hand or another build writes a tab twice: the first is kept.
    @Test func aRepeatedTabKeepsItsFirstEntry() async throws {
        let asked = Mutex<[RestoreRoute]>([])
        let storage = InMemorySceneStorage()
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: storage, links: RestoreRoute.links, analytics: RecordingAnalytics()
        ) { route in
            asked.withLock { $0.append(route) }
            return true
        }
        storage.save(
            Fixture.file(
                """
                {"selected":"test://home","tabs":[\
                {"tab":"test://home","state":{"stack":["test://home","test://about"],"presented":[]}},\
                {"tab":"test://home","state":{"stack":["test://home","test://settings"],"presented":[]}}]}
                """),
            for: Fixture.scene)

        let result = await restoration.restore(
            Fixture.scene, for: Fixture.alice, onto: Fixture.tabs)

        #expect(
            result.navigation?.screens
                == Screens(.tab([.home, .about]), .tab([.search]), .tab([.profile])))
        #expect(result.dropped == [RestorationDrop("tabs[1]", .duplicate, entry: "test://home")])
        #expect(
            result.dropped.first?.description
                == "test://home (tab 2): the same tab was saved twice")
        // Nothing of the repeated tab is asked about: it is left out anyway.
        #expect(asked.withLock { $0 } == [.home, .about])
    }

    /// The validator is asked about no route of a tab left out as unknown: the validator may
    /// ask a server.
    @Test func theValidatorIsNeverAskedAboutATabTheAppNoLongerHas() async throws {
        let asked = Mutex<[RestoreRoute]>([])
        let old = RestorationHarness(OldRestoreRoute.self)
        try old.save(
            Screens(
                .tab([.home, .item(id: 1)]), .tab([.settings, .item(id: 5)], .sheet([.about])),
                .tab([.offers, .item(id: 6)])))
        let restoration = NavigationRestoration<RestoreRoute>(
            storage: old.storage, links: RestoreRoute.links, analytics: RecordingAnalytics()
        ) { route in
            asked.withLock { $0.append(route) }
            return true
        }

        let result = await restoration.restore(
            Fixture.scene, for: Fixture.alice, onto: Fixture.tabs)

        #expect(result.dropped.map(\.path) == ["tabs[1]", "tabs[2]"])
        #expect(asked.withLock { $0 } == [.home, .item(id: 1)])
    }

    /// Only a hand or another build writes a base stack that does not start at its tab's
    /// root: the stack starts again from the root. With the prefix policy what followed the
    /// wrong root goes with it; with every valid entry, only the wrong root goes.
    @Test(arguments: [
        (
            RestorationPolicy.longestValidPrefix,
            Screens<RestoreRoute>.Tab.tab([.search]),
            [
                RestorationDrop("tabs[1].stack[0]", .unknown, entry: "test://items/4"),
                RestorationDrop("tabs[1].stack[1]", .unreachable, entry: "test://reviews/4"),
                RestorationDrop("tabs[1].presented[0]", .unreachable),
            ]
        ),
        (
            .everyValidEntry, .tab([.search, .review(id: 4)], .sheet([.about])),
            [RestorationDrop("tabs[1].stack[0]", .unknown, entry: "test://items/4")]
        ),
    ])
    func aStackNotStartingAtItsTabsRootStartsAgainFromTheRoot(
        policy: RestorationPolicy, search: Screens<RestoreRoute>.Tab, dropped: [RestorationDrop]
    ) async throws {
        let asked = Mutex<[RestoreRoute]>([])
        let harness = RestorationHarness(policy: policy) { route in
            asked.withLock { $0.append(route) }
            return true
        }
        harness.storage.save(
            Fixture.file(
                """
                {"selected":"test://search","tabs":[\
                {"tab":"test://home","state":{"stack":["test://home"],"presented":[]}},\
                {"tab":"test://search","state":{"stack":["test://items/4","test://reviews/4"],\
                "presented":[{"style":"sheet","stack":["test://about"]}]}}]}
                """),
            for: Fixture.scene)

        let result = await harness.restoreTabs()

        #expect(
            result.navigation?.screens
                == Screens(selected: .search, .tab([.home]), search, .tab([.profile])))
        #expect(result.dropped == dropped)
        // Nothing left out anyway is asked about: not the wrong root, nor, with the prefix,
        // what follows it.
        #expect(
            asked.withLock { $0 }
                == (policy == .longestValidPrefix ? [.home] : [.home, .review(id: 4), .about]))
    }

    /// A tab's root is the tab: when the validator refuses it, the tab starts again from it
    /// alone (with the prefix policy) or keeps the valid routes above it (every valid entry).
    @Test(arguments: [
        (
            RestorationPolicy.longestValidPrefix, Screens<RestoreRoute>.Tab.tab([.search]),
            [
                RestorationDrop("tabs[1].stack[0]", .invalid, entry: "test://search"),
                RestorationDrop("tabs[1].stack[1]", .unreachable, entry: "test://items/4"),
                RestorationDrop("tabs[1].presented[0]", .unreachable),
            ]
        ),
        (
            .everyValidEntry, .tab([.search, .item(id: 4)], .sheet([.about])),
            [RestorationDrop("tabs[1].stack[0]", .invalid, entry: "test://search")]
        ),
    ])
    func aTabWhoseRootIsRefusedStartsAgainFromIt(
        policy: RestorationPolicy, search: Screens<RestoreRoute>.Tab, dropped: [RestorationDrop]
    ) async throws {
        let harness = RestorationHarness(deleted: [.search], policy: policy)
        try harness.save(
            Screens(
                selected: .search, .tab([.home]), .tab([.search, .item(id: 4)], .sheet([.about])),
                .tab([.profile])))

        let result = await harness.restoreTabs()

        #expect(
            result.navigation?.screens
                == Screens(selected: .search, .tab([.home]), search, .tab([.profile])))
        #expect(result.dropped == dropped)
    }

    /// Restoring onto a navigation that already shows something keeps what the file does not
    /// name, and gives each restored layer an identifier of its own.
    @Test func aRestoredLayerNeverTakesAnIdentifierTheNavigationHas() async throws {
        let harness = RestorationHarness()
        try harness.save(Screens(.tab([.home], .sheet([.about]))))
        let shown = try Screens<RestoreRoute>(
            .tab([.home]), .tab([.search], .sheet([.settings]), .cover([.item(id: 1)])),
            .tab([.profile])
        ).navigation()

        let result = await harness.restore(onto: shown)

        let navigation = try #require(result.navigation)
        let ids = navigation.tabs.flatMap { $0.stacks.map(\.id) }
        #expect(Set(ids).count == ids.count)
        #expect(navigation.tabs[0].stacks.map(\.routes) == [[.home], [.about]])
        #expect(navigation.tabs[1] == shown.tabs[1])
        // A navigation that repeats an identifier does not even decode.
        let decoded = try JSONDecoder().decode(
            Navigation<RestoreRoute>.self, from: JSONEncoder().encode(navigation))
        #expect(decoded == navigation)
    }
}
