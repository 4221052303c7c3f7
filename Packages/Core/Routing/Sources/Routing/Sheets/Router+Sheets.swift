/// Sheet sizes as route data: presented with a layer, changed by commands, saved with it.
extension Router {
    /// Presents `route` in a new layer whose sheet rests at `sizing`'s detents, and returns
    /// the layer's router; otherwise as ``present(_:style:onClose:)``. A sizing a router
    /// refuses (``RoutingError/Code/invalidSizing``) presents nothing, and `onClose` gets
    /// `.closedByParent`.
    ///
    /// ```swift
    /// router.present(
    ///     .settings, style: .sheet(ownStack: true),
    ///     sizing: SheetSizing(detents: [.medium, .large])
    /// ) { (_: CloseOutcome<Never>) in }
    /// ```
    @discardableResult
    public func present<Value: Sendable>(
        _ route: R, style: PresentationStyle, sizing: SheetSizing,
        onClose: @escaping @MainActor (CloseOutcome<Value>) -> Void
    ) -> Router<R> {
        let layer = layer([route], style: style, sizing: sizing, onClose: CloseCallback(onClose))
        execute(.present(layer))
        return layer
    }

    /// Presents `route` in a new layer whose sheet rests at `sizing`'s detents and whose
    /// closing nobody awaits; returns its router.
    @discardableResult
    public func present(_ route: R, style: PresentationStyle, sizing: SheetSizing) -> Router<R> {
        let layer = layer([route], style: style, sizing: sizing, onClose: nil)
        execute(.present(layer))
        return layer
    }

    /// The detent this layer's sheet rests at, as SwiftUI's
    /// `presentationDetents(_:selection:)` binds it; `nil` for a layer presented without
    /// sizes. Setting it is one command, refused (``RoutingError/Code/invalidSizing``) for a
    /// detent the sizing lacks. RootSwitchUI binds it, each ``SheetDetent`` mapped to SwiftUI's
    /// `PresentationDetent`.
    public var selectedDetent: SheetDetent? {
        get { sizing?.selected }
        set {
            guard let detent = newValue else { return }
            execute(.selectDetent(detent))
        }
    }

    /// Makes `sizing` this layer's: the detents its sheet can rest at, the one it rests at,
    /// its window's size. Refused on a base router (``RoutingError/Code/notPresented``) and
    /// for a sizing without detents, with an invalid or repeated one or a selection it lacks
    /// (``RoutingError/Code/invalidSizing``).
    public func resize(_ sizing: SheetSizing) {
        execute(.resize(sizing))
    }
}
