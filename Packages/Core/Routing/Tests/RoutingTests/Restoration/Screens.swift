import Routing
import Testing

/// A navigation as a test writes it and reads it back: each tab's base stack and the layers
/// over it, the selected tab and the arrangement; not the stacks' identifiers, which a restore
/// gives out afresh.
///
/// ```swift
/// let saved = Screens<RestoreRoute>(
///     selected: .search, .tab([.home, .item(id: 3)]), .tab([.search], .sheet([.about])))
/// try harness.save(saved)
/// #expect(await harness.restoreTabs().navigation?.screens == saved)
/// ```
struct Screens<R: Route>: Hashable, CustomTestStringConvertible {
    /// A presented layer: its style, routes and sizes.
    struct Layer: Hashable {
        var style: PresentationStyle
        var routes: [R]
        var sizing: SheetSizing?

        static func sheet(_ routes: [R], sizing: SheetSizing? = nil) -> Self {
            Self(style: .sheet, routes: routes, sizing: sizing)
        }

        static func cover(_ routes: [R]) -> Self {
            Self(style: .cover, routes: routes, sizing: nil)
        }
    }

    /// A tab: its base stack, root first, and the layers over it, outermost first.
    struct Tab: Hashable {
        var stack: [R]
        var layers: [Layer]

        var root: R { stack[0] }

        static func tab(_ stack: [R], _ layers: Layer...) -> Self {
            Self(stack: stack, layers: layers)
        }
    }

    var selected: R
    var tabs: [Tab]
    var arrangement: Navigation<R>.Arrangement?

    /// Tabs in declared order, `selected` (the first if `nil`) on screen.
    init(selected: R? = nil, arrangement: Navigation<R>.Arrangement? = nil, _ tabs: Tab...) {
        self.init(selected: selected ?? tabs[0].root, tabs: tabs, arrangement: arrangement)
    }

    /// One stack without tabs, and the layers over it.
    init(_ stack: [R], _ layers: Layer...) {
        self.init(selected: stack[0], tabs: [Tab(stack: stack, layers: layers)], arrangement: nil)
    }

    fileprivate init(selected: R, tabs: [Tab], arrangement: Navigation<R>.Arrangement?) {
        (self.selected, self.tabs, self.arrangement) = (selected, tabs, arrangement)
    }

    /// A navigation showing these screens, made by commands as a user would.
    func navigation() throws -> Navigation<R> {
        var commands: [NavigationCommand<R>] = []
        for tab in tabs {
            commands += [.select(tab.root), .setPath(Array(tab.stack.dropFirst()))]
            for layer in tab.layers {
                commands.append(
                    .present(layer.routes[0], style: layer.style, sizing: layer.sizing))
                commands += layer.routes.dropFirst().map { .push($0) }
            }
        }
        commands.append(.select(selected))
        if let arrangement { commands.append(.arrange(arrangement)) }
        let blank =
            tabs.count == 1
            ? Navigation(root: tabs[0].root) : try Navigation(tabs: tabs.map(\.root))
        return try blank.applying(commands)
    }

    var testDescription: String {
        let tabs = self.tabs.map { tab in
            "\(tab.stack)" + tab.layers.map { " \($0.style) \($0.routes)" }.joined()
        }
        return "selected \(selected): " + tabs.joined(separator: " | ")
            + (arrangement.map { " arranged \($0.order) hiding \($0.hidden)" } ?? "")
    }
}

extension Navigation {
    /// What this navigation shows, without identifiers.
    var screens: Screens<R> {
        Screens(
            selected: selectedTab,
            tabs: tabs.map { tab in
                Screens.Tab(
                    stack: tab.stacks[0].routes,
                    layers: tab.stacks.dropFirst().map { stack in
                        Screens.Layer(
                            style: stack.style ?? .sheet, routes: stack.routes,
                            sizing: stack.sizing)
                    })
            },
            arrangement: arrangement)
    }
}
