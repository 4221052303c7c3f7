import Foundation
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
        let sheet = router.present(.settings, style: .sheet, sizing: halfOrFull)
        #expect(sheet.sizing == halfOrFull)
        #expect(sheet.selectedDetent == .medium)
        #expect(router.sizing == nil)
        navigation.expect(
            .present(route: "settings", style: .sheet),
            .resize(route: "settings", detent: .medium))
    }

    @Test func selectingADetentIsOneObservedCommand() {
        let router = router()
        let sheet = router.present(.settings, style: .sheet, sizing: halfOrFull)
        let navigation = NavigationRecorder(events)
        let sizing = ChangeCounter { _ = sheet.sizing }
        let stack = ChangeCounter { _ = sheet.stack }
        sheet.selectedDetent = .large
        sheet.selectedDetent = .large
        #expect(sheet.selectedDetent == .large)
        #expect(sizing.count == 1)
        #expect(stack.count == 0)
        navigation.expect(.resize(route: "settings", detent: .large))
    }

    @Test func refusesADetentTheSizingLacksOrALayerWithoutSizes() {
        let router = router()
        let sized = router.present(.settings, style: .sheet, sizing: halfOrFull)
        sized.selectedDetent = .fraction(0.3)
        let plain = sized.present(.about, style: .sheet)
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
            SheetSizing(detents: [.medium], window: SheetSizing.Window(width: 0, height: 300)),
        ])
    func anInvalidSizingPresentsNothing(_ sizing: SheetSizing) {
        let router = router()
        var outcome: CloseOutcome<Int>?
        router.present(.settings, style: .sheet, sizing: sizing) {
            outcome = $0
        }
        #expect(router.presented == nil)
        #expect(outcome == .closedByParent)
        #expect(recorder.issues == [.invalidSizing])
    }

    @Test func theSizingIsPartOfTheStateAndRestoredWithTheLayer() throws {
        let router = router()
        let sizing = SheetSizing(
            detents: [.fraction(0.25), .large], selected: .large,
            window: SheetSizing.Window(width: 480, height: 640))
        router.present(.settings, style: .sheet, sizing: sizing)
        let state = router.navigator.state
        #expect(try #require(state.tabs.first).stacks.map(\.sizing) == [nil, sizing])
        let other = Router<TestRoute>(root: .list)
        other.navigator.apply(.restore(state))
        #expect(other.presented?.sizing == sizing)
        #expect(other.chain == router.chain)
    }

    @Test func anInvalidRestoredSizingRestoresTheLayerWithTheSystemsSizes() throws {
        let router = router()
        let sized = try Navigation<TestRoute>(root: .home).applying([
            .present(.settings, sizing: SheetSizing(detents: [.medium, .large], selected: .large))
        ])
        // A layer whose selected detent is not one of its detents: only a file can say that.
        let json = String(decoding: try JSONEncoder().encode(sized), as: UTF8.self)
            .replacingOccurrences(
                of: #""detents":[{"medium":{}},{"large":{}}]"#, with: #""detents":[{"medium":{}}]"#)
        let broken = try JSONDecoder().decode(Navigation<TestRoute>.self, from: Data(json.utf8))
        router.navigator.apply(.restore(broken))
        #expect(router.presented?.stack == [.settings])
        #expect(router.presented?.sizing == nil)
        #expect(recorder.issues == [.invalidSizing])
    }

    @Test func aBatchPresentsWithSizes() {
        let router = router()
        router.apply([.present(.settings, sizing: halfOrFull)])
        #expect(router.presented?.sizing == halfOrFull)
    }
}
