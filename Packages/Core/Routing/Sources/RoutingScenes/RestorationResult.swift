public import Routing

/// What restoring a scene's navigation gave: the navigation to apply, what was left out, and
/// why nothing was restored when something was saved but could not be read.
public struct RestorationResult<R: Route>: Hashable, Sendable {
    /// The navigation to apply with ``NavigationCommand/restore(_:)``; `nil` when nothing is
    /// restored (nothing saved, another user's, unreadable, or no saved tab is known).
    public let navigation: Navigation<R>?
    /// Every entry left out, in order.
    public let dropped: [RestorationDrop]
    /// Why the saved state could not be read at all, if it could not.
    public let failure: RoutingError?

    init(navigation: Navigation<R>?, dropped: [RestorationDrop] = [], failure: RoutingError? = nil)
    {
        self.navigation = navigation
        self.dropped = dropped
        self.failure = failure
    }
}
