import Observation

/// The guards the routers of one tree hold (``Router/guard(with:onDiscard:)``), and the
/// commands they hold back.
///
/// A command that would discard a guarded router's routes (back, pop, replace root, set the
/// path, restore, terminate, dismiss, or a `dismissAll` below it) is held while the topmost
/// guard's dialog asks; discarding lifts the guards it passed and applies the command,
/// anything else drops it. One keeper serves the whole tree (and every tab of a
/// ``TabRouter``), so while no router holds a guard a command pays one test
/// (`push` in routing-benchmarks).
@MainActor
@Observable
final class GuardKeeper {
    /// What a guard asks, and whom it tells when the user discards.
    struct Guard {
        let dialog: DialogState<GuardAction>
        let onDiscard: @MainActor () -> Void
    }

    /// Each guarded router's guard; a router leaves when its guard is lifted or it closes.
    private var guards: [ObjectIdentifier: Guard] = [:]

    /// Whether `router` holds a guard.
    func isGuarded(_ router: AnyObject) -> Bool {
        guards[ObjectIdentifier(router)] != nil
    }

    /// Guards `router` with `guard`, replacing its guard.
    func keep(_ guard: Guard, for router: AnyObject) {
        guards[ObjectIdentifier(router)] = `guard`
    }

    /// Lifts `router`'s guard, if it holds one.
    func lift(_ router: AnyObject) {
        if isGuarded(router) { guards[ObjectIdentifier(router)] = nil }
    }

    /// A guard that holds a command back: its dialog, the guarded routers the command would
    /// pass, and where the dialog asks.
    struct Hold {
        let keeper: GuardKeeper
        let asking: Guard
        let guarded: [AnyObject]
        let presenter: DialogPresenter
        let queue: CommandQueue
    }

    /// Holds `command`, issued on `router`, if it would discard a guarded router's routes:
    /// the topmost such guard's dialog asks on the ``Router/topmostRouter``.
    /// - Returns: whether the command is held.
    func holds<R>(
        _ command: RouterCommand<R>, on router: Router<R>, after: inout CommandQueue.Callbacks
    ) -> Bool {
        guard let hold = hold(of: command, on: router) else { return false }
        ask(hold, after: &after) { router.execute(command) }
        return true
    }

    /// The guard that would hold `command`, issued on `router`, if any.
    func hold<R>(of command: RouterCommand<R>, on router: Router<R>) -> Hold? {
        guard !guards.isEmpty else { return nil }
        let guarded = Self.routers(discardedBy: command, on: router).filter { isGuarded($0) }
        guard let asking = guarded.last.flatMap({ guards[ObjectIdentifier($0)] }) else {
            return nil
        }
        return Hold(
            keeper: self, asking: asking, guarded: guarded, presenter: router.topmostRouter.dialogs,
            queue: router.queue)
    }

    /// Shows `hold`'s dialog; discarding lifts the guards it passed, tells the guard, then
    /// runs `retry`, and anything else drops what was held.
    func ask(
        _ hold: Hold, after: inout CommandQueue.Callbacks,
        retry: @escaping @MainActor () -> Void
    ) {
        let shown = PresentedDialog(hold.asking.dialog, id: hold.queue.nextDialogID())
        let buttons = hold.asking.dialog.buttons
        hold.presenter.show(shown, after: &after) { [self] outcome in
            guard case .action(let index) = outcome, buttons[index].action == .discard
            else { return }
            for router in hold.guarded { lift(router) }
            hold.asking.onDiscard()
            retry()
        }
    }

    /// The routers, bottom first, whose routes `command` would remove or whose layers it
    /// would close: `router` itself (unless the command keeps its stack) and the layers above.
    private static func routers<R>(
        discardedBy command: RouterCommand<R>, on router: Router<R>
    ) -> [Router<R>] {
        let stack = router.stack
        let includesSelf: Bool
        switch command {
        case .push, .present, .onResult, .showDialog, .answerDialog, .resize, .selectDetent:
            return []
        case .dismissAll:
            includesSelf = false
        case .back, .popToRoot:
            guard stack.count > 1 else { return [] }
            includesSelf = true
        case .pop(let route):
            guard let index = stack.lastIndex(of: route), index + 1 < stack.count else {
                return []
            }
            includesSelf = true
        case .setPath(let path):
            guard Router<R>.shared(stack, [stack[0]] + path) < stack.count else { return [] }
            includesSelf = true
        case .columns(let change):
            guard case .success(let target) = change.target(from: stack),
                Router<R>.shared(stack, target) < stack.count
            else { return [] }
            includesSelf = true
        case .replaceRoot, .restore, .terminate, .dismiss, .whenUnguarded:
            includesSelf = true
        }
        var routers: [Router<R>] = []
        var next = includesSelf ? router : router.presentedRouter
        while let layer = next {
            routers.append(layer)
            next = layer.presentedRouter
        }
        return routers
    }
}
