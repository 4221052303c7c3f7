/// The commands that move a router's stack and its layers; each applies through the tree's
/// queue (see ``Router``).
extension Router {
    /// The routes above the root, as a SwiftUI `NavigationStack(path:)` binds them.
    ///
    /// Setting it is one command: the root and the routes the new path shares with the old
    /// stay (with their result handlers), the rest are popped (closing a layer that covers
    /// them) and the new ones pushed.
    ///
    /// ```swift
    /// NavigationStack(path: Bindable(router).path) { HomeView() }
    /// ```
    public var path: [R] {
        get { Array(stack.dropFirst()) }
        set { execute(.setPath(newValue)) }
    }

    /// The router of the outermost visible layer: this one if it presents nothing.
    public var topmostRouter: Router<R> { presentedRouter?.topmostRouter ?? self }

    /// Pushes `route`. Refused in a sheet presented without its own stack.
    public func push(_ route: R) { execute(.push(route)) }

    /// Pops the top route. Refused when only the root is left.
    public func back() { execute(.back) }

    /// Pops every route above the root.
    public func popToRoot() { execute(.popToRoot) }

    /// Pops the routes above the topmost occurrence of `route`. Refused if it is absent.
    public func pop(to route: R) { execute(.pop(to: route)) }

    /// Resets the stack to `route` alone, closing any presented layer.
    public func replaceRoot(_ route: R) { execute(.replaceRoot(route)) }

    /// Presents `route` in a new layer and returns the layer's router.
    ///
    /// The layer goes on the ``topmostRouter``. If this router has closed by the time the
    /// command applies, the layer never opens and `onClose` gets `.closedByParent`.
    /// - Parameters:
    ///   - route: The layer's root.
    ///   - style: A sheet (with or without its own stack) or a full-screen cover.
    ///   - onClose: Called once, after the tree is updated, with how the layer closed.
    ///     `.finished` carries the layer's result if it is a `Value`.
    @discardableResult
    public func present<Value: Sendable>(
        _ route: R, style: PresentationStyle,
        onClose: @escaping @MainActor (CloseOutcome<Value>) -> Void
    ) -> Router<R> {
        present(layer([route], style: style, onClose: CloseCallback(onClose)))
    }

    /// Presents `route` in a new layer whose closing nobody awaits; returns its router.
    @discardableResult
    public func present(_ route: R, style: PresentationStyle) -> Router<R> {
        present(layer([route], style: style, onClose: nil))
    }

    /// Closes this router's layer with `.cancelled`: the layer closed itself or the user
    /// dismissed it. Refused on a base router.
    public func dismiss() { execute(.dismiss(.cancelled)) }

    /// Closes this router's layer with `.dismissedBySystem`: call it when the platform
    /// closed the layer (swipe down, scene closed). Refused on a base router.
    public func dismissBySystem() { execute(.dismiss(.dismissedBySystem)) }

    /// Closes every layer presented above this router with `.closedByParent`.
    public func dismissAll() { execute(.dismissAll) }

    /// Finishes the top route with `result`.
    ///
    /// `result` goes to the nearest handler for exactly `T` registered with
    /// ``onResult(_:at:perform:)`` below the top route, then up through the presenting
    /// routers. Then the top route is popped or, if it is a layer's root, the layer closes
    /// and its presenter's `onClose` gets `.finished(result)`. The route closes even if
    /// nobody takes the result; that is reported as `.undeliveredResult`. Refused on the
    /// root of a base router.
    public func terminate<T: Sendable>(_ result: T) {
        execute(.terminate(result, type: ObjectIdentifier(T.self)))
    }

    /// Registers `perform` to receive results of type `T` terminated above the topmost
    /// occurrence of `route`, replacing its previous handler for `T`.
    ///
    /// The handler goes away when that route leaves the stack.
    public func onResult<T: Sendable>(
        _ type: T.Type, at route: R, perform: @escaping @MainActor (T) -> Void
    ) {
        let handler: ResultHandlers.Handler = { value in
            if let value = value as? T { perform(value) }
        }
        execute(.onResult(type: ObjectIdentifier(T.self), handler, at: route))
    }

    private func present(_ layer: Router<R>) -> Router<R> {
        execute(.present(layer))
        return layer
    }
}
