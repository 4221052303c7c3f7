public import Routing

/// Where a scene's user is: the selected tab, whether its search is active, the base stack, the
/// top presented route and the inspector open beside it.
public struct ScreenLocation<R: Route>: Hashable, Sendable {
    /// The selected tab's name, for a feature with tabs.
    public var tab: String?
    /// The base stack of the selected tab (or of the only stack), root first.
    public var stack: [R]
    /// The top route of the topmost presented layer, if a layer is presented.
    public var modal: R?
    /// The route the topmost stack's inspector shows, if open (`Navigation.Stack.inspector`).
    public var inspector: R?
    /// Whether the search tab's search is active (`Navigation.Search`).
    public var searching: Bool

    /// Creates a location.
    public init(
        tab: String? = nil, stack: [R], modal: R? = nil, inspector: R? = nil,
        searching: Bool = false
    ) {
        self.tab = tab
        self.stack = stack
        self.modal = modal
        self.inspector = inspector
        self.searching = searching
    }

    /// The same location with routes of another type, as the App lifts a feature's routes.
    public func map<T: Route>(_ transform: (R) -> T) -> ScreenLocation<T> {
        ScreenLocation<T>(
            tab: tab, stack: stack.map(transform), modal: modal.map(transform),
            inspector: inspector.map(transform), searching: searching)
    }
}
