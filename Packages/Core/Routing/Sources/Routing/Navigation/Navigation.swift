public import Foundation

/// One scene's navigation as one value: each tab's stack, the layers presented over it with
/// their sizes, the dialog shown, the selected tab, the search tab's search and how the user
/// arranged the tabs.
///
/// A navigation without tabs is one tab. A tab is known by its root route, which never
/// changes while there are several tabs. Every change is a ``NavigationCommand``, a pure step
/// from one value to the next or a refusal: ``applying(_:)`` here, and a ``Navigator`` that
/// holds the value and publishes each change. Columns are not stored: they are read from a
/// stack by position (``ColumnLayout``). It is `Hashable` (two navigations showing the same
/// are equal, whatever their identifiers) and `Codable` (what is decoded is checked: see
/// ``init(from:)``); RoutingScenes saves it for restoration as links, not as this JSON.
///
/// ```swift
/// var navigation = try Navigation<ShopRoute>(tabs: [.home, .cart])
/// navigation = try navigation.applying([.select(.cart), .push(.checkout)])
/// let top = navigation.top.routes  // [.cart, .checkout]
/// ```
public struct Navigation<R: Route>: Sendable {
    /// One navigation stack: a tab's own (its base) or a presented layer's.
    public struct Stack: Hashable, Sendable, Codable, Identifiable {
        /// Unique among the stacks a navigation has had, so a view that showed this layer can
        /// tell it from the one that replaced it.
        public let id: Int
        /// The routes, root first; never empty.
        public package(set) var routes: [R]
        /// How the layer is presented; `nil` for a tab's base stack.
        public internal(set) var style: PresentationStyle?
        /// The heights the layer's sheet rests at and the one it rests at; `nil` for the
        /// system's sizes and for a base stack.
        public internal(set) var sizing: SheetSizing?
        /// The alert or confirmation dialog shown over this stack, if any.
        public package(set) var dialog: PresentedDialog?
        /// The route the stack's inspector shows (``NavigationCommand/inspect(_:)``), if open.
        public package(set) var inspector: R? {
            get { inspectorRoute.first }
            set { inspectorRoute = newValue.map { [$0] } ?? [] }
        }
        /// ``inspector`` kept as none or one route. An array's layout does not depend on `R`,
        /// so neither does a stack's: generic code copies, compares and destroys one without
        /// asking the runtime for `Optional<R>`'s metadata each time (docs/benchmarks.md).
        private var inspectorRoute: [R]

        package init(
            id: Int, routes: [R], style: PresentationStyle? = nil, sizing: SheetSizing? = nil,
            dialog: PresentedDialog? = nil, inspector: R? = nil
        ) {
            (self.id, self.routes, self.style, self.sizing) = (id, routes, style, sizing)
            self.dialog = dialog
            inspectorRoute = inspector.map { [$0] } ?? []
        }

        private enum CodingKeys: String, CodingKey {
            case id, routes, style, sizing, dialog, inspector
        }

        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try values.decode(Int.self, forKey: .id),
                routes: try values.decode([R].self, forKey: .routes),
                style: try values.decodeIfPresent(PresentationStyle.self, forKey: .style),
                sizing: try values.decodeIfPresent(SheetSizing.self, forKey: .sizing),
                dialog: try values.decodeIfPresent(PresentedDialog.self, forKey: .dialog),
                inspector: try values.decodeIfPresent(R.self, forKey: .inspector))
        }

        public func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(id, forKey: .id)
            try values.encode(routes, forKey: .routes)
            try values.encodeIfPresent(style, forKey: .style)
            try values.encodeIfPresent(sizing, forKey: .sizing)
            try values.encodeIfPresent(dialog, forKey: .dialog)
            try values.encodeIfPresent(inspector, forKey: .inspector)
        }
    }

    /// One tab: its base stack, then the layers presented over it, outermost first.
    public struct Tab: Hashable, Sendable, Codable {
        /// The base stack first; never empty.
        public package(set) var stacks: [Stack]

        /// The tab's root route, which names the tab.
        public var root: R { stacks[0].routes[0] }
        /// The topmost stack: what the tab shows.
        public var top: Stack { stacks[stacks.count - 1] }
        /// How many routes the tab holds, its layers' included.
        public var routeCount: Int { stacks.reduce(0) { $0 + $1.routes.count } }

        /// Whether a navigator could hold it: no empty stack, a base stack without a
        /// presentation style, each layer with one.
        var isWellFormed: Bool {
            !stacks.isEmpty && stacks[0].style == nil && stacks.allSatisfy { !$0.routes.isEmpty }
                && stacks.dropFirst().allSatisfy { $0.style != nil }
        }
    }

    /// How the user arranged the tabs: their order and the hidden ones.
    public struct Arrangement: Hashable, Sendable, Codable {
        /// The tabs in the user's order, named by their roots; tabs it does not name follow in
        /// their declared order.
        public var order: [R]
        /// The tabs the tab bar and the sidebar leave out; a hidden tab keeps its stack.
        public var hidden: Set<R>
        /// The platform's own saved customization (SwiftUI's `TabViewCustomization`, encoded),
        /// kept as it is: where the platform keeps an order its API does not show, such as the
        /// one a user drags the tabs into, it survives here with the navigation, and the
        /// platform applies it over ``order``. Never read by the navigation; a command that
        /// arranges the tabs without it drops it. `nil` when the platform saved none.
        public var platformCustomization: Data?

        /// Creates an arrangement.
        public init(order: [R] = [], hidden: Set<R> = [], platformCustomization: Data? = nil) {
            (self.order, self.hidden) = (order, hidden)
            self.platformCustomization = platformCustomization
        }

        /// `tabs` in this order: the ones it names first, then the others as declared.
        public func arranged(_ tabs: [R]) -> [R] {
            let known = Set(tabs)
            var seen = Set<R>()
            let named = order.filter { known.contains($0) && seen.insert($0).inserted }
            return named + tabs.filter { !seen.contains($0) }
        }

        /// This arrangement of `tabs` alone: every tab in order, unknown ones left out.
        package func fitted(to tabs: [R]) -> Self {
            Self(
                order: arranged(tabs), hidden: hidden.intersection(tabs),
                platformCustomization: platformCustomization)
        }

        private enum CodingKeys: String, CodingKey {
            case order, hidden, platformCustomization
        }

        /// Reads an arrangement written by ``encode(to:)``. A platform customization that does
        /// not read as data is left out: it is the platform's, and never worth the arrangement.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            order = try container.decode([R].self, forKey: .order)
            hidden = Set(try container.decode([R].self, forKey: .hidden))
            platformCustomization =
                (try? container.decodeIfPresent(Data.self, forKey: .platformCustomization)) ?? nil
        }

        /// Writes the order, then the hidden tabs in that order, so equal arrangements read
        /// the same, then the platform's customization if there is one.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(order, forKey: .order)
            let unordered = hidden.subtracting(order)
            try container.encode(order.filter(hidden.contains) + unordered, forKey: .hidden)
            try container.encodeIfPresent(platformCustomization, forKey: .platformCustomization)
        }
    }

    /// A group of tabs in a sidebar on a wide screen, with a title.
    public struct Section: Hashable, Sendable, Codable {
        /// The section's title, as the sidebar shows it.
        public let title: String
        /// Its tabs, by their roots, in order.
        public let tabs: [R]

        /// Creates a section.
        public init(_ title: String, tabs: [R]) {
            (self.title, self.tabs) = (title, tabs)
        }
    }

    /// The most routes a tab holds, its layers' included: deeper saved state is restored to
    /// its longest prefix within it, and a feature refuses a push past it
    /// (``RoutingError/Code/stackTooDeep``).
    public static var maximumRoutes: Int { maximumRoutesPerTab }

    /// Each tab, in declared order; never empty.
    public package(set) var tabs: [Tab]
    /// The index in ``tabs`` of the selected tab.
    public package(set) var selectedIndex: Int
    /// How the user arranged the tabs; `nil` for the declared order with every tab shown.
    public package(set) var arrangement: Arrangement?
    /// The search tab and its search; `nil` when no tab has the search role.
    public package(set) var search: Search?
    /// The last stack or dialog identifier given out; the next is one more. Not part of
    /// equality: two navigations showing the same are equal.
    package var lastID: Int

    /// Every tab's root, in declared order.
    public var tabRoots: [R] { tabs.map { $0.root } }

    /// The selected tab's root.
    public var selectedTab: R { tabs[selectedIndex].root }

    /// The stack on screen: the selected tab's topmost.
    public var top: Stack { tabs[selectedIndex].top }

    /// The tabs a tab bar or sidebar shows: in the user's order, without the hidden ones.
    public var visibleTabs: [R] {
        guard let arrangement else { return tabRoots }
        return arrangement.arranged(tabRoots).filter { !arrangement.hidden.contains($0) }
    }

    /// The tab whose root is `root`, if there is one.
    public func tab(_ root: R) -> Tab? {
        tabs.first { $0.root == root }
    }

    /// The stack with `id`, if it is still there.
    public func stack(_ id: Int) -> Stack? {
        locate(id).map { tabs[$0.tab].stacks[$0.depth] }
    }

    /// The same navigation over another route type: every route (and so every tab's name)
    /// transformed, stacks, identifiers, dialogs and the selection kept. For an app that saves
    /// a feature's navigation among its own routes.
    public func map<T: Route>(_ transform: (R) -> T) -> Navigation<T> {
        // A transform that leaves nothing out leaves every tab, so this is never nil.
        compactMap(transform)!
    }

    /// The same navigation over another route type, for an app reading back a feature's
    /// navigation from among its own routes: each stack ends before the first route
    /// `transform` leaves out (`nil`), and a stack cut short loses its dialog, its inspector
    /// and the layers above it. The selection, the arrangement, the search, the identifiers
    /// and what is left whole are kept.
    /// - Returns: `nil` when `transform` leaves out a tab's root.
    public func compactMap<T: Route>(_ transform: (R) -> T?) -> Navigation<T>? {
        var mapped: [Navigation<T>.Tab] = []
        for tab in tabs {
            var stacks: [Navigation<T>.Stack] = []
            for stack in tab.stacks {
                var routes: [T] = []
                for route in stack.routes {
                    guard let route = transform(route) else { break }
                    routes.append(route)
                }
                guard !routes.isEmpty else { break }
                let whole = routes.count == stack.routes.count
                stacks.append(
                    Navigation<T>.Stack(
                        id: stack.id, routes: routes, style: stack.style, sizing: stack.sizing,
                        dialog: whole ? stack.dialog : nil,
                        inspector: whole ? stack.inspector.flatMap(transform) : nil))
                guard whole else { break }
            }
            guard !stacks.isEmpty else { return nil }
            mapped.append(Navigation<T>.Tab(stacks: stacks))
        }
        return Navigation<T>(
            tabs: mapped, selectedIndex: selectedIndex,
            arrangement: arrangement.map {
                Navigation<T>.Arrangement(
                    order: $0.order.compactMap(transform),
                    hidden: Set($0.hidden.compactMap(transform)),
                    platformCustomization: $0.platformCustomization)
            },
            search: search.flatMap { search in
                transform(search.tab).map {
                    .init(
                        tab: $0, isActive: search.isActive,
                        returnTab: search.returnTab.flatMap(transform))
                }
            },
            lastID: lastID)
    }

    /// The next value: `commands` applied in order, all of them, or none.
    /// - Throws: the first command's refusal, naming it when there are several.
    public func applying(_ commands: [NavigationCommand<R>]) throws(RoutingError) -> Self {
        var change = NavigationChange(self, describing: false)
        try change.apply(commands)
        return change.navigation
    }

    /// Each tab's stacks, one line each, a layer indented under what presents it; with several
    /// tabs, each under its root's name, the selected one marked:
    ///
    /// ```text
    /// /home (selected)
    ///   stack: /home > /items/42
    ///     sheet: /settings > /settings/about
    /// /search
    ///   stack: /search
    /// ```
    /// A navigation without tabs prints its stacks alone, the base unindented. Routes are named
    /// as events name them: their `description`.
    public var treeDescription: String {
        let name = NavigationChange<R>.name
        let single = tabs.count == 1
        return tabs.enumerated().flatMap { index, tab in
            let marks = [
                index == selectedIndex ? "selected" : nil,
                search?.tab == tab.root && search?.isActive == true ? "searching" : nil,
            ]
            .compactMap { $0 }
            let heading =
                single
                ? []
                : [name(tab.root) + (marks.isEmpty ? "" : " (\(marks.joined(separator: ", ")))")]
            return heading
                + tab.stacks.enumerated().map { depth, stack in
                    let inspector = stack.inspector.map { " | inspector: " + name($0) }
                    return String(repeating: "  ", count: depth + (single ? 0 : 1))
                        + "\(stack.style?.rawValue ?? "stack"): "
                        + stack.routes.map(name).joined(separator: " > ") + (inspector ?? "")
                }
        }
        .joined(separator: "\n")
    }

    /// Where the stack with `id` is: its tab's index and its depth (0 for the base).
    func locate(_ id: Int) -> StackPlace? {
        // Plain loops over indices: on every command's path (`push` in routing-benchmarks).
        var tab = 0
        while tab < tabs.count {
            var depth = 0
            while depth < tabs[tab].stacks.count {
                if tabs[tab].stacks[depth].id == id { return StackPlace(tab: tab, depth: depth) }
                depth += 1
            }
            tab += 1
        }
        return nil
    }

    /// The next stack or dialog identifier, given out.
    mutating func nextID() -> Int {
        lastID += 1
        return lastID
    }

    /// An empty value, to hold in place while the real one is changed without a copy.
    static var placeholder: Self { Self(tabs: [], selectedIndex: 0, lastID: 0) }
}

// The initialisers are declared here, outside the type's body, so that Swift still writes
// the memberwise `init(tabs:selectedIndex:arrangement:search:lastID:)` the others use.
extension Navigation {
    /// A navigation of one stack, without tabs.
    public init(root: R) {
        self.init(uncheckedTabs: [root], selected: 0)
    }

    /// A navigation of several tabs, each a stack of its root alone.
    /// - Parameters:
    ///   - tabs: each tab's root, in order; not empty, none twice.
    ///   - selected: the tab selected first; the first if `nil`.
    ///   - search: the tab with the search role (``Search``), if one has it.
    /// - Throws: ``RoutingError/Code/invalidTabs`` for no tabs, a tab twice, or a selected or
    ///   search tab not among them.
    public init(tabs: [R], selected: R? = nil, search: R? = nil) throws(RoutingError) {
        guard let first = tabs.first else { throw RoutingError(.invalidTabs, reason: "no tabs") }
        guard Set(tabs).count == tabs.count else {
            throw RoutingError(.invalidTabs, reason: "a tab appears twice in \(tabs)")
        }
        guard let index = tabs.firstIndex(of: selected ?? first) else {
            throw RoutingError(.invalidTabs, reason: "selected tab not in \(tabs)")
        }
        if let search, !tabs.contains(search) {
            throw RoutingError(.invalidTabs, reason: "search tab \(search) not in \(tabs)")
        }
        self.init(uncheckedTabs: tabs, selected: index)
        self.search = search.map { Search(tab: $0) }
    }

    private init(uncheckedTabs roots: [R], selected: Int) {
        tabs = roots.enumerated().map { index, root in
            Tab(stacks: [Stack(id: index, routes: [root])])
        }
        selectedIndex = selected
        lastID = roots.count - 1
    }
}

extension Navigation: Hashable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.selectedIndex == rhs.selectedIndex && lhs.arrangement == rhs.arrangement
            && lhs.search == rhs.search && lhs.tabs == rhs.tabs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tabs)
        hasher.combine(selectedIndex)
        hasher.combine(arrangement)
        hasher.combine(search)
    }
}

extension Navigation: Codable {
    private enum CodingKeys: String, CodingKey {
        case tabs
        case selectedIndex = "selected"
        case arrangement, search, lastID
    }

    /// Reads a navigation as Swift's synthesized `encode(to:)` writes it (the tabs, the
    /// selected tab's index as `selected`, the arrangement, the search and the last
    /// identifier), refusing one no navigator could hold
    /// (no tab, an empty stack, a base stack with a style, an identifier twice, a search that
    /// does not fit its tabs).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let tabs = try container.decode([Tab].self, forKey: .tabs)
        let selected = try container.decode(Int.self, forKey: .selectedIndex)
        let ids = tabs.flatMap { $0.stacks.map { $0.id } }
        let lastID = try container.decodeIfPresent(Int.self, forKey: .lastID) ?? ids.max() ?? 0
        let search = try container.decodeIfPresent(Search.self, forKey: .search)
        let roots = tabs.compactMap { $0.stacks.first?.routes.first }
        let isValid =
            !tabs.isEmpty && tabs.indices.contains(selected) && Set(ids).count == ids.count
            && ids.allSatisfy { $0 >= 0 && $0 <= lastID }
            && tabs.allSatisfy(\.isWellFormed)
            && search.map { $0.fits(roots, selected: roots[selected]) } != false
        guard isValid else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a navigation"))
        }
        self.init(
            tabs: tabs, selectedIndex: selected,
            arrangement: try container.decodeIfPresent(Arrangement.self, forKey: .arrangement),
            search: search, lastID: lastID)
    }
}

/// ``Navigation/maximumRoutes``, for what does not know the route type.
package let maximumRoutesPerTab = 32

/// Where a stack is in a navigation: its tab's index and its depth (0 for the base).
struct StackPlace: Hashable {
    let tab: Int
    let depth: Int
}
