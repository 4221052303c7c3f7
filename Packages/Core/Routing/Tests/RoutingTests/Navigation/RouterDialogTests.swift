import Routing
import TestSupport
import Testing

/// A dialog's action in these tests.
enum TestDialogAction: Sendable, Hashable {
    case delete, archive
}

@Suite @MainActor struct RouterDialogTests {
    let recorder = Recorder()
    let confirm = DialogState<TestDialogAction>.confirmationDialog(
        "Delete?", message: "It cannot be undone.",
        buttons: [
            .destructive("Delete", action: .delete), DialogButton("Archive", action: .archive),
            .cancel("Cancel"),
        ])
    var outcomes: [DialogOutcome<TestDialogAction>] { events.outcomes }
    let events = DialogEvents()

    @Test func showPublishesWhatTheDialogSays() throws {
        let router = recorder.router()
        router.show(confirm, onOutcome: events.record)
        let shown = try #require(router.dialog)
        #expect(shown.style == .confirmationDialog)
        #expect(shown.title == "Delete?")
        #expect(shown.message == "It cannot be undone.")
        #expect(shown.buttons.map(\.label) == ["Delete", "Archive", "Cancel"])
        #expect(shown.buttons.map(\.role) == [.destructive, nil, .cancel])
        #expect(outcomes.isEmpty)
    }

    @Test(arguments: [
        (0, DialogOutcome<TestDialogAction>.action(.delete)), (1, .action(.archive)),
        (2, .cancelled),
    ])
    func choosingAButtonClosesWithItsAction(
        index: Int, outcome: DialogOutcome<TestDialogAction>
    ) throws {
        let router = recorder.router()
        router.show(confirm, onOutcome: events.record)
        router.choose(try #require(router.dialog).buttons[index])
        #expect(router.dialog == nil)
        #expect(outcomes == [outcome])
    }

    @Test func theSystemDismissingItIsItsOwnOutcome() throws {
        let router = recorder.router()
        router.show(confirm, onOutcome: events.record)
        router.dismissDialogBySystem(try #require(router.dialog))
        #expect(router.dialog == nil)
        #expect(outcomes == [.dismissedBySystem])
    }

    @Test func anAnswerForADialogNoLongerShownDoesNothing() throws {
        let router = recorder.router()
        router.show(confirm, onOutcome: events.record)
        let first = try #require(router.dialog)
        router.choose(first.buttons[2])
        router.show(confirm, onOutcome: events.record)
        // SwiftUI sets `isPresented` to false after a button's action: too late for `first`.
        router.dismissDialogBySystem(first)
        router.choose(first.buttons[0])
        #expect(router.dialog != nil)
        #expect(outcomes == [.cancelled])
        #expect(recorder.issues.isEmpty)
    }

    @Test func aNewDialogReplacesTheShownOne() throws {
        let router = recorder.router()
        router.show(confirm, onOutcome: events.record)
        router.show(.alert("Done", buttons: [.cancel("OK")]), onOutcome: events.record)
        #expect(try #require(router.dialog).title == "Done")
        #expect(outcomes == [.closedByRouter])
    }

    @Test func aDialogGoesOnTheLayerTheUserSees() {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        router.show(confirm, onOutcome: events.record)
        #expect(router.dialog == nil)
        #expect(sheet.dialog?.title == "Delete?")
    }

    @Test func choosingThroughTheRouterBelowReachesTheLayersDialog() throws {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        sheet.show(confirm, onOutcome: events.record)
        router.choose(try #require(sheet.dialog).buttons[0])
        #expect(outcomes == [.action(.delete)])
    }

    @Test func pushingKeepsTheDialog() {
        let router = recorder.router()
        router.show(confirm, onOutcome: events.record)
        router.push(.list)
        #expect(router.dialog != nil)
        #expect(outcomes.isEmpty)
    }

    /// Whatever takes routes from under a dialog, or closes its layer, takes it down.
    @Test(arguments: ["back", "popToRoot", "replaceRoot", "restore", "setPath"])
    func changingTheStackUnderItClosesIt(_ change: String) {
        let router = recorder.router()
        router.push(.list)
        router.show(confirm, onOutcome: events.record)
        switch change {
        case "back": router.back()
        case "popToRoot": router.popToRoot()
        case "replaceRoot": router.replaceRoot(.about)
        case "restore": router.navigator.apply(.restore(.single([.home, .about])))
        default: router.path = []
        }
        #expect(router.dialog == nil)
        #expect(outcomes == [.closedByRouter])
    }

    @Test func closingItsLayerClosesIt() {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        sheet.show(confirm, onOutcome: events.record)
        router.dismissAll()
        #expect(sheet.dialog == nil)
        #expect(outcomes == [.closedByRouter])
    }

    @Test func aClosedRouterNeverShowsIt() {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        sheet.dismiss()
        sheet.show(confirm, onOutcome: events.record)
        #expect(sheet.dialog == nil)
        #expect(outcomes == [.closedByRouter])
        #expect(recorder.issues == [.routerClosed])
    }

    @Test func aDialogIsNeverSavedNorRestored() {
        let router = recorder.router()
        router.push(.list)
        let sheet = router.present(.settings, style: .sheet)
        sheet.show(confirm, onOutcome: events.record)
        let restored = recorder.router()
        restored.navigator.apply(.restore(router.navigator.state))
        #expect(restored.chain == [[.home, .list], [.settings]])
        #expect(restored.presented?.dialog == nil)
        #expect(!router.navigator.treeDescription.contains("Delete?"))
    }

    @Test func showingAndAnsweringAreObserved() throws {
        let router = recorder.router()
        let shown = ChangeFlag.tracking { _ = router.dialog }
        router.show(confirm, onOutcome: events.record)
        #expect(shown.isSet)
        let answered = ChangeFlag.tracking { _ = router.dialog }
        router.choose(try #require(router.dialog).buttons[0])
        #expect(answered.isSet)
    }

    @Test func theOutcomeSeesTheTreeUpdated() throws {
        let router = recorder.router()
        router.push(.list)
        var dialogWhenTold: PresentedDialog?? = .none
        router.show(confirm) { _ in dialogWhenTold = .some(router.dialog) }
        router.choose(try #require(router.dialog).buttons[0])
        #expect(dialogWhenTold == .some(nil))
    }
}

/// Collects a dialog's outcomes in order.
@MainActor
final class DialogEvents {
    var outcomes: [DialogOutcome<TestDialogAction>] = []

    func record(_ outcome: DialogOutcome<TestDialogAction>) {
        outcomes.append(outcome)
    }
}
