/// Several commands applied as one change.
extension Router {
    /// Applies the commands `build` adds as one change: all of them or, if one is refused,
    /// none; observers hear once of each piece of state that changed. See
    /// ``NavigationBatch``.
    ///
    /// ```swift
    /// router.batch { batch in
    ///     batch.dismissAll()
    ///     batch.popToRoot()
    ///     batch.push(.item(42))
    /// }
    /// ```
    public func batch(_ build: (inout NavigationBatch<R>) -> Void) {
        var batch = NavigationBatch(router: self)
        build(&batch)
        run(batch.steps)
    }

    func run(_ steps: [BatchStep]) {
        BatchStep.run(
            steps, on: queue, checkpoint: { [self] in [checkpoint()] },
            retry: { [self] in run(steps) })
    }
}
