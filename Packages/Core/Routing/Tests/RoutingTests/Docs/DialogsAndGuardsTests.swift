import Routing
import Testing

/// The code of `Routing.docc/DialogsAndGuards.md`, step by step, with the outcomes the
/// article states. `Scripts/docs` checks that every code block of the article appears here
/// verbatim.
@Suite @MainActor struct DialogsAndGuardsTests {
    typealias ShopRoute = GettingStartedTests.ShopRoute

    @Test func aDialogIsShownAnsweredAndGone() {
        enum ProfileAction: Sendable { case signOut }

        let signOut = DialogState<ProfileAction>.confirmationDialog(
            "Sign out?", message: "You will need to sign in again.",
            buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])

        let router = Router<ShopRoute>(root: .home)
        var signedOut = false
        router.show(signOut) { outcome in
            if case .action(.signOut) = outcome { signedOut = true }
        }
        // router.dialog?.title == "Sign out?"
        // router.dialog?.buttons.map(\.label) == ["Sign out", "Cancel"]
        #expect(router.dialog?.title == "Sign out?")
        #expect(router.dialog?.buttons.map(\.label) == ["Sign out", "Cancel"])
        #expect(router.state == RouterState(stack: [.home]))

        let dialog = router.dialog!
        router.choose(dialog.buttons[0])
        // signedOut == true, router.dialog == nil
        #expect(signedOut)
        #expect(router.dialog == nil)
    }

    /// The intermediate states the article states, checked apart since its blocks run on.
    @Test func heldUntilTheUserDecides() {
        let discardDraft = DialogState<GuardAction>.confirmationDialog(
            "Discard changes?",
            buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
        let editor = Router<ShopRoute>(root: .home)
        editor.push(.newAddress)
        editor.guard(with: discardDraft)
        editor.back()
        #expect(editor.stack == [.home, .newAddress])
        #expect(editor.dialog?.title == "Discard changes?")
        editor.choose(editor.dialog!.buttons[1])
        editor.whenUnguarded { editor.replaceRoot(.home) }
        #expect(editor.stack == [.home, .newAddress])
    }

    @Test func aGuardHoldsWhatWouldDiscardTheInput() {
        let discardDraft = DialogState<GuardAction>.confirmationDialog(
            "Discard changes?",
            buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
        var draft = "Half a sentence"
        let editor = Router<ShopRoute>(root: .home)
        editor.push(.newAddress)
        editor.guard(with: discardDraft) { draft = "" }

        editor.back()
        // editor.stack == [.home, .newAddress]: held
        // editor.dialog?.title == "Discard changes?"
        editor.choose(editor.dialog!.buttons[1])  // Keep editing: the back is dropped
        // editor.stack == [.home, .newAddress], draft == "Half a sentence"
        #expect(editor.stack == [.home, .newAddress])
        #expect(draft == "Half a sentence")

        editor.back()
        editor.choose(editor.dialog!.buttons[0])  // Discard
        // editor.stack == [.home], draft == "", editor.isGuarded == false
        #expect(editor.stack == [.home])
        #expect(draft == "")
        #expect(!editor.isGuarded)

        editor.push(.newAddress)
        editor.guard(with: discardDraft) { draft = "" }
        editor.whenUnguarded {
            editor.replaceRoot(.home)
            editor.push(.addresses)
        }
        // editor.stack == [.home, .newAddress] until the user decides
        editor.choose(editor.dialog!.buttons[0])
        // editor.stack == [.home, .addresses]
        #expect(editor.stack == [.home, .addresses])
    }
}
