import Routing
import RoutingTesting
import TestSupport
import Testing

/// A presented layer's sizes are route data: presented, changed and restored with it.
@Suite @MainActor struct SheetSizingTests {
    let recorder = Recorder()
    let events = NavigationEvents()
    let halfOrFull = SheetSizing(detents: [.medium, .large])

    func router() -> Router<TestRoute> {
        Router(root: .home, events: events) { [recorder] in recorder.onIssue($0) }
    }

    @Test func aSheetIsPresentedAtItsFirstDetentAndReportsIt() {
        let router = router()
        let navigation = NavigationRecorder(events)
        let sheet = router.present(.settings, style: .sheet(ownStack: true), sizing: halfOrFull)
        #expect(sheet.sizing == halfOrFull)
        #expect(sheet.selectedDetent == .medium)
        #expect(router.sizing == nil)
        navigation.expect(
            .present(route: "settings", style: .sheet(ownStack: true)),
            .sizeSheet(route: "settings", detent: "medium"))
    }

    @Test func selectingADetentIsOneObservedCommand() {
        let router = router()
        let sheet = router.present(.settings, style: .sheet(ownStack: true), sizing: halfOrFull)
        let navigation = NavigationRecorder(events)
        let sizing = ChangeCounter { _ = sheet.sizing }
        let stack = ChangeCounter { _ = sheet.stack }
        sheet.selectedDetent = .large
        sheet.selectedDetent = .large
        #expect(sheet.selectedDetent == .large)
        #expect(sizing.count == 1)
        #expect(stack.count == 0)
        navigation.expect(.sizeSheet(route: "settings", detent: "large"))
    }

    @Test func refusesADetentTheSizingLacksOrALayerWithoutSizes() {
        let router = router()
        let sized = router.present(.settings, style: .sheet(ownStack: true), sizing: halfOrFull)
        sized.selectedDetent = .fraction(0.3)
        let plain = sized.present(.about, style: .sheet(ownStack: true))
        plain.selectedDetent = .medium
        router.resize(halfOrFull)
        #expect(sized.selectedDetent == .medium)
        #expect(plain.sizing == nil)
        #expect(recorder.issues == [.invalidSizing, .invalidSizing, .notPresented])
    }

    @Test(
        arguments: [
            SheetSizing(detents: []),
            SheetSizing(detents: [.fraction(0)]),
            SheetSizing(detents: [.fraction(1.5)]),
            SheetSizing(detents: [.height(-1)]),
            SheetSizing(detents: [.medium, .medium]),
            SheetSizing(detents: [.medium], selected: .large),
            SheetSizing(detents: [.medium], window: WindowSize(width: 0, height: 300)),
        ])
    func anInvalidSizingPresentsNothing(_ sizing: SheetSizing) {
        let router = router()
        var outcome: CloseOutcome<Int>?
        router.present(.settings, style: .sheet(ownStack: true), sizing: sizing) {
            outcome = $0
        }
        #expect(router.presentedRouter == nil)
        #expect(outcome == .closedByParent)
        #expect(recorder.issues == [.invalidSizing])
    }

    @Test func theSizingIsPartOfTheStateAndRestoredWithTheLayer() {
        let router = router()
        let sizing = SheetSizing(
            detents: [.fraction(0.25), .large], selected: .large,
            window: WindowSize(width: 480, height: 640))
        router.present(.settings, style: .sheet(ownStack: true), sizing: sizing)
        let state = router.state
        #expect(
            state.presented == [
                PresentedLayer(style: .sheet(ownStack: true), stack: [.settings], sizing: sizing)
            ])
        let other = Router<TestRoute>(root: .list)
        other.restore(state)
        #expect(other.presentedRouter?.sizing == sizing)
        #expect(other.state == state)
    }

    @Test func anInvalidRestoredSizingRestoresTheLayerWithTheSystemsSizes() {
        let router = router()
        router.restore(
            RouterState(
                stack: [.home],
                presented: [
                    PresentedLayer(
                        style: .sheet(ownStack: true), stack: [.settings],
                        sizing: SheetSizing(detents: [.medium], selected: .large))
                ]))
        #expect(router.presentedRouter?.stack == [.settings])
        #expect(router.presentedRouter?.sizing == nil)
        #expect(recorder.issues == [.invalidSizing])
    }

    @Test func aBatchPresentsWithSizes() {
        let router = router()
        router.batch { $0.present(.settings, style: .sheet(ownStack: false), sizing: halfOrFull) }
        #expect(router.presentedRouter?.sizing == halfOrFull)
    }
}
