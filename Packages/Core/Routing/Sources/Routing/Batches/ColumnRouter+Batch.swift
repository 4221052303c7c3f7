/// Several commands applied as one change.
extension ColumnRouter {
    /// Applies the commands `build` adds to ``router`` as one change, as
    /// ``Router/batch(_:)`` does; ``NavigationBatch/show(_:in:layout:)`` shows a route in
    /// this router's columns.
    ///
    /// ```swift
    /// columns.batch { batch in
    ///     batch.dismissAll()
    ///     batch.show(.inbox, in: .content)
    ///     batch.show(.message(7), in: .detail)
    /// }
    /// ```
    public func batch(_ build: (inout NavigationBatch<R>) -> Void) {
        var batch = NavigationBatch(router: router, layout: layout)
        build(&batch)
        router.run(batch.steps)
    }
}
