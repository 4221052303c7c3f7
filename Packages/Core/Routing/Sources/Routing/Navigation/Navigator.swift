/// Holds one scene's ``Navigation`` and changes it through one path: every change, whether a
/// command, several commands, a link, a tab tapped again, a restore or a gesture a view writes
/// back, is applied as a pure step (``NavigationCommand``), checked against the guards, and
/// published once.
///
/// - Commands apply one at a time, in order: one issued from a callback (`onClose`, a result
///   handler, a dialog's outcome, `onIssue`) while a change is being applied runs after it, so
///   no callback ever sees a change half done.
/// - Several commands applied together are one change: all of them or, if one is refused,
///   none; observers hear of it once.
/// - A change that would remove a guarded stack's route or close it is held while the guard's
///   dialog asks (``Router/guard(with:onDiscard:)``): Discard applies the whole change, anything
///   else changes nothing.
/// - Each part of the navigation is observed on its own (a stack's routes, its layer, its
///   dialog, the selected tab...): a change tells the views whose part changed, once.
///
/// Views and features reach one stack through a ``Router``.
///
/// ```swift
/// let navigator = try Navigator<ShopRoute>(tabs: [.home, .cart])
/// navigator.router(for: .home)?.push(.item(42))
/// navigator.apply([.dismissAll, .select(.cart), .push(.checkout)])  // one change
/// ```
@MainActor
public final class Navigator<R: Route> {
    /// What a layer's presenter is told when it closes.
    typealias Responder = @MainActor (DialogOutcome<Int>) -> Void

    /// What waits its turn on the one path: the commands of one change, one alone (the common
    /// case, kept out of an array: `push` in routing-benchmarks) or several, or a result.
    private enum Job {
        case one(NavigationCommand<R>)
        case many([NavigationCommand<R>], then: (@MainActor (Bool) -> Void)?)
        case finish(stack: Int?, result: any Sendable, type: ObjectIdentifier)

        /// The commands of the change, none for a result.
        var commands: [NavigationCommand<R>] {
            switch self {
            case .one(let command): [command]
            case .many(let commands, _): commands
            case .finish: []
            }
        }
    }

    /// The sections a sidebar groups the tabs in on a wide screen; a tab in none shows alone.
    public let sections: [Navigation<R>.Section]
    /// Told once after each change is applied and published, with the navigation it left: for
    /// the navigation's owner (a coordinator noting the screen shown, saving it). Told too when
    /// the scene turns compact or wide (``isCompact``), which changes no stack but what is on
    /// screen: the columns shown side by side, or the top of one stack.
    public var onChange: (@MainActor (Navigation<R>) -> Void)?

    private var value: Navigation<R>
    private var compact = true
    /// What views observe; a router reads its stack's parts here.
    let parts = ObservedParts()
    private(set) var guards = Guards()
    private var handlers = ResultHandlers<R>()
    /// Who awaits each layer's closing, and each dialog's answer, by identifier: routers
    /// register them, a change tells them.
    var closeCallbacks: [Int: CloseCallback] = [:]
    var responders: [Int: Responder] = [:]
    private var pending: [Job] = []
    private var isApplying = false
    private let events: NavigationEvents?
    private let onIssue: @MainActor (RoutingError) -> Void
    private let links: DeepLinkTable<R>?

    /// A navigator of one stack, without tabs.
    /// - Parameters:
    ///   - root: the stack's root.
    ///   - links: where ``open(_:)`` reads where a route lands (its pattern's ``LinkLanding``).
    ///   - events: where every change is published; nowhere by default.
    ///   - onIssue: told of every refused command and of what a command left out.
    public convenience init(
        root: R, links: DeepLinkTable<R>? = nil, events: NavigationEvents? = nil,
        onIssue: @escaping @MainActor (RoutingError) -> Void = { _ in }
    ) {
        self.init(
            Navigation(root: root), sections: [], links: links, events: events, onIssue: onIssue)
    }

    /// A navigator of several tabs, each a stack of its root.
    /// - Parameters:
    ///   - tabs: each tab's root, in order; not empty, none twice.
    ///   - sections: the sidebar's sections; each tab in one at most.
    ///   - selected: the tab selected first; the first if `nil`.
    ///   - search: the tab with the search role (``Navigation/Search``), if one has it.
    ///   - links: where ``open(_:)`` reads where a route lands.
    ///   - events: where every change is published; nowhere by default.
    ///   - onIssue: told of every refused command and of what a command left out.
    /// - Throws: ``RoutingError/Code/invalidTabs`` for tabs or sections that cannot be.
    public convenience init(
        tabs: [R], sections: [Navigation<R>.Section] = [], selected: R? = nil, search: R? = nil,
        links: DeepLinkTable<R>? = nil, events: NavigationEvents? = nil,
        onIssue: @escaping @MainActor (RoutingError) -> Void = { _ in }
    ) throws(RoutingError) {
        let grouped = sections.flatMap { $0.tabs }
        guard Set(grouped).count == grouped.count, Set(grouped).isSubset(of: tabs) else {
            throw RoutingError(
                .invalidTabs, reason: "sections \(sections) name a tab twice or not in \(tabs)")
        }
        self.init(
            try Navigation(tabs: tabs, selected: selected, search: search), sections: sections,
            links: links, events: events, onIssue: onIssue)
    }

    private init(
        _ navigation: Navigation<R>, sections: [Navigation<R>.Section], links: DeepLinkTable<R>?,
        events: NavigationEvents?, onIssue: @escaping @MainActor (RoutingError) -> Void
    ) {
        (value, self.sections, self.links) = (navigation, sections, links)
        (self.events, self.onIssue) = (events, onIssue)
    }

    // MARK: Reading

    /// The whole navigation; observing it is observing every change.
    public var state: Navigation<R> {
        parts.read(\.whole)
        return value
    }

    /// The selected tab's root. Setting it selects that tab, as ``NavigationCommand/select(_:)``.
    public var selectedTab: R {
        get {
            parts.read(\.selection)
            return value.selectedTab
        }
        set { apply(.select(newValue)) }
    }

    /// Every tab's root, in declared order.
    public var tabs: [R] { value.tabRoots }

    /// The tabs a tab bar or sidebar shows, in the user's order, without the hidden ones.
    public var visibleTabs: [R] {
        parts.read(\.arrangement)
        return value.visibleTabs
    }

    /// How the user arranged the tabs; `nil` for the declared order with every tab shown.
    public var arrangement: Navigation<R>.Arrangement? {
        parts.read(\.arrangement)
        return value.arrangement
    }

    /// The search tab and its search; `nil` when no tab has the search role.
    public var search: Navigation<R>.Search? {
        parts.read(\.search)
        return value.search
    }

    /// Whether the search tab's search is active, as SwiftUI's `searchable(text:isPresented:)`
    /// binds it: setting it begins the search, selecting its tab, or ends it
    /// (``NavigationCommand/endSearch``). Always false without a search tab.
    public var isSearching: Bool {
        get { search?.isActive ?? false }
        set {
            guard let search = value.search, newValue != search.isActive else { return }
            apply(newValue ? .select(search.tab) : .endSearch)
        }
    }

    /// Whether the scene is compact, showing columns as one stack; true until set otherwise.
    /// Only how the navigation shows: setting it changes no stack, and ``onChange`` is told.
    public var isCompact: Bool {
        get {
            parts.read(\.compact)
            return compact
        }
        set {
            guard newValue != compact else { return }
            compact = newValue
            parts.compact?.changed()
            send([newValue ? .collapseColumns : .expandColumns])
            onChange?(value)
        }
    }

    /// The base stack of the tab whose root is `tab`; `nil` for no such tab.
    public func router(for tab: R) -> Router<R>? {
        value.tab(tab).map { Router(navigator: self, id: $0.stacks[0].id) }
    }

    /// The router of `stack`, one of this navigation's; `nil` once it has closed.
    public func router(for stack: Navigation<R>.Stack) -> Router<R>? {
        value.locate(stack.id).map { _ in Router(navigator: self, id: stack.id) }
    }

    /// The base stack of the first tab: the one stack of a navigator without tabs.
    public var router: Router<R> { Router(navigator: self, id: value.tabs[0].stacks[0].id) }

    /// The stack on screen: the selected tab's topmost. Observes the selection and the layers.
    public var topRouter: Router<R> {
        router(for: selectedTab).map { $0.topmost } ?? router
    }

    /// Every tab, the selected one marked, each with its stacks, one line each
    /// (``Navigation/treeDescription``).
    public var treeDescription: String { value.treeDescription }

    // MARK: Changing

    /// Applies `command` now, or after the change under way.
    public func apply(_ command: NavigationCommand<R>) {
        run(.one(command))
    }

    /// Applies `commands` as one change, now or after the change under way: all of them or,
    /// when one is refused, none (the refusal, naming the command, goes to `onIssue`).
    /// - Parameters:
    ///   - commands: the commands, in order.
    ///   - then: told whether the change was applied: false when refused, or when held by a
    ///     guard whose dialog was answered otherwise than Discard.
    public func apply(
        _ commands: [NavigationCommand<R>], then: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(.many(commands, then: then))
    }

    /// Shows `route` where its link lands: the landing its pattern in `links` declares
    /// (``LinkLanding/selectedTab`` for a route no pattern writes), as one change.
    public func open(_ route: R) {
        let landing = links?.landing(of: route) ?? .selectedTab
        apply(landing.commands(for: route, in: value))
    }

    // MARK: What routers ask

    /// A fresh stack or dialog identifier.
    func nextID() -> Int { value.nextID() }

    /// The navigation as it is now, unobserved.
    /// (RoutingUI reads it to start showing layers without observing every change.)
    package var current: Navigation<R> { value }

    func finish(_ id: Int, with result: any Sendable, type: ObjectIdentifier) {
        run(.finish(stack: id, result: result, type: type))
    }

    func registerHandler(
        _ handler: @escaping ResultHandlers<R>.Handler, for type: ObjectIdentifier, at route: R,
        in id: Int
    ) {
        guard let place = value.locate(id),
            let index = value.tabs[place.tab].stacks[place.depth].routes.lastIndex(of: route)
        else {
            return onIssue(RoutingError(.routeNotInStack, reason: "result handler at \(route)"))
        }
        handlers.register(
            handler, for: type,
            at: RoutePlace(tab: place.tab, depth: place.depth, index: index), route: route
        )
    }

    func keep(_ guard: Guards.Guard, for id: Int) {
        guard value.locate(id) != nil else { return }
        let wasGuarded = guards.isGuarded(id)
        guards.keep(`guard`, for: id)
        if !wasGuarded { parts.stacks[id]?.guarded?.changed() }
    }

    func lift(_ id: Int) {
        if guards.lift(id) { parts.stacks[id]?.guarded?.changed() }
    }

    // MARK: The one path

    // The small functions a push goes through, here, in the change, its log and the command,
    // are `@inline(__always)`: code generic over the route asks the runtime for a generic
    // type's metadata once in each function that uses the type, and inlined into its caller
    // a function shares the caller's answer (docs/benchmarks.md, "Navigation").

    private func run(_ job: Job) {
        guard !isApplying else { return pending.append(job) }
        isApplying = true
        defer { isApplying = false }
        perform(job)
        var next = 0
        while next < pending.count {
            perform(pending[next])
            next += 1
        }
        pending.removeAll()
    }

    /// Applies a job as one change: refused, held by a guard, or applied and published.
    private func perform(_ job: Job) {
        // The value before, kept only when it may be needed again: for a guard to hold the
        // change, or to undo commands applied before a refused one. A single command is checked
        // before it changes anything.
        var before = guards.isEmpty ? nil : value
        var then: (@MainActor (Bool) -> Void)?
        var delivery = Delivery()
        switch job {
        case .one: break
        case .many(_, let after): (before, then) = (value, after)
        case .finish(let id, let result, let type):
            guard let found = destination(of: result, type: type, finishing: id) else {
                return onIssue(RoutingError(.routerClosed, reason: "terminate on a closed stack"))
            }
            delivery = found
        }
        var change = NavigationChange(take(), describing: describing)
        do {
            switch job {
            case .one(let command): try change.apply(command)
            case .many(let commands, _): try change.apply(commands)
            case .finish(let id, let result, _):
                try change.finish(id, with: result, delivery: delivery.way)
            }
        } catch {
            value = before ?? change.navigation
            onIssue(error)
            abandon(job)
            then?(false)
            return
        }
        if let before, let hold = guards.hold(of: change.log, before: before) {
            value = before
            return ask(hold) { [weak self] in
                self?.run(job)
            } otherwise: {
                [weak self] in
                self?.abandon(job)
                then?(false)
            }
        }
        commit(change, first: delivery.deliver)
        then?(true)
    }

    /// Where a finished route's result goes, as its event says, and what takes it there.
    private struct Delivery {
        var way = NavigationEvent.ResultDelivery.nobody
        var deliver: @MainActor () -> Void = {}
    }

    /// Where `result`, finishing the top route of stack `id`, goes: to the handler of its type
    /// below it, else to the layer's presenter when the route is the layer's root; `nil` when
    /// the stack has closed. The result reaches its handler, and a refused delivery is told,
    /// before the closed layer's presenter hears of it.
    private func destination(
        of result: any Sendable, type: ObjectIdentifier, finishing id: Int?
    ) -> Delivery? {
        guard let place = id.flatMap(value.locate) else { return nil }
        let stack = value.tabs[place.tab].stacks[place.depth]
        let top = stack.routes.count - 1
        let handler = handlers.handler(
            for: type, in: value, tab: place.tab, depth: place.depth, below: top)
        let presenter = top == 0 ? closeCallbacks[stack.id].map { $0.accepts(result) } : nil
        let way: NavigationEvent.ResultDelivery =
            handler != nil ? .handler : presenter == true ? .presenter : .nobody
        return Delivery(way: way) { [onIssue] in
            let kind = Swift.type(of: result)
            if let handler {
                handler(result)
            } else if presenter != true {
                let reason = "nobody takes \(kind) from \(stack.routes[top])"
                onIssue(RoutingError(.undeliveredResult, reason: reason))
            }
            if presenter == false {
                let reason = "\(kind) finished \(stack.routes[0])"
                onIssue(RoutingError(.resultTypeMismatch, reason: reason))
            }
        }
    }

    /// Tells those awaiting what `job`'s commands would have made that it never came: a layer's
    /// presenter `.closedByParent`, a dialog's `.closedByRouter`.
    private func abandon(_ job: Job) {
        for command in job.commands {
            switch command.action {
            case .present(_, _, _, let id?):
                closeCallbacks.removeValue(forKey: id)?.call(.closedByParent)
            case .showDialog(let dialog):
                responders.removeValue(forKey: dialog.id)?(.closedByRouter)
            default:
                break
            }
        }
    }

    /// Shows the dialog of the guard that holds a change: Discard lifts the guards the change
    /// passes, tells the guard, then runs `retry`; anything else runs `otherwise`.
    private func ask(
        _ hold: Guards.Hold, retry: @escaping @MainActor () -> Void,
        otherwise: @escaping @MainActor () -> Void = {}
    ) {
        let dialog = PresentedDialog(hold.asking.dialog, id: nextID())
        let buttons = hold.asking.dialog.buttons
        responders[dialog.id] = { [weak self] outcome in
            guard let self, case .action(let index) = outcome, buttons[index].action == .discard
            else { return otherwise() }
            for id in hold.passed { lift(id) }
            hold.asking.onDiscard()
            retry()
        }
        let top = value.tabs[hold.tab].top.id
        perform(.one(NavigationCommand(.showDialog(dialog), on: top)))
    }

    /// Keeps the change's value, tells the observers of each part it changed, then its events,
    /// `first`, what it closed and what it left out.
    @inline(__always)
    private func commit(_ change: NavigationChange<R>, first: @MainActor () -> Void = {}) {
        value = change.navigation
        if !handlers.isEmpty { handlers.keep(in: value) }
        publish(change.log, closed: change.closed)
        for closed in change.closed { lift(closed.stack.id) }
        send(change.events)
        first()
        for closed in change.closed {
            closeCallbacks.removeValue(forKey: closed.stack.id)?.call(closed.outcome)
        }
        for closed in change.closedDialogs {
            responders.removeValue(forKey: closed.dialog.id)?(closed.outcome)
        }
        for note in change.notes { onIssue(note) }
        if !change.log.isEmpty { onChange?(value) }
    }

    /// Tells the observers of each part `log` changed, once each; `closed` are the stacks the
    /// change closed, as they were.
    @inline(__always)
    private func publish(_ log: ChangeLog<R>, closed: [NavigationChange<R>.Closed]) {
        guard !log.isEmpty else { return }
        parts.whole?.changed()
        if let old = log.selected, old != value.selectedIndex { parts.selection?.changed() }
        if log.notesArrangement, let old = log.arrangement, old != value.arrangement {
            parts.arrangement?.changed()
        }
        if log.notesSearch, let old = log.search, old != value.search { parts.search?.changed() }
        for entry in log.stacks {
            guard let stackParts = parts.stacks[entry.id] else { continue }
            guard let stack = value.stack(entry.id) else { continue }
            if entry.isNew { stackParts.changedAll() }
            if entry.routesDiffer(stack.routes) { stackParts.routes?.changed() }
            for (key, part) in stackParts.columns
            where entry.routesDiffer(stack.routes, in: key.layout.positions(of: key.column)) {
                part.changed()
            }
            if let old = entry.dialog, old != stack.dialog { stackParts.dialog?.changed() }
            if let old = entry.sizing, old != stack.sizing { stackParts.sizing?.changed() }
            if !entry.inspector.isEmpty, entry.inspector[0] != stack.inspector {
                stackParts.inspector?.changed()
            }
        }
        for entry in log.tabStacks {
            let new = value.tabs[entry.tab].stacks.map { $0.id }
            let old = entry.ids
            func above(_ id: Int, in ids: [Int]) -> Int? {
                ids.firstIndex(of: id).flatMap { $0 + 1 < ids.count ? ids[$0 + 1] : nil }
            }
            for id in old where above(id, in: old) != above(id, in: new) {
                parts.stacks[id]?.above?.changed()
            }
        }
        // A closed stack reads as empty: what it showed changed, what it lacked did not.
        for closed in closed {
            guard let stackParts = parts.remove(closed.stack.id) else { continue }
            stackParts.routes?.changed()
            for part in stackParts.columns.values { part.changed() }
            if closed.stack.dialog != nil { stackParts.dialog?.changed() }
            if closed.stack.sizing != nil { stackParts.sizing?.changed() }
            if closed.stack.inspector != nil { stackParts.inspector?.changed() }
        }
    }

    @inline(__always)
    private func send(_ list: [NavigationEvent]) {
        guard let events, !list.isEmpty else { return }
        for event in list { events.send(event) }
    }

    /// Whether a change is to describe itself: whether anyone listens to its events.
    private var describing: Bool { events?.isListening(to: .navigation) ?? false }

    /// The value, moved out so that a change makes no copy of what it changes.
    @inline(__always)
    private func take() -> Navigation<R> {
        var taken = Navigation<R>.placeholder
        swap(&taken, &value)
        return taken
    }
}
