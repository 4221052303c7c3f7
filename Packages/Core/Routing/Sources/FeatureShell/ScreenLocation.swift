public import Routing

/// Where a scene's user is: the selected tab, whether its search is active, the base stack and
/// the top presented route.
public struct ScreenLocation<R: Route>: Hashable, Sendable {
    /// The selected tab's name, for a feature with tabs.
    public var tab: String?
    /// The base stack of the selected tab (or of the only stack), root first.
    public var stack: [R]
    /// The top route of the topmost presented layer, if a layer is presented.
    public var modal: R?
    /// Whether the search tab's search is active (``Navigation/Search``).
    public var searching: Bool

    /// Creates a location.
    public init(tab: String? = nil, stack: [R], modal: R? = nil, searching: Bool = false) {
        self.tab = tab
        self.stack = stack
        self.modal = modal
        self.searching = searching
    }

    /// The same location with routes of another type, as the App lifts a feature's routes.
    public func map<T: Route>(_ transform: (R) -> T) -> ScreenLocation<T> {
        ScreenLocation<T>(
            tab: tab, stack: stack.map(transform), modal: modal.map(transform),
            searching: searching)
    }
}
