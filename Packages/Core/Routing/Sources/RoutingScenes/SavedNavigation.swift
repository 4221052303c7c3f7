internal import Foundation
import Routing

/// A navigation as a file keeps it: each tab by its root and its stacks (with the route each
/// one's inspector shows, if open), routes as `Entry`s
/// (their links on disk, ``LenientEntry``s once read back, routes once pruned). No identifier
/// and no dialog is saved: a restored layer is a new one, and a dialog is never restored.
///
/// ```json
/// { "selected": "rootswitch://home",
///   "tabs": [ { "tab": "rootswitch://home",
///               "state": { "stack": ["rootswitch://home", "rootswitch://items/42"],
///                          "presented": [ { "style": "sheet", "stack": ["rootswitch://about"] } ] } } ],
///   "customization": { "order": ["rootswitch://search", "rootswitch://home"], "hidden": [],
///                      "platformCustomization": "eyJ0YWJz..." },
///   "search": { "returnTab": "rootswitch://home" } }
/// ```
/// `search` is there while the search tab's search is active (its tab then selected), with the
/// tab it returns to.
/// The platform's customization, opaque data, is read leniently: one that does not read as
/// data is left out, never costing the rest.
struct SavedNavigation<Entry: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// One tab: its root, and its stacks.
    struct Tab: Hashable, Sendable, Codable {
        var tab: Entry
        var state: SavedStacks<Entry>
    }

    /// How the user arranged the tabs; see ``Navigation/Arrangement``.
    struct Arrangement: Hashable, Sendable, Codable {
        var order: [Entry]
        var hidden: [Entry]
        var platformCustomization: Data? = nil

        /// Its tabs transformed, those `transform` leaves out (`nil`) dropped; the platform's
        /// customization kept as it is.
        func compactMap<T>(_ transform: (Entry) -> T?) -> SavedNavigation<T>.Arrangement {
            .init(
                order: order.compactMap(transform), hidden: hidden.compactMap(transform),
                platformCustomization: platformCustomization)
        }
    }

    /// The search tab's active search: the tab it returns to when it ends, if any.
    struct Search: Hashable, Sendable, Codable {
        var returnTab: Entry?
    }

    var selected: Entry
    var tabs: [Tab]
    var customization: Arrangement?
    var search: Search? = nil

    /// `transform` applied to every entry.
    func map<T>(_ transform: (Entry) -> T) -> SavedNavigation<T> {
        SavedNavigation<T>(
            selected: transform(selected),
            tabs: tabs.map { tab in
                SavedNavigation<T>.Tab(
                    tab: transform(tab.tab),
                    state: .init(
                        stack: tab.state.stack.map(transform),
                        presented: tab.state.presented.map { layer in
                            .init(
                                style: layer.style, stack: layer.stack.map(transform),
                                sizing: layer.sizing, inspector: layer.inspector.map(transform))
                        }, inspector: tab.state.inspector.map(transform)))
            },
            customization: customization.map { $0.compactMap(transform) },
            search: search.map { .init(returnTab: $0.returnTab.map(transform)) })
    }
}

extension SavedNavigation.Arrangement {
    private enum CodingKeys: String, CodingKey {
        case order, hidden, platformCustomization
    }

    /// Reads an arrangement; a platform customization that does not read as data (a newer
    /// platform's, or a hand's) is left out, and the order and the hidden tabs are kept.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        order = try container.decode([Entry].self, forKey: .order)
        hidden = try container.decode([Entry].self, forKey: .hidden)
        platformCustomization =
            (try? container.decodeIfPresent(Data.self, forKey: .platformCustomization)) ?? nil
    }
}

/// A saved base stack and the layers over it, outermost first.
struct SavedStacks<Entry: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    /// A saved layer.
    struct Layer: Hashable, Sendable, Codable {
        var style: PresentationStyle
        var stack: [Entry]
        var sizing: SheetSizing?
        var inspector: Entry? = nil
    }

    var stack: [Entry]
    var presented: [Layer] = []
    /// The route the base stack's inspector shows, if open.
    var inspector: Entry? = nil

    /// Each stack's inspector, the base stack's first.
    var inspectors: [Entry?] { [inspector] + presented.map { $0.inspector } }
}

extension Navigation {
    /// This navigation as a file keeps it, routes as they are.
    var saved: SavedNavigation<R> {
        SavedNavigation(
            selected: selectedTab,
            tabs: tabs.map { tab in
                SavedNavigation.Tab(
                    tab: tab.root,
                    state: .init(
                        stack: tab.stacks[0].routes,
                        presented: tab.stacks.dropFirst().map { stack in
                            .init(
                                style: stack.style ?? .sheet, stack: stack.routes,
                                sizing: stack.sizing, inspector: stack.inspector)
                        }, inspector: tab.stacks[0].inspector))
            },
            customization: arrangement.map {
                .init(
                    order: $0.order, hidden: $0.order.filter($0.hidden.contains),
                    platformCustomization: $0.platformCustomization)
            },
            search: search.flatMap { $0.isActive ? .init(returnTab: $0.returnTab) : nil })
    }

    /// `blank`'s tabs with the stacks `saved` keeps for each (a tab it lacks as it is in
    /// `blank`), its selected tab if it is one of them, and its arrangement. Each restored
    /// layer is a new stack, with an identifier `blank` never gave out.
    init(_ saved: SavedNavigation<R>, onto blank: Navigation<R>) {
        var tabs = blank.tabs
        var id = blank.lastID
        let single = blank.tabs.count == 1 && saved.tabs.count == 1
        for entry in saved.tabs {
            guard let index = single ? 0 : tabs.firstIndex(where: { $0.root == entry.tab })
            else { continue }
            tabs[index].stacks[0].routes = entry.state.stack
            tabs[index].stacks[0].inspector = entry.state.inspector
            tabs[index].stacks.removeSubrange(1...)
            for layer in entry.state.presented {
                id += 1
                tabs[index].stacks.append(
                    Stack(
                        id: id, routes: layer.stack, style: layer.style, sizing: layer.sizing,
                        inspector: layer.inspector))
            }
        }
        self = blank
        self.tabs = tabs
        lastID = max(blank.lastID, id)
        selectedIndex =
            single ? 0 : tabs.firstIndex { $0.root == saved.selected } ?? blank.selectedIndex
        // As a navigator keeps it: the declared order with every tab shown is no arrangement,
        // and one hiding every tab (only a hand writes it) is none either: no navigator holds it.
        arrangement = saved.customization.flatMap { saved in
            let fitted = Arrangement(
                order: saved.order, hidden: Set(saved.hidden),
                platformCustomization: saved.platformCustomization
            )
            .fitted(to: tabRoots)
            let isDeclared = fitted == Arrangement(order: tabRoots)
            return isDeclared || fitted.hidden.count == tabRoots.count ? nil : fitted
        }
        // An active search, kept where a navigator could hold it (Search.fits): its tab
        // selected, returning to another tab the navigation has.
        if let saved = saved.search, let tab = search?.tab {
            let returnTab = saved.returnTab == tab ? nil : saved.returnTab
            let active = Search(tab: tab, isActive: true, returnTab: returnTab)
            if active.fits(tabRoots, selected: selectedTab) { search = active }
        }
    }
}
