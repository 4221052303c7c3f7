/// Columns saved and restored as the one stack they collapse into.
extension NavigationRestoration {
    /// Saves a column router's state for `scene`, replacing what was saved: as the stack it
    /// collapses into (``ColumnsState/collapsed``), each route as its link, so what a wide
    /// screen saved a compact one restores, and the other way round.
    /// - Throws: ``RoutingError/Code/unencodable`` or ``RoutingError/Code/storageFailed``.
    public func save(_ state: ColumnsState<R>, for scene: SceneID, user userID: String)
        throws(RoutingError)
    {
        try save(state.collapsed, for: scene, user: userID)
    }

    /// Restores a column router's state saved for `scene` by `userID`: the saved stack,
    /// checked as a router's is, expanded into `layout`'s columns.
    /// - Parameters:
    ///   - scene: the scene whose state to read.
    ///   - userID: the signed-in user; state saved for anyone else restores nothing.
    ///   - defaultRoot: the sidebar's route when the saved one is left out.
    ///   - layout: the columns to expand the stack into.
    /// - Returns: the state to apply (`nil` when nothing is restored) and what was left out.
    public func restore(
        _ scene: SceneID, for userID: String, defaultRoot: R, layout: ColumnLayout
    ) async -> RestorationResult<ColumnsState<R>> {
        let result = await restore(scene, for: userID, defaultRoot: defaultRoot)
        return RestorationResult(
            state: result.state.flatMap { ColumnsState(expanding: $0, layout: layout) },
            dropped: result.dropped, failure: result.failure)
    }
}
