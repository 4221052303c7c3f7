import Routing
import TestSupport
import Testing

/// What a view reading one piece of a router's state re-renders for: a change notifies the
/// readers of what changed, and only them.
@Suite @MainActor struct RouterObservationTests {
    let recorder = Recorder()
    let discardDraft = DialogState<GuardAction>.confirmationDialog(
        "Discard changes?",
        buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])

    /// A flag set when anything but the stack of `router` changes.
    func trackingAllButTheStack(of router: Router<TestRoute>) -> ChangeFlag {
        ChangeFlag.tracking {
            _ = router.presentedRouter
            _ = router.isClosed
            _ = router.dialog
            _ = router.isGuarded
        }
    }

    @Test func aPushNotifiesTheReadersOfTheStackOnly() {
        let router = recorder.router()
        let stack = ChangeFlag.tracking { _ = router.stack }
        let others = trackingAllButTheStack(of: router)
        router.push(.list)
        #expect(stack.isSet)
        #expect(!others.isSet)
    }

    @Test func presentingAndClosingALayerNotifyTheReadersOfThePresenterAndOfTheLayer() {
        let router = recorder.router()
        let presented = ChangeFlag.tracking { _ = router.presentedRouter }
        let sheet = router.present(.settings, style: .sheet(ownStack: true))
        #expect(presented.isSet)
        let dismissed = ChangeFlag.tracking { _ = router.presentedRouter }
        let closed = ChangeFlag.tracking { _ = sheet.isClosed }
        let stack = ChangeFlag.tracking { _ = router.stack }
        sheet.dismiss()
        #expect(dismissed.isSet)
        #expect(closed.isSet)
        #expect(!stack.isSet, "closing a layer leaves its presenter's stack")
    }

    @Test func showingAndAnsweringADialogNotifyTheReadersOfTheDialogOnly() throws {
        let router = recorder.router()
        let shown = ChangeFlag.tracking { _ = router.dialog }
        let stack = ChangeFlag.tracking { _ = router.stack }
        router.show(DialogState<Int>.alert("Saved", buttons: [.cancel("OK")]))
        #expect(shown.isSet)
        let answered = ChangeFlag.tracking { _ = router.dialog }
        router.choose(try #require(router.dialog?.buttons.first))
        #expect(answered.isSet)
        #expect(!stack.isSet)
    }

    @Test func guardingAndLiftingTheGuardAreObserved() {
        let router = recorder.router()
        let guarded = ChangeFlag.tracking { _ = router.isGuarded }
        let stack = ChangeFlag.tracking { _ = router.stack }
        router.guard(with: discardDraft)
        #expect(guarded.isSet)
        let lifted = ChangeFlag.tracking { _ = router.isGuarded }
        router.unguard()
        #expect(lifted.isSet)
        #expect(!stack.isSet)
    }

    @Test func aRefusedCommandNotifiesNobody() {
        let router = recorder.router()
        let stack = ChangeFlag.tracking { _ = router.stack }
        let others = trackingAllButTheStack(of: router)
        router.back()
        router.pop(to: .about)
        #expect(!stack.isSet)
        #expect(!others.isSet)
        #expect(recorder.issues == [.atRoot, .routeNotInStack])
    }

    @Test func showingRoutesInTheSelectedTabIsNotAChangeOfTab() throws {
        let tabs = try TabRouter<TestTab, TestRoute>(tabs: [.home, .search]) { _ in .home }
        let selection = ChangeFlag.tracking { _ = tabs.selected }
        let stack = ChangeFlag.tracking { _ = tabs.selectedRouter.stack }
        tabs.show([.detail(1)], in: .home)
        #expect(!selection.isSet)
        #expect(stack.isSet)
    }
}
