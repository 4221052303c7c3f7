import Observation
import Synchronization

/// A flag an observation's change handler sets, which may run on any thread: what a test
/// checks after `withObservationTracking` to know a SwiftUI view would have re-rendered.
///
/// ```swift
/// let changed = ChangeFlag.tracking { _ = router.path }
/// router.push(.list)
/// #expect(changed.isSet)
/// ```
public final class ChangeFlag: Sendable {
    private let value = Mutex(false)

    /// Creates a flag that is not set.
    public init() {}

    /// Whether ``set()`` was called.
    public var isSet: Bool { value.withLock { $0 } }

    /// Sets the flag.
    public func set() {
        value.withLock { $0 = true }
    }

    /// Runs `read` under `withObservationTracking`: the flag it returns is set when anything
    /// `read` read changes, as a view reading the same state would re-render.
    /// - Parameter read: reads observable state, as a view's body would.
    /// - Returns: a flag, set at the first change.
    public static func tracking(_ read: () -> Void) -> ChangeFlag {
        let flag = ChangeFlag()
        withObservationTracking(read) { flag.set() }
        return flag
    }
}
