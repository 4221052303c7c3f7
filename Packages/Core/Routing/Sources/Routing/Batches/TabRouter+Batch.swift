/// Several commands, on the tabs and their routers, applied as one change.
extension TabRouter {
    /// Applies the commands `build` adds as one change: all of them or, if one is refused,
    /// none; observers hear once of each piece of state that changed. See ``TabBatch``.
    ///
    /// ```swift
    /// tabs.batch { batch in
    ///     batch.dismissAll()
    ///     batch.select(.home)
    ///     batch.on(.home) { $0.setPath([.item(42)]) }
    /// }
    /// ```
    public func batch(_ build: (inout TabBatch<Tab, R>) -> Void) {
        var batch = TabBatch(tabs: self)
        build(&batch)
        run(batch.steps)
    }

    private func run(_ steps: [BatchStep]) {
        BatchStep.run(
            steps, on: queue, checkpoint: { [self] in checkpoint() },
            retry: { [self] in run(steps) })
    }
}
