import Observation
import Routing
import Testing

@Suite @MainActor struct RouterQueueTests {
    let recorder = Recorder()

    @Test func aCommandFromAResultHandlerRunsAfterTheTerminate() {
        let router = recorder.router()
        router.push(.detail(1))
        var stackSeenByHandler: [TestRoute] = []
        router.onResult(Int.self, at: .home) { _ in
            stackSeenByHandler = router.stack
            router.push(.about)
            router.push(.list)
        }
        router.terminate(1)
        #expect(stackSeenByHandler == [.home])
        #expect(router.stack == [.home, .about, .list])
    }

    @Test func dismissDuringTerminateAppliesAfterItAndYieldsNoSecondOutcome() {
        let router = recorder.router()
        let sheet = router.present(.picker, style: .cover, onClose: recorder.onClose("cover"))
        router.onResult(Int.self, at: .home) { _ in
            sheet.dismiss()
            sheet.push(.about)
        }
        sheet.terminate(3)
        #expect(recorder.events == ["cover: finished(3)"])
        #expect(recorder.issues == [.routerClosed, .routerClosed])
        #expect(router.presentedRouter == nil)
    }

    @Test func commandsFromOnCloseApplyInOrderAfterTheClose() {
        let router = recorder.router()
        var next: Router<TestRoute>?
        let sheet = router.present(.settings, style: .sheet(ownStack: true)) {
            (_: CloseOutcome<Int>) in
            router.push(.list)
            router.push(.about)
            router.back()
            next = router.present(.login, style: .cover)
        }
        sheet.dismiss()
        #expect(router.stack == [.home, .list])
        #expect(router.presentedRouter === next)
        #expect(next?.isClosed == false)
    }

    @Test func aCommandFromTheIssueHandlerIsQueued() {
        var router: Router<TestRoute>?
        router = Router(root: .home) { _ in router?.push(.about) }
        router?.back()
        #expect(router?.stack == [.home, .about])
    }

    @Test func anObserverSeesTheCommandDoneAndItsOwnCommandRunsAfter() {
        let router = recorder.router()
        withObservationTracking {
            _ = router.stack
        } onChange: { [recorder] in
            // Observation calls back synchronously, on the main actor, once the command's
            // job is done: never half-way through it.
            MainActor.assumeIsolated {
                recorder.events.append("\(router.stack.count)")
                router.push(.about)
            }
        }
        router.push(.list)
        #expect(recorder.events == ["2"])
        #expect(router.stack == [.home, .list, .about])
    }

    @Test func aLayerPresentedFromAClosingLayersCallbackOpensOnTheSurvivor() {
        let router = recorder.router()
        router.push(.list)
        let sheet = router.present(.settings, style: .sheet(ownStack: true)) {
            (_: CloseOutcome<Int>) in
            router.present(.login, style: .cover, onClose: recorder.onClose("cover"))
        }
        router.replaceRoot(.home)
        #expect(sheet.isClosed)
        #expect(router.stack == [.home])
        #expect(router.presentedRouter?.stack == [.login])
        #expect(recorder.events.isEmpty)
    }
}
