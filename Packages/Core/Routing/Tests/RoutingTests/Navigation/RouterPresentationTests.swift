import Routing
import Testing

@Suite @MainActor struct RouterPresentationTests {
    let recorder = Recorder()

    @Test(arguments: [PresentationStyle.sheet, .cover])
    func layersWithTheirOwnStackTakePushes(_ style: PresentationStyle) {
        let router = recorder.router()
        let layer = router.present(.settings, style: style)
        layer.push(.about)
        layer.push(.detail(2))
        layer.back()
        #expect(router.presented == layer)
        #expect(router.topmost == layer)
        #expect(layer.style == style)
        #expect(layer.stack == [.settings, .about])
        #expect(router.stack == [.home])
        #expect(recorder.issues.isEmpty)
    }

    @Test func aSheetCanReplaceItsRootAndPresentOverItself() {
        let router = recorder.router()
        let sheet = router.present(.picker, style: .sheet)
        sheet.replaceRoot(.about)
        let cover = sheet.present(.login, style: .cover)
        cover.push(.detail(1))
        #expect(sheet.stack == [.about])
        #expect(sheet.presented == cover)
        #expect(cover.stack == [.login, .detail(1)])
        #expect(recorder.issues.isEmpty)
    }

    @Test func presentingOnAPresentingRouterGoesOnTheTopmost() {
        let router = recorder.router()
        let first = router.present(.settings, style: .sheet)
        let second = router.present(.login, style: .cover)
        #expect(router.presented == first)
        #expect(first.presented == second)
        #expect(router.topmost == second)
        #expect(router.chain == [[.home], [.settings], [.login]])
    }

    @Test func dismissCancelsTheLayer() {
        let router = recorder.router()
        let sheet = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("sheet"))
        sheet.dismiss()
        #expect(router.presented == nil)
        #expect(sheet.isClosed)
        #expect(recorder.events == ["sheet: cancelled"])
    }

    @Test func dismissBySystemReportsThePlatformClosingIt() {
        let router = recorder.router()
        let cover = router.present(.login, style: .cover, onClose: recorder.onClose("cover"))
        cover.dismissBySystem()
        #expect(router.presented == nil)
        #expect(recorder.events == ["cover: dismissedBySystem"])
    }

    @Test func dismissingABaseRouterIsRefused() {
        let router = recorder.router()
        router.dismiss()
        router.dismissBySystem()
        #expect(router.stack == [.home])
        #expect(!router.isClosed)
        #expect(recorder.issues == [.notPresented, .notPresented])
    }

    @Test func dismissAllClosesEveryLayerDeepestFirst() {
        let router = recorder.router()
        let a = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("a"))
        let b = a.present(.picker, style: .sheet, onClose: recorder.onClose("b"))
        let c = b.present(.login, style: .cover, onClose: recorder.onClose("c"))
        router.dismissAll()
        #expect(router.presented == nil)
        #expect(a.isClosed && b.isClosed && c.isClosed)
        #expect(recorder.events == ["c: closedByParent", "b: closedByParent", "a: closedByParent"])
    }

    @Test func dismissAllOnALayerKeepsThatLayer() {
        let router = recorder.router()
        let a = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("a"))
        a.present(.login, style: .cover, onClose: recorder.onClose("b"))
        a.dismissAll()
        #expect(router.presented == a)
        #expect(a.presented == nil)
        #expect(recorder.events == ["b: closedByParent"])
    }

    @Test func dismissingALayerClosesTheLayersAboveItFirst() {
        let router = recorder.router()
        let a = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("a"))
        let b = a.present(.picker, style: .sheet, onClose: recorder.onClose("b"))
        b.present(.login, style: .cover, onClose: recorder.onClose("c"))
        b.dismissBySystem()
        #expect(router.presented == a)
        #expect(a.presented == nil)
        #expect(recorder.events == ["c: closedByParent", "b: dismissedBySystem"])
    }

    @Test func aClosedRouterRefusesCommandsAndClosesOnlyOnce() {
        let router = recorder.router()
        let sheet = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("sheet"))
        sheet.dismiss()
        sheet.push(.about)
        sheet.dismiss()
        sheet.dismissBySystem()
        sheet.terminate(1)
        router.dismissAll()
        #expect(sheet.stack.isEmpty)
        #expect(recorder.events == ["sheet: cancelled"])
        #expect(recorder.issues == Array(repeating: .routerClosed, count: 4))
    }

    @Test func presentingOnAClosedRouterClosesTheNewLayerAtOnce() {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        sheet.dismiss()
        let orphan = sheet.present(.login, style: .cover, onClose: recorder.onClose("orphan"))
        #expect(orphan.isClosed)
        #expect(router.presented == nil)
        #expect(recorder.events == ["orphan: closedByParent"])
        #expect(recorder.issues == [.routerClosed])
    }

    @Test func onCloseRunsOnceTheTreeIsConsistent() {
        let router = recorder.router()
        router.push(.list)
        var seen: [String] = []
        let a = router.present(.settings, style: .sheet) { (_: CloseOutcome<Int>) in
            seen.append(
                "a cleared=\(router.presented == nil) popped=\(router.stack == [.home])")
        }
        let b = a.present(.login, style: .cover) { (_: CloseOutcome<Int>) in
            seen.append("b closed=\(a.isClosed) topmost=\(router.topmost == router)")
        }
        router.back()
        #expect(b.isClosed)
        #expect(seen == ["b closed=true topmost=true", "a cleared=true popped=true"])
    }
}
