public import Routing

/// Where a scene's user is: the selected tab, the base stack and the top presented route.
public struct ScreenLocation<R: Route>: Hashable, Sendable {
    /// The selected tab's name, for a feature with tabs.
    public var tab: String?
    /// The base stack of the selected tab (or of the only stack), root first.
    public var stack: [R]
    /// The top route of the topmost presented layer, if a layer is presented.
    public var modal: R?

    /// Creates a location.
    public init(tab: String? = nil, stack: [R], modal: R? = nil) {
        self.tab = tab
        self.stack = stack
        self.modal = modal
    }

    /// The same location with routes of another type, as the App lifts a feature's routes.
    public func map<T: Route>(_ transform: (R) -> T) -> ScreenLocation<T> {
        ScreenLocation<T>(tab: tab, stack: stack.map(transform), modal: modal.map(transform))
    }
}
