/// One command of a batch, erased over the route type: the guard that would hold it, how it
/// applies, and what it tells its caller when the batch is refused.
@MainActor
struct BatchStep {
    let hold: () -> GuardKeeper.Hold?
    let apply: (_ after: inout CommandQueue.Callbacks) -> Void
    var refused: (_ after: inout CommandQueue.Callbacks) -> Void = { _ in }

    /// `command` applied on `router`, as the router applies its own but for the guard,
    /// which the batch asks once for all its commands.
    init<R>(_ command: RouterCommand<R>, on router: Router<R>) {
        hold = { router.guards.hold(of: command, on: router) }
        apply = { after in router.applyUnguarded(command, after: &after) }
    }

    init(
        hold: @escaping () -> GuardKeeper.Hold? = { nil },
        apply: @escaping (_ after: inout CommandQueue.Callbacks) -> Void
    ) {
        self.hold = hold
        self.apply = apply
    }

    /// Applies `steps` as one job of `queue`: all of them, or, when one is refused, none
    /// (the state `checkpoint` found is put back and only the refusal is reported, naming
    /// the command), and when one would discard guarded routes, none until the guard's
    /// dialog is answered with discard, which runs `retry`.
    static func run(
        _ steps: [BatchStep], on queue: CommandQueue,
        checkpoint: @escaping () -> [@MainActor () -> Void],
        retry: @escaping @MainActor () -> Void
    ) {
        queue.perform { after in
            let restore = checkpoint()
            var applied: CommandQueue.Callbacks = []
            queue.lastReport = nil
            for (index, step) in steps.enumerated() {
                if let hold = step.hold() {
                    for back in restore { back() }
                    return hold.keeper.ask(hold, after: &after, retry: retry)
                }
                step.apply(&applied)
                guard let refusal = queue.lastReport else { continue }
                for back in restore { back() }
                for step in steps { step.refused(&after) }
                return queue.report(
                    refusal.code,
                    "batch refused at command \(index + 1) of \(steps.count): \(refusal.reason)",
                    after: &after)
            }
            after += applied
        }
    }
}
