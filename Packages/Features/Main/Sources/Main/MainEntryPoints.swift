public import Routing

extension MainFeature {
    /// Main's ways in besides a link, each opening one of ``deepLinks``: the notification
    /// `item.updated` (its payload's `item` is the item's id), the quick actions `search` and
    /// `settings`, and the App Intents `OpenItem` (on an `Item` entity) and `Search` (with the
    /// query, and its App Shortcut), and the menu bar's Go menu: each tab by its title (Command-1
    /// to 3, in tab order) and Settings. An app registers them on its `DeepLinkTable`.
    public nonisolated static var entryPoints: [EntryPoint] { MainEntryPoints.all }
}

/// Main's entry points, each naming the pattern of its route's one declaration.
enum MainEntryPoints {
    static let all: [EntryPoint] =
        [
            .notification("item.updated", opens: pattern(.item(id: 1)), fields: ["id": "item"]),
            .quickAction("search", title: MainText.search, opens: pattern(.search)),
            .quickAction("settings", title: MainText.settings, opens: pattern(.settings)),
            // No App Shortcut: Siri would ask which item and could offer none (its query knows
            // identifiers only); Shortcuts and the system open items they already hold.
            .intent(
                EntryPoint.Intent("OpenItem", title: MainText.openItem, entity: "Item"),
                opens: pattern(.item(id: 1))),
            .intent(
                EntryPoint.Intent(
                    "Search", title: MainText.search, parameters: ["q": "Search for"],
                    shortcut: EntryPoint.Shortcut(
                        phrases: ["Search \(EntryPoint.Shortcut.appName)"],
                        shortTitle: MainText.search,
                        systemImage: "magnifyingglass")),
                opens: pattern(.searchResults(query: "tea"))),
        ] + goMenu

    /// The Go menu: each tab's root, with the tab's number as its shortcut, then Settings.
    private static let goMenu: [EntryPoint] =
        MainTab.allCases.enumerated().map { index, tab in
            .menuItem(
                tab.title, key: EntryPoint.Key(Character(String(index + 1))),
                opens: pattern(tab.root))
        } + [.menuItem(MainText.settings, opens: pattern(.settings))]

    /// The pattern of `route`'s kind.
    private static func pattern(_ route: MainRoute) -> DeepLinkPattern<MainRoute> {
        route.declaration.pattern
    }
}
