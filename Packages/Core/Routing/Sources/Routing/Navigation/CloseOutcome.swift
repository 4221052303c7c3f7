/// How a presented layer closed; its presenter's `onClose` receives exactly one.
///
/// ```swift
/// router.present(.picker, style: .sheet(ownStack: true)) { (outcome: CloseOutcome<Color>) in
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
    /// An ancestor closed it: dismissed all, replaced or popped the stack under it,
    /// restored its state, or a tab router rebuilt the screen for navigation.
    case closedByParent
}

extension CloseOutcome: Sendable where Value: Sendable {}
extension CloseOutcome: Equatable where Value: Equatable {}
extension CloseOutcome: Hashable where Value: Hashable {}
