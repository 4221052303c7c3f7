/// What restoring one scene produced: the state to apply, what was left out, and why
/// nothing was restored when nothing was.
public struct RestorationResult<State: Hashable & Sendable>: Hashable, Sendable {
    /// The state to apply, or `nil` when nothing is restored (nothing saved, corrupt data,
    /// another user's state, or every entry left out).
    public let state: State?
    /// The saved entries left out, in the order they appear in the saved data.
    public let dropped: [RestorationDrop]
    /// Why the saved data was refused as a whole; `nil` when it was read.
    public let failure: RoutingError?

    init(state: State?, dropped: [RestorationDrop] = [], failure: RoutingError? = nil) {
        self.state = state
        self.dropped = dropped
        self.failure = failure
    }
}
