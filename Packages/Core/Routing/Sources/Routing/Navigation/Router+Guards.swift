/// Guards for unsaved work: a command that would discard a guarded router's routes (back,
/// pop, replace root, set the path, restore, terminate, dismiss, or a `dismissAll` below it)
/// is held while the guard's dialog asks; discarding lifts the guards and applies it,
/// anything else drops it.
extension Router {
    /// What a guard asks, and whom it tells when the user discards.
    @usableFromInline struct RouterGuard {
        let dialog: DialogState<GuardAction>
        let onDiscard: @MainActor () -> Void
    }

    /// Guards this router's routes while its screen holds unsaved input.
    ///
    /// From now on, a command that would remove a route of this router or close its layer
    /// (back, pop, replace root, set the path, restore, terminate, dismiss; `dismissAll` or
    /// a truncation on a router below it) is held and `dialog` is shown. Choosing its
    /// ``GuardAction/discard`` button lifts the guard, calls `onDiscard`, then applies the
    /// held command; any other outcome drops the command and keeps the guard. A newer held
    /// command replaces an older one, which is dropped. Pushing and presenting are never
    /// held. Replaces this router's previous guard; the guard goes when the router closes.
    ///
    /// ```swift
    /// router.guard(with: .discardDraft) { draft = "" }
    /// router.back()  // held: the dialog asks
    /// ```
    /// - Parameters:
    ///   - dialog: what to ask; its ``GuardAction/discard`` button lets the command go ahead.
    ///   - onDiscard: called when the user discards, before the held command applies.
    public func `guard`(
        with dialog: DialogState<GuardAction>, onDiscard: @escaping @MainActor () -> Void = {}
    ) {
        guard !isClosed else { return }
        // Set in place rather than through the queue: a guard changes nothing on screen, and
        // a command issued after this call must see it.
        routerGuard = RouterGuard(dialog: dialog, onDiscard: onDiscard)
    }

    /// Lifts this router's guard: its input was saved or emptied.
    public func unguard() {
        routerGuard = nil
    }

    /// Whether this router's routes are guarded (see ``guard(with:onDiscard:)``).
    ///
    /// A view hides the back button and disables interactive dismissal while it is, and goes
    /// back through the router, so the guard can ask first.
    public var isGuarded: Bool { routerGuard != nil }

    /// Runs `change` now if neither this router nor a layer above it is guarded; otherwise
    /// holds it while the guard's dialog asks, as a guarded command is held.
    ///
    /// For navigation made of several commands, or with effects beside the router, that a
    /// guard must hold as one: a deep link that rebuilds the stack, a coordinator's `back`
    /// that also reports the step it leaves for.
    ///
    /// ```swift
    /// router.whenUnguarded { router.popToRoot(); router.push(.item(42)) }
    /// ```
    public func whenUnguarded(_ change: @escaping @MainActor () -> Void) {
        execute(.whenUnguarded(change))
    }

    /// Holds `command` if it would discard a guarded router's routes, asking the topmost
    /// guard's dialog on the topmost router.
    /// - Returns: whether the command is held.
    @usableFromInline
    func holdsForGuard(_ command: RouterCommand<R>, after: inout Callbacks) -> Bool {
        let guarded = guardedRouters(discardedBy: command)
        guard let asking = guarded.last?.routerGuard else { return false }
        let shown = PresentedDialog(asking.dialog, id: DialogCounter.next())
        let buttons = asking.dialog.buttons
        topmostRouter.showDialog(
            shown,
            { [self] outcome in
                guard case .action(let index) = outcome, buttons[index].action == .discard
                else { return }
                for router in guarded { router.routerGuard = nil }
                asking.onDiscard()
                execute(command)
            }, after: &after)
        return true
    }

    /// The guarded routers, bottom first, whose routes `command` would remove or whose
    /// layers it would close. Runs for every command: it allocates only when it finds a guard.
    private func guardedRouters(discardedBy command: RouterCommand<R>) -> [Router] {
        let count = storedStack.count
        let includesSelf: Bool
        switch command {
        case .push, .present, .onResult, .showDialog, .answerDialog:
            return []
        case .dismissAll:
            includesSelf = false
        case .back, .popToRoot:
            guard count > 1 else { return [] }
            includesSelf = true
        case .pop(let route):
            guard let index = storedStack.lastIndex(of: route), index + 1 < count else {
                return []
            }
            includesSelf = true
        case .setPath(let path):
            let shared = zip(storedStack.dropFirst(), path).prefix { $0 == $1 }.count
            guard shared < count - 1 else { return [] }
            includesSelf = true
        case .replaceRoot, .restore, .terminate, .dismiss, .whenUnguarded:
            includesSelf = true
        }
        var guarded: [Router] = []
        var next = includesSelf ? self : storedPresentedRouter
        while let router = next {
            if router.routerGuard != nil { guarded.append(router) }
            next = router.storedPresentedRouter
        }
        return guarded
    }
}
