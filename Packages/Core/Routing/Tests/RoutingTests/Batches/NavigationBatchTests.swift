import Routing
import RoutingTesting
import TestSupport
import Testing

/// A batch is one change: every command or none, each piece of state notified once.
@Suite @MainActor struct NavigationBatchTests {
    let recorder = Recorder()
    let events = NavigationEvents()
    let moved = DialogState<Int>.alert("Moved", buttons: [.cancel("OK")])

    func router() -> Router<TestRoute> {
        Router(root: .home, events: events) { [recorder] in recorder.onIssue($0) }
    }

    @Test func dismissPopPushAndADialogNotifyEachPieceOfStateOnce() {
        let router = router()
        router.push(.list)
        let sheet = router.present(.settings, style: .sheet(ownStack: true))
        let navigation = NavigationRecorder(events)
        let stack = ChangeCounter { _ = router.stack }
        let presented = ChangeCounter { _ = router.presentedRouter }
        let dialog = ChangeCounter { _ = router.dialog }
        let closed = ChangeCounter { _ = sheet.isClosed }
        router.batch { batch in
            batch.dismissAll()
            batch.popToRoot()
            batch.push(.detail(1))
            batch.push(.detail(2))
            batch.show(moved)
        }
        #expect(router.stack == [.home, .detail(1), .detail(2)])
        #expect(router.presentedRouter == nil)
        #expect(router.dialog?.title == "Moved")
        #expect([stack.count, presented.count, dialog.count, closed.count] == [1, 1, 1, 1])
        navigation.expect(
            .dismiss(route: "settings", by: .parent), .popTo("home"),
            .push(route: "detail(1)"), .push(route: "detail(2)"), .showDialog(title: "Moved"))
    }

    @Test func aRefusedCommandLeavesEverythingAsItWas() {
        let router = router()
        router.push(.list)
        let sheet = router.present(.settings, style: .sheet(ownStack: true)) {
            recorder.onClose("sheet")($0)
        }
        let before = router.state
        let navigation = NavigationRecorder(events)
        let stack = ChangeCounter { _ = router.stack }
        let presented = ChangeCounter { _ = router.presentedRouter }
        let closed = ChangeCounter { _ = sheet.isClosed }
        var outcome: DialogOutcome<Int>?
        router.batch { batch in
            batch.dismissAll()
            batch.popToRoot()
            batch.show(moved) { outcome = $0 }
            batch.back()
        }
        #expect(router.state == before)
        #expect(router.presentedRouter === sheet)
        #expect(!sheet.isClosed)
        #expect(router.topmostRouter.dialog == nil)
        #expect([stack.count, presented.count, closed.count] == [0, 0, 0])
        #expect(recorder.issues == [.atRoot])
        #expect(recorder.events.isEmpty, "the sheet never closed")
        #expect(outcome == .closedByRouter)
        navigation.expect()
        sheet.push(.about)
        #expect(
            router.state.presented.first?.stack == [.settings, .about], "the sheet still works")
    }

    @Test func anObserverSeesTheBatchDone() {
        let router = router()
        var seen: [[TestRoute]] = []
        let stack = ChangeCounter { seen.append(router.stack) }
        router.batch { batch in
            batch.push(.list)
            batch.push(.detail(1))
            batch.back()
            batch.push(.detail(2))
        }
        #expect(stack.count == 1)
        #expect(seen == [[.home], [.home, .list, .detail(2)]])
    }

    @Test func popAndPushBackOfTheSameRoutesNotifiesNobody() {
        let router = router()
        router.push(.list)
        let stack = ChangeCounter { _ = router.stack }
        router.batch { batch in
            batch.popToRoot()
            batch.push(.list)
        }
        #expect(stack.count == 0)
    }

    @Test func aGuardAsksOnceForTheWholeBatchAndDiscardingAppliesItAll() throws {
        let router = router()
        router.push(.list)
        router.guard(
            with: .confirmationDialog(
                "Discard?", buttons: [.destructive("Discard", action: .discard), .cancel("Keep")]))
        router.batch { batch in
            batch.push(.about)
            batch.popToRoot()
            batch.push(.detail(1))
        }
        #expect(router.stack == [.home, .list], "held, even the push before the pop")
        let dialog = try #require(router.dialog)
        router.choose(dialog.buttons[0])
        #expect(router.stack == [.home, .detail(1)])
        #expect(!router.isGuarded)
    }

    @Test func columnsInABatch() {
        let columns = ColumnRouter<TestRoute>(sidebar: .home, layout: .tripleColumn)
        columns.router.present(.settings, style: .cover)
        let detail = ChangeCounter { _ = columns.detail }
        let content = ChangeCounter { _ = columns.content }
        columns.batch { batch in
            batch.dismissAll()
            batch.show(.list, in: .content)
            batch.show(.detail(1), in: .detail)
            batch.push(.about)
        }
        #expect(
            columns.state
                == ColumnsState(sidebar: .home, content: .list, detail: [.detail(1), .about]))
        #expect([detail.count, content.count] == [1, 1])
    }

    @Test func aColumnOutsideAColumnRouterRefusesTheBatch() {
        let router = router()
        router.batch { batch in
            batch.push(.list)
            batch.show(.detail(1), in: .detail)
        }
        #expect(router.stack == [.home])
        #expect(recorder.issues == [.columnUnavailable])
    }
}
