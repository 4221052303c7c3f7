import Foundation
import Observation
import Routing
import TestSupport
import Testing

/// The search tab behaves as SwiftUI's `tabViewSearchActivation(.searchTabSelection)`:
/// selecting it begins the search, ending the search selects again the tab the user came from,
/// and the search is navigation state like the rest.
@MainActor
@Suite struct SearchTabTests {
    private func navigator(events: NavigationEvents? = nil) throws -> Navigator<TestRoute> {
        try Navigator(tabs: [.home, .list, .settings], search: .list, events: events)
    }

    @Test func selectingTheSearchTabBeginsTheSearchAndEndingItGoesBack() throws {
        let navigator = try navigator()
        navigator.apply(.select(.settings))

        navigator.apply(.select(.list))
        #expect(navigator.search?.isActive == true)
        #expect(navigator.search?.returnTab == .settings)

        navigator.apply(.endSearch)
        #expect(navigator.selectedTab == .settings)
        #expect(navigator.search == navigator.state.search)
        #expect(navigator.search?.isActive == false)
        #expect(navigator.search?.returnTab == nil)
    }

    @Test func selectingAnotherTabEndsTheSearchWhereItIs() throws {
        let navigator = try navigator()
        navigator.apply(.tap(.list))
        navigator.apply(.tap(.settings))
        #expect(navigator.search?.isActive == false)
        navigator.apply(.endSearch)
        #expect(navigator.selectedTab == .settings)
    }

    /// Launched into the search tab, there is no tab to go back to: ending the search stays.
    @Test func aSearchBegunOnItsOwnTabEndsThere() throws {
        let navigator = try Navigator<TestRoute>(
            tabs: [.home, .list], selected: .list, search: .list)
        #expect(navigator.isSearching == false)
        navigator.isSearching = true
        #expect(navigator.search?.isActive == true)
        #expect(navigator.search?.returnTab == nil)
        navigator.isSearching = false
        #expect(navigator.selectedTab == .list)
        #expect(navigator.isSearching == false)
    }

    /// A link landing in the search tab selects it, so it begins the search; a tap on the
    /// search tab while it shows a result pops to its root and keeps searching.
    @Test func aLinkOrATapIntoTheSearchTabBeginsTheSearch() throws {
        let navigator = try navigator()
        navigator.apply([.select(.list), .push(.detail(1))])
        #expect(navigator.isSearching)
        navigator.isSearching = false
        #expect(navigator.selectedTab == .home)
        navigator.apply(.tap(.list))
        #expect(navigator.isSearching)
        #expect(navigator.router(for: .list)?.stack == [.list, .detail(1)])
        navigator.apply(.tap(.list))
        #expect(navigator.isSearching)
        #expect(navigator.search?.returnTab == .home)
        #expect(navigator.router(for: .list)?.stack == [.list])
    }

    @Test func theSearchIsPublishedOnlyWhenItChanges() throws {
        let events = NavigationEvents()
        var seen: [String] = []
        let observation = events.observe([.navigation]) { seen.append("\($0)") }
        defer { observation.cancel() }
        let navigator = try navigator(events: events)
        let changed = ChangeFlag()
        withObservationTracking {
            _ = navigator.search
        } onChange: {
            changed.set()
        }

        navigator.router(for: .home)?.push(.detail(1))
        navigator.apply(.select(.settings))
        #expect(!changed.isSet)
        navigator.apply([.select(.list), .endSearch, .select(.list)])
        #expect(changed.isSet)
        #expect(
            seen == [
                "push detail(1)", "select tab settings", "select tab list", "begin search",
                "select tab settings", "end search", "select tab list", "begin search",
            ])
    }

    @Test func aSearchTabNotAmongTheTabsIsRefused() {
        #expect(throws: RoutingError.self) {
            try Navigation<TestRoute>(tabs: [.home, .list], search: .settings)
        }
    }

    @Test func theSearchRoundTripsAndASearchThatCannotBeIsRefused() throws {
        var navigation = try Navigation<TestRoute>(tabs: [.home, .list], search: .list)
        navigation = try navigation.applying([.select(.list)])
        let data = try JSONEncoder().encode(navigation)
        #expect(try JSONDecoder().decode(Navigation<TestRoute>.self, from: data) == navigation)

        // Active while another tab is selected: no navigator holds that.
        let json = try #require(String(data: data, encoding: .utf8))
        let broken = json.replacingOccurrences(of: #""selected":1"#, with: #""selected":0"#)
        #expect(broken != json)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Navigation<TestRoute>.self, from: Data(broken.utf8))
        }
    }

    /// Restoring the value brings the search back with its way out.
    @Test func aRestoreBringsTheSearchBack() throws {
        let navigator = try navigator()
        navigator.apply([.select(.settings), .select(.list)])
        let saved = navigator.state
        navigator.apply(.endSearch)

        navigator.apply(.restore(saved))

        #expect(navigator.state == saved)
        navigator.apply(.endSearch)
        #expect(navigator.selectedTab == .settings)
    }

    @Test func theTreeMarksTheSearch() throws {
        let navigator = try navigator()
        navigator.apply(.select(.list))
        #expect(navigator.treeDescription.contains("list (selected, searching)"))
    }
}
