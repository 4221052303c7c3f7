extension DeepLinkGate {
    /// Opens a way into the app other than a URL as a URL opens: the entry becomes its link
    /// (``EntryTable/link(for:)``), which is resolved, then shown now or kept waiting, with the
    /// same decisions, analytics and events. An entry that does not become a link is refused,
    /// its decision's URL being the entry in words (``IncomingEntry/description``).
    ///
    /// ```swift
    /// let decision = try gate.open(
    ///     .quickAction(type: "cart"), in: entries, show: { match in coordinator.show(match) })
    /// ```
    /// - Parameters:
    ///   - entry: what the system delivered.
    ///   - entries: the app's entry points and links.
    ///   - show: shows the match on screen; false when nothing there has a place for it.
    /// - Returns: the decision.
    /// - Throws: why the entry did not become a link (`unknown_entry`, `incomplete_entry`), or
    ///   why its link did not resolve, after reporting the refusal; a waiting link keeps waiting.
    @discardableResult
    public func open(
        _ entry: IncomingEntry, in entries: EntryTable<R>, show: (DeepLinkMatch<R>) -> Bool
    ) throws(RoutingError) -> DeepLinkDecision<R> {
        let link: String
        do {
            link = try entries.link(for: entry)
        } catch {
            decide(
                DeepLinkDecision(url: entry.description, match: nil, outcome: .refused(error.code)))
            throw error
        }
        return try open(link, in: entries.links, show: show)
    }
}
