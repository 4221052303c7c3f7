/// How a presented layer closed; its presenter's `onClose` receives exactly one.
///
/// ```swift
/// router.present(.picker) { (outcome: CloseOutcome<Color>) in
///     if case .finished(let color) = outcome { apply(color) }
/// }
/// ```
public enum CloseOutcome<Value> {
    /// The layer's root called ``Router/terminate(_:)`` with a result of type `Value`.
    case finished(Value)
    /// The layer closed itself (``Router/dismiss()``), or finished with a result of
    /// another type than `Value`.
    case cancelled
    /// The platform closed it (swipe down, scene closed): ``Router/dismissBySystem()``.
    case dismissedBySystem
    /// Something under it closed it: `dismissAll`, a pop or a new root of the stack under it,
    /// a restore, a link that lands elsewhere, the tab tapped again; or it was refused (or
    /// never shown) when presented.
    case closedByParent
}

extension CloseOutcome: Sendable where Value: Sendable {}
extension CloseOutcome: Equatable where Value: Equatable {}
extension CloseOutcome: Hashable where Value: Hashable {}
