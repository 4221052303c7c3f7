import Synchronization

/// A flag an observation's change handler sets, which may run on any thread: what a test
/// checks after `withObservationTracking` to know a SwiftUI view would have re-rendered.
///
/// ```swift
/// let changed = ChangeFlag()
/// withObservationTracking { _ = router.path } onChange: { changed.set() }
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
}
