/// One change to a navigation in the making: the value as its commands leave it, what they
/// changed (``ChangeLog``), and what to tell once it is done: the layers and dialogs it closed,
/// its events, the parts of a command it left out.
///
/// Every command is checked before it changes anything, so a refused one leaves the value as
/// it was; a caller applying several keeps the value from before to go back to. The value is
/// changed in place, through the few methods at the end, which note what they change.
struct NavigationChange<R: Route> {
    typealias Stack = Navigation<R>.Stack

    /// A layer the change closed, and how.
    struct Closed {
        let stack: Stack
        let outcome: CloseOutcome<any Sendable>
    }

    private(set) var navigation: Navigation<R>
    private(set) var log = ChangeLog<R>()
    /// The layers closed, each with how, in the order they closed (the top of a tab first).
    private(set) var closed: [Closed] = []
    /// The dialogs taken down or answered, each with how.
    private(set) var closedDialogs: [ClosedDialog] = []
    /// What the change did, as events; made only when `describing`.
    private(set) var events: [NavigationEvent] = []
    /// What the change left out of a command it applied (a restored tab the navigation lacks).
    private(set) var notes: [RoutingError] = []
    private let describing: Bool

    @inline(__always)
    init(_ navigation: consuming Navigation<R>, describing: Bool) {
        self.navigation = navigation
        self.describing = describing
    }

    /// Applies `commands` in order; the first refusal names its command when there are several.
    mutating func apply(_ commands: some Collection<NavigationCommand<R>>) throws(RoutingError) {
        for (index, command) in commands.enumerated() {
            do {
                try apply(command)
            } catch  where commands.count > 1 {
                throw RoutingError(
                    error.code,
                    reason: "refused at command \(index + 1) of \(commands.count): \(error.reason)")
            }
        }
    }

    mutating func apply(_ command: NavigationCommand<R>) throws(RoutingError) {
        let place = try locate(command.stack)
        let (tab, depth) = (place.tab, place.depth)
        // Counts and single routes only: a copy of the stack kept across a change to it would
        // make that change copy its routes (`push + back` by depth in routing-benchmarks).
        let count = navigation.tabs[tab].stacks[depth].routes.count
        func stack() -> [R] { navigation.tabs[tab].stacks[depth].routes }
        func route(_ index: Int) -> R { navigation.tabs[tab].stacks[depth].routes[index] }
        switch command.action {
        case .push(let routes):
            if describing { events += routes.map { .push(route: Self.name($0)) } }
            replaceRoutes(tab, depth, keeping: count, with: routes)
        case .back:
            guard count > 1 else {
                throw RoutingError(.atRoot, reason: "back at the root \(route(0))")
            }
            if describing { events += [.pop(to: Self.name(route(count - 2)))] }
            replaceRoutes(tab, depth, keeping: count - 1, with: [])
        case .popToRoot:
            guard count > 1 else { return }
            if describing { events += [.pop(to: Self.name(route(0)))] }
            replaceRoutes(tab, depth, keeping: 1, with: [])
        case .pop(let target):
            guard let index = stack().lastIndex(of: target) else {
                throw RoutingError(.routeNotInStack, reason: "pop to \(target)")
            }
            guard index + 1 < count else { return }
            if describing { events += [.pop(to: Self.name(target))] }
            replaceRoutes(tab, depth, keeping: index + 1, with: [])
        case .replaceRoot(let root):
            guard depth > 0 || navigation.tabs.count == 1 else {
                throw RoutingError(.invalidTabs, reason: "replace the root of the tab \(route(0))")
            }
            if describing { events += [.replaceRoot(Self.name(root))] }
            replaceRoutes(tab, depth, keeping: 0, with: [root])
        case .setPath(let path):
            setRoutes(tab, depth, [route(0)] + path) { .setPath(path.map(Self.name)) }
        case .showInColumn(let shown, let column, let layout):
            let routes = try layout.stack(showing: shown, in: column, over: stack())
            setRoutes(tab, depth, routes) { .showInColumn(route: Self.name(shown), column: column) }
        case .popToColumn(let column, let layout):
            let routes = try layout.stack(poppingTo: column, of: stack())
            setRoutes(tab, depth, routes) { .popToColumn(column) }
        case .setDetailPath(let path, let layout):
            let routes = try layout.stack(settingDetailPath: path, of: stack())
            setRoutes(tab, depth, routes) { .setDetailPath(path.map(Self.name)) }
        case .present(let root, let style, let sizing, let id):
            if let problem = sizing?.problem {
                throw RoutingError(.invalidSizing, reason: "present \(root) with \(problem)")
            }
            if describing {
                events +=
                    [.present(route: Self.name(root), style: style)]
                    + (sizing.map { [.resize(route: Self.name(root), detent: $0.selected)] } ?? [])
            }
            present(
                Stack(id: id ?? navigation.nextID(), routes: [root], style: style, sizing: sizing),
                in: tab)
        case .dismiss(let bySystem):
            guard depth > 0 else {
                throw RoutingError(.notPresented, reason: "dismiss the base stack \(route(0))")
            }
            close(tab, from: depth, with: bySystem ? .dismissedBySystem : .cancelled)
        case .dismissAll:
            if command.stack == nil {
                for index in navigation.tabs.indices {
                    close(index, from: 1, with: .closedByParent)
                }
            } else {
                close(tab, from: depth + 1, with: .closedByParent)
            }
        case .resize(let sizing):
            try resize(tab, depth, to: sizing)
        case .selectDetent(let detent):
            guard var sizing = navigation.tabs[tab].stacks[depth].sizing else {
                throw RoutingError(
                    .invalidSizing,
                    reason: "select \(detent) on \(route(0)), presented without sizes")
            }
            sizing.selected = detent
            try resize(tab, depth, to: sizing)
        case .select(let root):
            select(try tabIndex(root))
        case .tap(let root):
            let index = try tabIndex(root)
            guard index == navigation.selectedIndex else { return select(index) }
            // Tapped again: nothing is selected; its layers close and it pops to its root.
            select(index)
            close(index, from: 1, with: .closedByParent)
            if navigation.tabs[index].stacks[0].routes.count > 1 {
                if describing { events += [.pop(to: Self.name(root))] }
                replaceRoutes(index, 0, keeping: 1, with: [])
            }
        case .arrange(let arrangement):
            try arrange(arrangement)
        case .endSearch:
            guard let search = navigation.search, search.isActive else { return }
            if let root = search.returnTab, let back = try? tabIndex(root) {
                select(back)
            } else {
                setSearch(Navigation.Search(tab: search.tab))
            }
        case .inspect(let route):
            setInspector(tab, depth, route)
        case .restore(let restored):
            try restore(restored)
        case .showDialog(let dialog):
            let top = navigation.tabs[tab].stacks.count - 1
            takeDown(tab, top, .closedByRouter)
            if describing { events += [.showDialog(title: dialog.title)] }
            setDialog(tab, top, dialog)
        case .answer(let id, let outcome):
            for index in depth..<navigation.tabs[tab].stacks.count
            where navigation.tabs[tab].stacks[index].dialog?.id == id {
                takeDown(tab, index, outcome)
            }
        }
    }

    /// Finishes the top route of the stack `id` (the stack on screen if `nil`) with `result`,
    /// which went where `delivery` says: pops it, or closes its layer when it is the root.
    mutating func finish(
        _ id: Int?, with result: any Sendable, delivery: NavigationEvent.ResultDelivery
    ) throws(RoutingError) {
        let place = try locate(id)
        let (tab, depth) = (place.tab, place.depth)
        let routes = navigation.tabs[tab].stacks[depth].routes
        guard routes.count > 1 || depth > 0 else {
            throw RoutingError(
                .cannotTerminateRoot, reason: "terminate the root \(routes[0]) of a base stack")
        }
        if describing {
            events += [
                .terminate(
                    route: Self.name(routes[routes.count - 1]), result: "\(type(of: result))",
                    delivery: delivery)
            ]
        }
        if routes.count > 1 {
            replaceRoutes(tab, depth, keeping: routes.count - 1, with: [])
        } else {
            close(tab, from: depth, with: .finished(result), describing: false)
        }
    }

    // MARK: Commands made of the changes below

    /// The tab and depth of stack `id`, or of the stack on screen.
    @inline(__always)
    private func locate(_ id: Int?) throws(RoutingError) -> StackPlace {
        guard let id else {
            let tab = navigation.selectedIndex
            return StackPlace(tab: tab, depth: navigation.tabs[tab].stacks.count - 1)
        }
        guard let place = navigation.locate(id) else {
            throw RoutingError(.routerClosed, reason: "the stack \(id) has closed")
        }
        return place
    }

    private func tabIndex(_ root: R) throws(RoutingError) -> Int {
        guard let index = navigation.tabs.firstIndex(where: { $0.root == root }) else {
            throw RoutingError(.unknownTab, reason: "no tab \(root) in \(navigation.tabRoots)")
        }
        return index
    }

    /// Makes the stack `routes`, keeping the routes it shares with it from the root; `event`
    /// says it, if anything does.
    private mutating func setRoutes(
        _ tab: Int, _ depth: Int, _ routes: [R], event: () -> NavigationEvent?
    ) {
        let shared = Self.shared(navigation.tabs[tab].stacks[depth].routes, routes)
        let count = navigation.tabs[tab].stacks[depth].routes.count
        guard shared < routes.count || shared < count else { return }
        if describing, let event = event() { events += [event] }
        replaceRoutes(tab, depth, keeping: shared, with: routes[shared...])
    }

    private mutating func resize(_ tab: Int, _ depth: Int, to sizing: SheetSizing)
        throws(RoutingError)
    {
        let stack = navigation.tabs[tab].stacks[depth]
        guard depth > 0 else {
            throw RoutingError(.notPresented, reason: "resize the base stack \(stack.routes[0])")
        }
        if let problem = sizing.problem {
            throw RoutingError(.invalidSizing, reason: "resize \(stack.routes[0]) with \(problem)")
        }
        guard sizing != stack.sizing else { return }
        if describing {
            events += [.resize(route: Self.name(stack.routes[0]), detent: sizing.selected)]
        }
        log.sizing(of: stack.id, was: stack.sizing)
        navigation.tabs[tab].stacks[depth].sizing = sizing
    }

    private mutating func arrange(_ arrangement: Navigation<R>.Arrangement) throws(RoutingError) {
        let roots = navigation.tabRoots
        let fitted = arrangement.fitted(to: roots)
        guard fitted.hidden.count < roots.count else {
            throw RoutingError(.invalidTabs, reason: "cannot hide every tab of \(roots)")
        }
        let arranged = fitted == Navigation.Arrangement(order: roots) ? nil : fitted
        guard arranged != navigation.arrangement else { return }
        if describing {
            let (order, hidden) = (fitted.order, fitted.order.filter(fitted.hidden.contains))
            events += [.arrangeTabs(order: order.map(Self.name), hidden: hidden.map(Self.name))]
        }
        log.arrangement(was: navigation.arrangement)
        navigation.arrangement = arranged
    }

    /// Restores `restored` tab by tab, as ``NavigationCommand/restore(_:)`` says.
    private mutating func restore(_ restored: Navigation<R>) throws(RoutingError) {
        for tab in restored.tabs where !tab.isWellFormed {
            throw RoutingError(.invalidState, reason: "cannot restore the tab \(tab.root)")
        }
        let single = navigation.tabs.count == 1 && restored.tabs.count == 1
        for tab in restored.tabs {
            guard
                let index = single ? 0 : navigation.tabs.firstIndex(where: { $0.root == tab.root })
            else {
                notes.append(RoutingError(.unknownTab, reason: "no tab \(tab.root) to restore"))
                continue
            }
            if describing { events += [.restore(stack: tab.stacks[0].routes.map(Self.name))] }
            close(index, from: 1, with: .closedByParent)
            setRoutes(index, 0, tab.stacks[0].routes) { nil }
            takeDown(index, 0, .closedByRouter)
            for layer in tab.stacks.dropFirst() {
                var sizing = layer.sizing
                if let problem = sizing?.problem {
                    notes.append(
                        RoutingError(
                            .invalidSizing, reason: "restored \(layer.routes[0]) without \(problem)"
                        ))
                    sizing = nil
                }
                present(
                    Stack(
                        id: navigation.nextID(), routes: layer.routes, style: layer.style,
                        sizing: sizing, inspector: layer.inspector),
                    in: index)
            }
            setInspector(index, 0, tab.stacks[0].inspector)
        }
        if let index = restored.tabs.indices.contains(restored.selectedIndex)
            ? navigation.tabs.firstIndex(where: { $0.root == restored.selectedTab }) : nil,
            index != navigation.selectedIndex
        {
            select(index)
        }
        if let arrangement = restored.arrangement { try arrange(arrangement) }
        // The restored search, when it is of the same tab and fits what is selected now.
        if let search = restored.search, search.tab == navigation.search?.tab,
            search.fits(navigation.tabRoots, selected: navigation.selectedTab)
        {
            setSearch(search)
        }
    }

    // MARK: The only changes to the value

    /// Keeps the first `count` routes of a stack and appends `routes`. Removing a route closes
    /// the layers over the stack and takes its dialog down.
    @inline(__always)
    private mutating func replaceRoutes(
        _ tab: Int, _ depth: Int, keeping count: Int, with routes: some Collection<R>
    ) {
        let id = navigation.tabs[tab].stacks[depth].id
        let oldCount = navigation.tabs[tab].stacks[depth].routes.count
        if count < oldCount {
            close(tab, from: depth + 1, with: .closedByParent)
            takeDown(tab, depth, .closedByRouter)
            let removed = Array(navigation.tabs[tab].stacks[depth].routes[count...])
            log.routes(of: id, from: count, removed: removed)
            navigation.tabs[tab].stacks[depth].routes.removeSubrange(count...)
        } else if !routes.isEmpty {
            log.routes(of: id, from: oldCount, removed: [])
        }
        navigation.tabs[tab].stacks[depth].routes.append(contentsOf: routes)
    }

    /// Presents `stack` over the topmost stack of `tab`.
    private mutating func present(_ stack: Stack, in tab: Int) {
        log.stacks(of: tab, were: navigation.tabs[tab].stacks.map { $0.id })
        log.made(stack.id)
        navigation.tabs[tab].stacks.append(stack)
    }

    /// Closes the stacks of `tab` from `depth` up, the top first: the one at `depth` with
    /// `outcome`, those above it `.closedByParent`; their dialogs go down with them.
    private mutating func close(
        _ tab: Int, from depth: Int, with outcome: CloseOutcome<any Sendable>,
        describing describes: Bool = true
    ) {
        let stacks = navigation.tabs[tab].stacks
        guard depth < stacks.count else { return }
        log.stacks(of: tab, were: stacks.map { $0.id })
        for index in (depth..<stacks.count).reversed() {
            let stack = stacks[index]
            let reason = index == depth ? outcome : .closedByParent
            if describing, describes || index > depth,
                let dismisser = NavigationEvent.Dismisser(reason)
            {
                events += [.dismiss(route: Self.name(stack.routes[0]), by: dismisser)]
            }
            if let dialog = stack.dialog { noteClosed(dialog, .closedByRouter) }
            log.closed(stack.id)
            closed.append(Closed(stack: stack, outcome: reason))
        }
        navigation.tabs[tab].stacks.removeSubrange(depth...)
    }

    /// Takes down the dialog of a stack, if it shows one; its responder gets `outcome`.
    private mutating func takeDown(_ tab: Int, _ depth: Int, _ outcome: DialogOutcome<Int>) {
        guard let dialog = navigation.tabs[tab].stacks[depth].dialog else { return }
        noteClosed(dialog, outcome)
        setDialog(tab, depth, nil)
    }

    /// Notes that `dialog` closed with `outcome`, for its responder and as an event.
    private mutating func noteClosed(_ dialog: PresentedDialog, _ outcome: DialogOutcome<Int>) {
        if describing {
            events += [.closeDialog(title: dialog.title, answer: outcome.words(for: dialog))]
        }
        closedDialogs.append(ClosedDialog(dialog: dialog, outcome: outcome))
    }

    private mutating func setDialog(_ tab: Int, _ depth: Int, _ dialog: PresentedDialog?) {
        let stack = navigation.tabs[tab].stacks[depth]
        log.dialog(of: stack.id, was: stack.dialog)
        navigation.tabs[tab].stacks[depth].dialog = dialog
    }

    /// Selects the tab at `index`, selected already or not (only a new selection is an event):
    /// the search tab begins its search, any other ends it.
    private mutating func select(_ index: Int) {
        let previous = navigation.selectedTab
        if index != navigation.selectedIndex {
            if describing { events += [.selectTab(Self.name(navigation.tabs[index].root))] }
            log.selection(was: navigation.selectedIndex)
            navigation.selectedIndex = index
        }
        if let search = navigation.search {
            setSearch(search.selecting(navigation.tabs[index].root, from: previous))
        }
    }

    private mutating func setSearch(_ search: Navigation<R>.Search) {
        guard search != navigation.search else { return }
        if describing, search.isActive != navigation.search?.isActive {
            events += [.search(active: search.isActive)]
        }
        log.search(was: navigation.search)
        navigation.search = search
    }

    private mutating func setInspector(_ tab: Int, _ depth: Int, _ route: R?) {
        let stack = navigation.tabs[tab].stacks[depth]
        guard stack.inspector != route else { return }
        if describing { events += [.inspect(route: route.map(Self.name))] }
        log.inspector(of: stack.id, was: stack.inspector)
        navigation.tabs[tab].stacks[depth].inspector = route
    }

    /// How many routes `stack` and `target` share from the root.
    static func shared(_ stack: [R], _ target: [R]) -> Int {
        zip(stack, target).prefix { $0 == $1 }.count
    }

    /// The route as events name it: its `description` when it has one.
    static func name(_ route: R) -> String {
        (route as? any CustomStringConvertible)?.description ?? String(describing: route)
    }
}

/// A dialog a change took down or answered, and how (``NavigationChange/closedDialogs``); not
/// nested in the generic change, as it does not depend on the route (see ``TabStacks``).
struct ClosedDialog {
    let dialog: PresentedDialog
    let outcome: DialogOutcome<Int>
}
