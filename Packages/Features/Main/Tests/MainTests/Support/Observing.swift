import Observation
import RoutingTesting
import TestSupport

/// Runs `read` under observation tracking, as a SwiftUI view's body does; the flag is set
/// when anything it read changes.
@MainActor
func observing(_ read: () -> Void) -> ChangeFlag {
    let flag = ChangeFlag()
    withObservationTracking(read) { flag.set() }
    return flag
}
