import FeatureShell
import Main
import Routing
import Testing

/// "More like this" on an item opens the inspector of the item's stack on the search results
/// for its title: a column after the others on a wide screen, over the item on a compact one.
/// It is the stack's, so it stays as items open under it, `back` closes it first, what it
/// shows loads and is reported like any screen, and a restore brings it back with its stack.
@MainActor
@Suite struct MainInspectorTests {
    @Test func moreLikeThisShowsTheResultsOverTheItemWhenCompact() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "42"])
        #expect(main.actionNames == ["similar"])
        try await main.perform("similar")
        #expect(
            main.location
                == ScreenLocation(
                    tab: "home", stack: [.home, .item(id: 42)],
                    inspector: .searchResults(query: "Item 42")))
        #expect(main.screen.title == "Search: Item 42")
        #expect(main.screen.content == ["#42 Item 42: A blue item"])
        #expect(main.calls == [.firstItems, .item(42), .search("Item 42")])
        #expect(main.screensViewed == ["home", "item", "search-results"])
        #expect(await main.back())
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 42)]))
        #expect(main.screen.title == "Item 42")
        #expect(main.screensViewed.last == "item")
        #expect(await main.back())
        #expect(main.location.stack == [.home])
    }

    @Test func aWideScreenShowsTheInspectorAfterTheColumns() async throws {
        let main = await MainHarness()
        main.navigator.isCompact = false
        try await main.perform("open-item", ["id": "42"])
        try await main.perform("similar")
        #expect(main.screen.title == "Home | Item 42 | Search: Item 42")
        #expect(main.screen.content.suffix(2) == ["[Search: Item 42]", "#42 Item 42: A blue item"])
        #expect(
            main.actionNames == ["open-item", "similar", "search"],
            "each action once, the first column's winning")
        try await main.perform("open-item", ["id": "43"])
        #expect(main.screen.title == "Home | Item 43 | Search: Item 42", "it stays as items open")
        #expect(main.coordinator.columns(for: .home)?.inspector == .searchResults(query: "Item 42"))
        main.navigator.isCompact = true
        #expect(main.screen.title == "Search: Item 42", "over the item once compact")
    }

    /// On a compact screen the inspector covers the item: an item opened from it shows as the
    /// inspector closes, in one change.
    @Test func anItemOpenedFromTheInspectorShowsAsItCloses() async throws {
        let main = await MainHarness()
        try await main.perform("open-item", ["id": "4"])
        try await main.perform("similar")
        let changes = main.countChanges()
        try await main.perform("open-item", ["id": "41"])
        #expect(
            main.location
                == ScreenLocation(tab: "home", stack: [.home, .item(id: 4), .item(id: 41)]))
        #expect(changes.count == 1)
        #expect(main.screen.title == "Item 41")
    }

    /// A tab without columns shows its inspector beside its stack on a wide screen.
    @Test func aStackWithoutColumnsShowsItsInspectorBesideIt() async throws {
        let main = await MainHarness()
        main.navigator.isCompact = false
        try await main.select("profile")
        main.navigator.router(for: .profile)?.inspector = .searchResults(query: "gold")
        await main.settle()
        #expect(main.screen.title == "Profile | Search: gold")
        #expect(main.calls.last == .search("gold"))
    }

    /// Until the item loads it has no title to search for: no action, and asking does nothing.
    @Test func anItemNotLoadedHasNothingLikeIt() async throws {
        let main = await MainHarness(failure: MainError(.offline, reason: "You are offline."))
        await main.open(.item(id: 42))
        let item = try main.model(.item(id: 42), as: ItemModel.self)
        #expect(!item.canShowSimilar)
        #expect(!main.actionNames.contains("similar"))
        item.showSimilar()
        #expect(main.location.inspector == nil)
        main.catalog.failure = nil
        try await main.perform("retry")
        #expect(item.canShowSimilar)
        item.showSimilar()
        #expect(main.location.inspector == .searchResults(query: "Item 42"))
    }

    @Test func aRestoreBringsTheInspectorBackWithItsStack() async throws {
        let main = await MainHarness()
        main.coordinator.restore(
            try .main([.push(.item(id: 3)), .inspect(.searchResults(query: "Item 3"))]))
        await main.settle()
        #expect(main.location.inspector == .searchResults(query: "Item 3"))
        #expect(main.screen.title == "Search: Item 3")
        #expect(main.calls.contains(.search("Item 3")), "what it shows loads")
    }

    /// An inspector is left out with a stack restored short of it, and when it shows a
    /// settings route, which lives in the settings sheet only.
    @Test(arguments: [
        [NavigationCommand<MainRoute>.push(.item(id: 3)), .push(.settings), .inspect(.search)],
        [.push(.item(id: 3)), .inspect(.settingsAbout)],
    ])
    func anInspectorThatCannotBeIsLeftOut(_ commands: [NavigationCommand<MainRoute>]) async throws {
        let main = await MainHarness()
        main.coordinator.restore(try .main(commands))
        await main.settle()
        #expect(main.location == ScreenLocation(tab: "home", stack: [.home, .item(id: 3)]))
    }
}
