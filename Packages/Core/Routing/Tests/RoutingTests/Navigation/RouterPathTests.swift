import Observation
import Routing
import RoutingTesting
import TestSupport
import Testing

/// `path`, the routes above the root, as a SwiftUI `NavigationStack(path:)` sets them.
@Suite @MainActor struct RouterPathTests {
    let recorder = Recorder()

    @Test(
        arguments: [
            ([], [TestRoute.list], [TestRoute.home, .list]),
            ([.list, .detail(1)], [.list], [.home, .list]),
            ([.list, .detail(1)], [], [.home]),
            ([.list, .detail(1)], [.list, .detail(2)], [.home, .list, .detail(2)]),
            ([.list], [.settings, .about], [.home, .settings, .about]),
        ] as [([TestRoute], [TestRoute], [TestRoute])])
    func settingThePathPopsAndPushes(from: [TestRoute], to: [TestRoute], stack: [TestRoute]) {
        let router = recorder.router()
        for route in from { router.push(route) }
        router.path = to
        #expect(router.stack == stack)
        #expect(router.path == to)
        #expect(recorder.issues.isEmpty)
    }

    @Test func sharedRoutesKeepTheirResultHandlers() {
        let router = recorder.router()
        router.push(.list)
        var received: [Int] = []
        router.onResult(Int.self, at: .list) { received.append($0) }
        router.push(.detail(1))
        router.path = [.list, .picker]
        router.terminate(7)
        #expect(received == [7])
        #expect(router.stack == [.home, .list])
    }

    @Test func poppingUnderALayerClosesIt() {
        let router = recorder.router()
        router.push(.list)
        _ = router.present(.settings, style: .sheet)
        router.path = []
        #expect(router.presented == nil)
        #expect(router.stack == [.home])
    }

    @Test func settingThePathIsObserved() {
        let router = recorder.router()
        let changed = ChangeFlag()
        withObservationTracking {
            _ = router.path
        } onChange: {
            changed.set()
        }
        router.path = [.list]
        #expect(changed.isSet)
    }

    @Test func aLayerIsIdentifiedByItsRouter() {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        #expect(router.presented?.id == sheet.id)
        #expect(router.id != sheet.id)
    }
}
