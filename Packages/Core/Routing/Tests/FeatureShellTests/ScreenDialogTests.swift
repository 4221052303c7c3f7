import FeatureShell
import Routing
import Testing

@Suite @MainActor struct ScreenDialogTests {
    enum Choice: Sendable, Equatable { case signOut, archive, delete }
    enum Page: Route { case profile }

    let router = Router<Page>(root: .profile)

    func screen(_ dialog: DialogState<Choice>, log: Log) throws -> Screen {
        router.show(dialog) { log.outcomes.append($0) }
        return Screen(try #require(router.dialog), on: router)
    }

    @Test func aConfirmationReadsConfirmAndCancel() throws {
        let log = Log()
        let screen = try screen(
            .confirmationDialog(
                "Sign out?", message: "You will sign in again.",
                buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")]),
            log: log)
        #expect(screen.title == "Sign out?")
        #expect(screen.content == ["You will sign in again."])
        #expect(screen.actions.map(\.name) == ["confirm", "cancel"])
        #expect(screen.actions.map(\.summary) == ["Sign out", "Cancel"])
        try screen.perform("confirm")
        #expect(log.outcomes == [.action(.signOut)])
        #expect(router.dialog == nil)
    }

    @Test func cancelCancels() throws {
        let log = Log()
        let screen = try screen(
            .confirmationDialog(
                "Sign out?",
                buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")]),
            log: log)
        try screen.perform("cancel")
        #expect(log.outcomes == [.cancelled])
    }

    @Test func anAlertsOnlyButtonIsOK() throws {
        let log = Log()
        let screen = try screen(.alert("Not found", buttons: [.cancel("OK")]), log: log)
        #expect(screen.content.isEmpty)
        #expect(screen.actions.map(\.name) == ["ok"])
        try screen.perform("ok")
        #expect(log.outcomes == [.cancelled])
    }

    @Test func severalButtonsAreNamedAfterTheirLabels() throws {
        let log = Log()
        let screen = try screen(
            .confirmationDialog(
                "Old item",
                buttons: [
                    DialogButton("Archive it", action: .archive),
                    .destructive("Delete", action: .delete), .cancel("Cancel"),
                ]),
            log: log)
        #expect(screen.actions.map(\.name) == ["archive-it", "delete", "cancel"])
        try screen.perform("delete")
        #expect(log.outcomes == [.action(.delete)])
    }

    /// Collects outcomes.
    @MainActor final class Log {
        var outcomes: [DialogOutcome<Choice>] = []
    }
}
