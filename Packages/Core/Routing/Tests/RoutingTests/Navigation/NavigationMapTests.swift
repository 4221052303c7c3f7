import Routing
import Testing

/// A feature's navigation saved among an app's routes (`map`) and read back from them
/// (`compactMap`): what is the feature's comes back whole, with its inspectors, search,
/// selection and arrangement; a stack ends at the first route that is not.
@Suite struct NavigationMapTests {
    /// The app's routes: the feature's, and another feature's.
    enum AppRoute: Route {
        case feature(TestRoute)
        case other(String)

        var feature: TestRoute? {
            if case .feature(let route) = self { route } else { nil }
        }
    }

    /// Three tabs, settings then list selected (the search begun from settings), a pushed
    /// route with an inspector, a sheet with its own, and the tabs rearranged.
    private static func busy() throws -> Navigation<TestRoute> {
        try Navigation(tabs: [.home, .list, .settings], search: .list).applying([
            .push(.detail(1)), .inspect(.about),
            .present(.picker, sizing: SheetSizing(detents: [.medium, .large])),
            .inspect(.detail(2)), .arrange(.init(order: [.settings, .home, .list], hidden: [])),
            .select(.settings), .select(.list),
        ])
    }

    @Test func whatMapsOutComesBackWhole() throws {
        let busy = try Self.busy()
        #expect(busy.search?.returnTab == .settings)
        let back = try #require(busy.map(AppRoute.feature).compactMap(\.feature))
        #expect(back == busy)
    }

    /// A stack ends before another feature's route: its inspector, its dialog and the layers
    /// above it go with what is cut; the other tabs, the search and the selection stay.
    @Test func aStackEndsAtAnotherFeaturesRoute() throws {
        let saved = try Navigation<AppRoute>(
            tabs: [.feature(.home), .feature(.list), .feature(.settings)], search: .feature(.list)
        ).applying([
            .push(.feature(.detail(1))), .push(.other("wallet")), .push(.feature(.detail(3))),
            .inspect(.feature(.about)), .present(.feature(.picker)), .select(.feature(.list)),
        ])
        let back = try #require(saved.compactMap(\.feature))
        let home = try #require(back.tab(.home))
        #expect(home.stacks.map(\.routes) == [[.home, .detail(1)]])
        #expect(home.stacks[0].inspector == nil)
        #expect(back.tab(.list)?.stacks.map(\.routes) == [[.list]])
        #expect(back.selectedTab == .list)
        #expect(back.search?.isActive == true)
        #expect(back.search?.returnTab == .home)
    }

    /// A layer rooted at another feature's route goes with the layers above it; the stack
    /// under it keeps its inspector.
    @Test func aLayerOfAnotherFeatureGoes() throws {
        let saved = try Self.busy().map(AppRoute.feature).applying([
            .select(.feature(.home)), .present(.other("cover"), style: .cover),
            .present(.feature(.about)),
        ])
        let back = try #require(saved.compactMap(\.feature))
        let home = try #require(back.tab(.home))
        #expect(home.stacks.map(\.routes) == [[.home, .detail(1)], [.picker]])
        #expect(home.stacks.map(\.inspector) == [.about, .detail(2)])
    }

    @Test func aTabRootLeftOutLeavesNothing() throws {
        let navigation = try Navigation<AppRoute>(tabs: [.feature(.home), .other("wallet")])
        #expect(navigation.compactMap(\.feature) == nil)
    }
}
