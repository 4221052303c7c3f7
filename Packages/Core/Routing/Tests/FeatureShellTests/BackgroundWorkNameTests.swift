import FeatureShell
import Routing
import Testing
import WorkTracking

/// Code written against FeatureShell's `BackgroundWork` keeps compiling now that the tracker
/// lives in Routing: both names are the one type.
@Suite @MainActor struct BackgroundWorkNameTests {
    @Test func featureShellNamesRoutingsTracker() {
        let work: FeatureShell.BackgroundWork = WorkTracking.BackgroundWork(limit: 1)
        work.start("one") {}
        #expect {
            try work.checkCapacity()
        } throws: { error in
            (error as? RoutingError)?.code == .tooMuchWork
        }
    }
}
