public import Observation

/// Ordered tabs, each with its own base ``Router``, and the selected tab; on a wide screen,
/// sections of a sidebar, arranged as the user likes (``TabCustomization``).
///
/// All tabs share one command queue (and the guards) with their routers and presented
/// layers, so tab commands and router commands apply one at a time, in the order they were
/// issued.
///
/// ```swift
/// let tabs = try TabRouter<MainTab, MainRoute>(tabs: [.home, .search]) { tab in
///     tab == .home ? .home : .search(query: "")
/// }
/// tabs.show([.item(42)], in: .home)  // what a deep link does by default
/// ```
@MainActor
@Observable
public final class TabRouter<Tab: Hashable & Sendable & Codable, R: Route> {
    /// The tabs, in their declared order.
    public let tabs: [Tab]
    /// The sections the sidebar groups the tabs in, on a wide screen; a tab in none is shown
    /// on its own.
    public let sections: [TabSection<Tab>]
    private let routers: [Router<R>]
    let queue: CommandQueue
    // The observed state, published once per job of the queue (`ChangePublishing`).
    @ObservationIgnored private var selectedIndex: Int
    @ObservationIgnored private var arrangement: TabCustomization<Tab>
    /// What the job under way found, from its first change on; `nil` outside a job.
    @ObservationIgnored private var jobStart:
        (selectedIndex: Int, arrangement: TabCustomization<Tab>)?

    /// Creates a tab router with one base router per tab.
    /// - Parameters:
    ///   - tabs: The tabs in order; not empty, no tab twice.
    ///   - selected: The tab selected first; the first tab if `nil`.
    ///   - events: Where tab selections and every tab's commands are published; nowhere by
    ///     default.
    ///   - onIssue: Receives every refused or partly applied command of every tab.
    ///   - root: The root route of each tab.
    /// - Throws: `.invalidTabs` if `tabs` is empty, repeats a tab or lacks `selected`.
    public convenience init(
        tabs: [Tab], selected: Tab? = nil, events: NavigationEvents? = nil,
        onIssue: @escaping @MainActor (RoutingError) -> Void = { _ in },
        root: (Tab) -> R
    ) throws(RoutingError) {
        try self.init(
            tabs: tabs, sections: [], selected: selected, events: events, onIssue: onIssue,
            root: root)
    }

    /// Creates a tab router with one base router per tab, grouped in sections for a sidebar.
    /// - Parameters:
    ///   - tabs: The tabs in order; not empty, no tab twice.
    ///   - sections: The sidebar's sections; each tab in at most one.
    ///   - selected: The tab selected first; the first tab if `nil`.
    ///   - events: Where tab selections and every tab's commands are published; nowhere by
    ///     default.
    ///   - onIssue: Receives every refused or partly applied command of every tab.
    ///   - root: The root route of each tab.
    /// - Throws: `.invalidTabs` if `tabs` is empty, repeats a tab or lacks `selected`, or a
    ///   section names a tab `tabs` lacks or another section has.
    public init(
        tabs: [Tab], sections: [TabSection<Tab>], selected: Tab? = nil,
        events: NavigationEvents? = nil,
        onIssue: @escaping @MainActor (RoutingError) -> Void = { _ in },
        root: (Tab) -> R
    ) throws(RoutingError) {
        let grouped = sections.flatMap(\.tabs)
        guard Set(grouped).count == grouped.count, Set(grouped).isSubset(of: tabs) else {
            throw RoutingError(
                .invalidTabs, reason: "sections \(sections) name a tab twice or not in \(tabs)")
        }
        guard let first = tabs.first else {
            throw RoutingError(.invalidTabs, reason: "no tabs")
        }
        guard Set(tabs).count == tabs.count else {
            throw RoutingError(.invalidTabs, reason: "a tab appears twice in \(tabs)")
        }
        guard let selectedIndex = tabs.firstIndex(of: selected ?? first) else {
            throw RoutingError(.invalidTabs, reason: "selected tab not in \(tabs)")
        }
        let queue = CommandQueue(onIssue: onIssue, events: events)
        let guards = GuardKeeper()
        self.tabs = tabs
        self.sections = sections
        self.selectedIndex = selectedIndex
        arrangement = TabCustomization(order: tabs)
        self.queue = queue
        routers = tabs.map { Router(stack: [root($0)], style: nil, queue: queue, guards: guards) }
    }

    /// The selected tab.
    public var selected: Tab {
        access(keyPath: \.selected)
        return tabs[selectedIndex]
    }

    /// The selected tab's router.
    public var selectedRouter: Router<R> {
        access(keyPath: \.selected)
        return routers[selectedIndex]
    }

    /// How the user arranged the tabs: every tab in their order, and the hidden ones.
    public var customization: TabCustomization<Tab> {
        access(keyPath: \.customization)
        return arrangement
    }

    /// The tabs the tab bar and the sidebar show: every tab but the hidden ones, in the
    /// user's order.
    public var visibleTabs: [Tab] {
        let customization = customization
        return customization.order.filter { !customization.hidden.contains($0) }
    }

    /// Arranges the tabs as the user did: tabs `customization` does not order follow in
    /// their declared order, and unknown ones are ignored. Hiding every tab is refused as
    /// `.invalidTabs`; a hidden tab keeps its stack, and selecting it or a link into it
    /// still shows it.
    public func customize(_ customization: TabCustomization<Tab>) {
        queue.perform { [self] after in customize(customization, after: &after) }
    }

    /// Hides `tab` from the tab bar and the sidebar, or shows it again.
    public func setHidden(_ isHidden: Bool, for tab: Tab) {
        queue.perform { [self] after in
            guard index(of: tab, after: &after) != nil else { return }
            var changed = arrangement
            if isHidden { changed.hidden.insert(tab) } else { changed.hidden.remove(tab) }
            customize(changed, after: &after)
        }
    }

    private func customize(
        _ customization: TabCustomization<Tab>, after: inout CommandQueue.Callbacks
    ) {
        let fitted = customization.fitted(to: tabs)
        guard fitted.hidden.count < tabs.count else {
            return queue.report(.invalidTabs, "cannot hide every tab of \(tabs)", after: &after)
        }
        guard fitted != arrangement else { return }
        queue.publish(
            {
                .customizeTabs(
                    order: fitted.order.map { "\($0)" },
                    hidden: fitted.order.filter(fitted.hidden.contains).map { "\($0)" })
            }, after: &after)
        changing()
        arrangement = fitted
    }

    /// The router of `tab`, or `nil` if there is no such tab.
    public func router(for tab: Tab) -> Router<R>? {
        tabs.firstIndex(of: tab).map { routers[$0] }
    }

    /// Selects `tab`. Selecting the selected tab again closes its presented layers
    /// (`.closedByParent`) and pops it to its root. An unknown tab is reported.
    public func select(_ tab: Tab) {
        queue.perform { [self] after in select(tab, after: &after) }
    }

    private func select(_ tab: Tab, after: inout CommandQueue.Callbacks) {
        guard let index = index(of: tab, after: &after) else { return }
        queue.publish({ .selectTab("\(tab)") }, after: &after)
        if index == selectedIndex {
            routers[index].apply(.popToRoot, after: &after)
            routers[index].apply(.dismissAll, after: &after)
        } else {
            select(index)
        }
    }

    /// Navigates to `routes` in `tab`: closes the presented layers of every tab
    /// (`.closedByParent`), selects `tab` and rebuilds its stack as its root followed by
    /// `routes`. This is the default deep-link policy. An unknown tab is reported and
    /// changes nothing.
    public func show(_ routes: [R], in tab: Tab) {
        queue.perform { [self] after in
            guard let index = index(of: tab, after: &after) else { return }
            for router in routers {
                router.apply(.dismissAll, after: &after)
            }
            if index != selectedIndex {
                queue.publish({ .selectTab("\(tab)") }, after: &after)
                select(index)
            }
            routers[index].apply(.popToRoot, after: &after)
            for route in routes {
                routers[index].apply(.push(route), after: &after)
            }
        }
    }

    /// The selected tab, every tab's router state in tab order, and the user's arrangement
    /// of the tabs when it is not the declared one.
    public var state: TabsState<Tab, R> {
        TabsState(
            selected: selected,
            tabs: zip(tabs, routers).map { TabEntry(tab: $0, state: $1.state) },
            customization: customization == TabCustomization(order: tabs) ? nil : customization)
    }

    /// Restores each known tab's router from `state` (see ``Router/restore(_:)``), selects
    /// its selected tab and arranges the tabs as its ``TabsState/customization`` says, if it
    /// has one. Entries for unknown tabs are ignored and reported; tabs without an entry keep
    /// their state; an unknown selected tab keeps the selection.
    public func restore(_ state: TabsState<Tab, R>) {
        queue.perform { [self] after in
            for entry in state.tabs {
                guard let index = index(of: entry.tab, after: &after) else { continue }
                routers[index].restore(entry.state, after: &after)
            }
            if let index = index(of: state.selected, after: &after), index != selectedIndex {
                select(index)
            }
            if let customization = state.customization {
                customize(customization, after: &after)
            }
        }
    }

    /// Every tab, the selected one marked, each followed by its router tree:
    ///
    /// ```text
    /// home (selected)
    ///   stack: home > item(id: 42)
    /// search
    ///   stack: search(query: "")
    /// ```
    public var treeDescription: String {
        zip(tabs.indices, routers).flatMap { index, router in
            ["\(tabs[index])" + (index == selectedIndex ? " (selected)" : "")]
                + router.describe(depth: 1)
        }
        .joined(separator: "\n")
    }

    /// Making `tab` the selected one as a step of a batch (``TabBatch/select(_:)``).
    func selectStep(_ tab: Tab) -> BatchStep {
        BatchStep { [self] after in
            guard let index = index(of: tab, after: &after), index != selectedIndex else { return }
            queue.publish({ .selectTab("\(tab)") }, after: &after)
            select(index)
        }
    }

    /// A step of a batch naming `tab`, which this tab router lacks: it refuses the batch.
    func unknownTabStep(_ tab: Tab) -> BatchStep {
        BatchStep { [self] after in _ = index(of: tab, after: &after) }
    }

    /// Ways back to how the tabs are now, for a batch refused part-way.
    func checkpoint() -> [@MainActor () -> Void] {
        let index = selectedIndex
        let arrangement = self.arrangement
        return routers.map { $0.checkpoint() } + [
            { [self] in
                select(index)
                self.arrangement = arrangement
            }
        ]
    }

    /// Selects the tab at `index`, inside a job of the queue.
    private func select(_ index: Int) {
        changing()
        selectedIndex = index
    }

    /// Notes what the tabs are at the job's first change to them.
    private func changing() {
        guard jobStart == nil else { return }
        jobStart = (selectedIndex, arrangement)
        queue.changing(self)
    }

    private func index(of tab: Tab, after: inout CommandQueue.Callbacks) -> Int? {
        let index = tabs.firstIndex(of: tab)
        if index == nil {
            queue.report(.unknownTab, "no tab \(tab) in \(tabs)", after: &after)
        }
        return index
    }
}

extension TabRouter: ChangePublishing {
    func publishChanges() {
        guard let start = jobStart else { return }
        jobStart = nil
        if start.selectedIndex != selectedIndex { withMutation(keyPath: \.selected) {} }
        if start.arrangement != arrangement { withMutation(keyPath: \.customization) {} }
    }
}
