/// Guards for unsaved work, kept by the tree's ``GuardKeeper``: a command that would discard
/// a guarded router's routes is held while the guard's dialog asks.
extension Router {
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
        guards.keep(GuardKeeper.Guard(dialog: dialog, onDiscard: onDiscard), for: self)
    }

    /// Lifts this router's guard: its input was saved or emptied.
    public func unguard() {
        guards.lift(self)
    }

    /// Whether this router's routes are guarded (see ``guard(with:onDiscard:)``); observable.
    ///
    /// A view hides the back button and disables interactive dismissal while it is, and goes
    /// back through the router, so the guard can ask first.
    public var isGuarded: Bool { guards.isGuarded(self) }

    /// Runs `change` now if neither this router nor a layer above it is guarded; otherwise
    /// holds it while the guard's dialog asks, as a guarded command is held.
    ///
    /// For navigation made of several commands, or with effects beside the router, that a
    /// guard must hold as one: a deep link that rebuilds the stack, a coordinator's `back`
    /// that also reports the step it leaves for.
    ///
    /// ```swift
    /// router.whenUnguarded {
    ///     router.popToRoot()
    ///     router.push(.item(42))
    /// }
    /// ```
    public func whenUnguarded(_ change: @escaping @MainActor () -> Void) {
        execute(.whenUnguarded(change))
    }
}
