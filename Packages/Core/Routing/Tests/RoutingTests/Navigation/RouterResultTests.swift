import Routing
import Testing

@Suite @MainActor struct RouterResultTests {
    let recorder = Recorder()

    /// A router holding `stack` after its root `.home`.
    func router(pushing stack: [TestRoute]) -> Router<TestRoute> {
        let router = recorder.router()
        for route in stack { router.push(route) }
        return router
    }

    /// A result handler that logs `"name: value"`.
    func log<T>(_ name: String) -> @MainActor (T) -> Void {
        { [recorder] value in recorder.events.append("\(name): \(value)") }
    }

    @Test func terminateDeliversToTheNearestAncestorThenPops() {
        let router = router(pushing: [.list, .detail(1)])
        router.onResult(Int.self, at: .home, perform: log("home"))
        router.onResult(Int.self, at: .list, perform: log("list"))
        router.terminate(5)
        #expect(recorder.events == ["list: 5"])
        #expect(router.stack == [.home, .list])
        #expect(recorder.issues.isEmpty)
    }

    @Test func deliverySkipsHandlersOfOtherTypes() {
        let router = router(pushing: [.list, .detail(1)])
        router.onResult(Int.self, at: .home, perform: log("home"))
        router.onResult(String.self, at: .list, perform: log("list"))
        router.terminate(7)
        #expect(recorder.events == ["home: 7"])
        #expect(router.stack == [.home, .list])
    }

    @Test func aRouteDoesNotReceiveItsOwnResult() {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .list, perform: log("list"))
        router.terminate(1)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues == [.undeliveredResult])
        #expect(router.stack == [.home])
    }

    @Test func deliveryCrossesPresentedLayers() {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .list, perform: log("list"))
        let sheet = router.present(.settings, style: .sheet)
        let cover = sheet.present(.login, style: .cover)
        cover.push(.detail(4))
        sheet.onResult(String.self, at: .settings, perform: log("settings"))
        cover.terminate(9)
        #expect(recorder.events == ["list: 9"])
        #expect(cover.stack == [.login])
        #expect(!cover.isClosed)
    }

    @Test func terminatingALayerRootFinishesTheLayer() {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .list, perform: log("list"))
        let sheet = router.present(
            .picker, style: .sheet, onClose: recorder.onClose("sheet"))
        sheet.terminate(3)
        #expect(recorder.events == ["list: 3", "sheet: finished(3)"])
        #expect(router.presented == nil)
        #expect(sheet.isClosed)
        #expect(router.stack == [.home, .list])
        #expect(recorder.issues.isEmpty)
    }

    @Test func terminatingALayerRootClosesTheLayersAboveIt() {
        let router = recorder.router()
        let sheet = router.present(
            .picker, style: .sheet, onClose: recorder.onClose("sheet"))
        sheet.present(.login, style: .cover, onClose: recorder.onClose("cover"))
        sheet.terminate(2)
        #expect(recorder.events == ["cover: closedByParent", "sheet: finished(2)"])
        #expect(router.presented == nil)
    }

    @Test func thePresenterAloneCanTakeTheResult() {
        let router = recorder.router()
        let sheet = router.present(
            .picker, style: .cover, onClose: recorder.onClose("cover", String.self))
        sheet.terminate("blue")
        #expect(recorder.events == [#"cover: finished("blue")"#])
        #expect(recorder.issues.isEmpty)
    }

    @Test func aResultNobodyTakesStillClosesAndIsReported() {
        let router = router(pushing: [.list])
        let sheet = router.present(.picker, style: .cover)
        sheet.push(.detail(1))
        sheet.terminate(1)
        sheet.terminate(2)
        #expect(router.presented == nil)
        #expect(sheet.isClosed)
        #expect(recorder.issues == [.undeliveredResult, .undeliveredResult])
    }

    @Test func aResultOfAnotherTypeCancelsTheLayerAndIsReported() {
        let router = recorder.router()
        router.onResult(String.self, at: .home, perform: log("home"))
        let sheet = router.present(
            .picker, style: .cover, onClose: recorder.onClose("cover", Int.self))
        sheet.terminate("red")
        #expect(recorder.events == ["home: red", "cover: cancelled"])
        #expect(recorder.issues == [.resultTypeMismatch])
        #expect(router.presented == nil)
    }

    @Test func terminatingTheRootOfABaseRouterIsRefused() {
        let router = recorder.router()
        router.terminate(1)
        #expect(router.stack == [.home])
        #expect(!router.isClosed)
        #expect(recorder.issues == [.cannotTerminateRoot])
    }

    @Test func registeringAgainReplacesTheHandlerForThatType() {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .home, perform: log("first"))
        router.onResult(Int.self, at: .home, perform: log("second"))
        router.terminate(1)
        #expect(recorder.events == ["second: 1"])
    }

    @Test func registeringAtAnAbsentRouteIsRefused() {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .about, perform: log("about"))
        router.terminate(1)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues == [.routeNotInStack, .undeliveredResult])
    }

    @Test func aHandlerGoesOnTheTopmostOccurrenceOfItsRoute() {
        let router = router(pushing: [.detail(1), .list, .detail(1), .about])
        router.onResult(Int.self, at: .detail(1), perform: log("detail"))
        router.pop(to: .list)
        router.terminate(1)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues == [.undeliveredResult])
    }

    enum Removal: CaseIterable, Sendable {
        case back, popToRoot, popToHome, replaceRoot
    }

    @Test(arguments: Removal.allCases)
    func handlersLeaveWithTheirRoute(_ removal: Removal) {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .list, perform: log("list"))
        switch removal {
        case .back: router.back()
        case .popToRoot: router.popToRoot()
        case .popToHome: router.pop(to: .home)
        case .replaceRoot: router.replaceRoot(.home)
        }
        if router.stack == [.home] { router.push(.list) }
        router.push(.detail(1))
        router.terminate(1)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues == [.undeliveredResult])
    }

    @Test func handlersLeaveWithTheirDismissedLayer() {
        let router = recorder.router()
        let first = router.present(.list, style: .cover)
        first.onResult(Int.self, at: .list, perform: log("first"))
        first.dismiss()
        let second = router.present(.list, style: .cover)
        second.push(.detail(1))
        second.terminate(1)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues == [.undeliveredResult])
    }

    @Test func aClosedLayerReleasesItsHandlers() {
        final class Owner {}
        let router = recorder.router()
        let sheet = router.present(.list, style: .cover)
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            sheet.onResult(Int.self, at: .list) { _ in _ = owner }
        }
        #expect(weakOwner != nil)
        sheet.dismiss()
        #expect(weakOwner == nil)
    }

    /// A restore that brings back a handler's route at its place keeps the handler: a restored
    /// sheet's result reaches whoever takes that route's result, with no rewiring.
    @Test func aRestoredSheetDeliversItsResultToTheRouteBelow() throws {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .list, perform: log("list"))
        let saved = Navigation<TestRoute>.single(
            [.home, .list], sheets: [[.settings, .detail(3)]])
        router.navigator.apply(.restore(saved))
        let sheet = try #require(router.presented)
        #expect(sheet.stack == [.settings, .detail(3)])
        sheet.terminate(4)
        sheet.terminate(5)
        #expect(recorder.events == ["list: 4", "list: 5"])
        #expect(router.presented == nil)
        #expect(recorder.issues.isEmpty)
    }

    @Test func aRestoreThatReplacesTheRouteDropsItsHandler() {
        let router = router(pushing: [.list])
        router.onResult(Int.self, at: .list, perform: log("list"))
        router.navigator.apply(.restore(.single([.home, .about])))
        router.push(.detail(1))
        router.terminate(1)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues == [.undeliveredResult])
    }
}
