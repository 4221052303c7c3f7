import Observation

/// Counts how often a view reading some observable state would re-render: each change
/// notifies it once, after which it reads the state again, as SwiftUI does with a body.
///
/// Where ``ChangeFlag`` says whether anything changed, a counter says how many times: a
/// change published twice, or half-way and then again, counts two.
///
/// ```swift
/// let stack = ChangeCounter { _ = router.stack }
/// navigator.apply([.popToRoot, .push(.item(1))])
/// #expect(stack.count == 1)
/// ```
@MainActor
public final class ChangeCounter {
    /// How many times the state read changed since the counter was made or reset.
    public private(set) var count = 0
    private let read: @MainActor () -> Void

    /// Starts counting the changes of what `read` reads.
    /// - Parameter read: reads observable state, as a view's body would.
    public init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        track()
    }

    /// Sets ``count`` back to zero.
    public func reset() {
        count = 0
    }

    private func track() {
        withObservationTracking {
            read()
        } onChange: { [weak self] in
            // Observation calls back on the thread that changed the state: for navigation,
            // the main actor.
            MainActor.assumeIsolated {
                guard let self else { return }
                self.count += 1
                self.track()
            }
        }
    }
}
