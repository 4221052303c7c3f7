/// Which saved entries restoration keeps when some of a stack's are no longer valid (their
/// link no longer resolves, or the validator refuses them).
///
/// Each entry left out is reported as a `RestorationDrop` (RoutingScenes' restoration reports
/// it) under either policy; they differ in what follows it. Either way a chain holds at most
/// ``Navigation/maximumRoutes`` saved entries, the ones past it left out as `overLimit`.
///
/// ```swift
/// // The saved pages do not depend on each other: keep every one still valid.
/// let restoration = NavigationRestoration<ShopRoute>(
///     storage: storage, links: links, analytics: analytics, policy: .everyValidEntry
/// ) { route in !deleted.contains(route) }
/// ```
public enum RestorationPolicy: Hashable, Sendable {
    /// Keep each stack up to its first invalid entry, and the layers presented above it only
    /// when nothing below them was left out: what follows an invalid entry is reported
    /// `unreachable`. Right when each screen only makes sense on top of the one before it (a
    /// drill-down: an order, then one of its items). The default.
    case longestValidPrefix
    /// Keep every valid entry and leave out only the invalid ones, like `compactMap`: a stack
    /// closes up over the gap, and a presented layer stays while it keeps a valid entry.
    /// Right when the entries do not depend on each other (a history of unrelated pages).
    case everyValidEntry
}
