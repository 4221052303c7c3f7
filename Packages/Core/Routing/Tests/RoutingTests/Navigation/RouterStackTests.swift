import Routing
import Testing

@Suite @MainActor struct RouterStackTests {
    let recorder = Recorder()

    @Test func startsWithItsRootAlone() {
        let router = recorder.router(.list)
        #expect(router.stack == [.list])
        #expect(router.presented == nil)
        #expect(router.style == nil)
        #expect(!router.isClosed)
        #expect(router.topmost == router)
    }

    @Test func pushAppendsAndBackPops() {
        let router = recorder.router()
        router.push(.list)
        router.push(.detail(1))
        #expect(router.stack == [.home, .list, .detail(1)])
        router.back()
        #expect(router.stack == [.home, .list])
        #expect(recorder.issues.isEmpty)
    }

    @Test func backAtRootIsRefused() {
        let router = recorder.router()
        router.back()
        #expect(router.stack == [.home])
        #expect(recorder.issues == [.atRoot])
    }

    @Test func popToRootKeepsOnlyTheRoot() {
        let router = recorder.router()
        router.push(.list)
        router.push(.detail(1))
        router.popToRoot()
        #expect(router.stack == [.home])
        router.popToRoot()
        #expect(router.stack == [.home])
        #expect(recorder.issues.isEmpty)
    }

    @Test func popToRouteStopsAtItsTopmostOccurrence() {
        let router = recorder.router()
        for route in [TestRoute.detail(1), .list, .detail(1), .about] { router.push(route) }
        router.pop(to: .detail(1))
        #expect(router.stack == [.home, .detail(1), .list, .detail(1)])
        router.pop(to: .home)
        #expect(router.stack == [.home])
    }

    @Test func popToAbsentRouteIsRefused() {
        let router = recorder.router()
        router.push(.list)
        router.pop(to: .about)
        #expect(router.stack == [.home, .list])
        #expect(recorder.issues == [.routeNotInStack])
    }

    @Test func replaceRootResetsTheStackToOneRoute() {
        let router = recorder.router()
        router.push(.list)
        router.push(.detail(3))
        router.replaceRoot(.login)
        #expect(router.stack == [.login])
    }

    enum Removal: CaseIterable, Sendable {
        case back, popToRoot, popToHome, replaceRoot
    }

    @Test(arguments: Removal.allCases)
    func removingRoutesUnderALayerClosesIt(_ removal: Removal) {
        let router = recorder.router()
        router.push(.list)
        let sheet = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("sheet"))
        switch removal {
        case .back: router.back()
        case .popToRoot: router.popToRoot()
        case .popToHome: router.pop(to: .home)
        case .replaceRoot: router.replaceRoot(.home)
        }
        #expect(router.stack == [.home])
        #expect(router.presented == nil)
        #expect(sheet.isClosed)
        #expect(recorder.events == ["sheet: closedByParent"])
    }

    @Test func pushingUnderALayerKeepsIt() {
        let router = recorder.router()
        let cover = router.present(.settings, style: .cover)
        router.push(.list)
        router.pop(to: .list)
        #expect(router.stack == [.home, .list])
        #expect(router.presented == cover)
        #expect(!cover.isClosed)
    }
}
