import Routing
import RoutingTesting
import Testing

/// The code of `Routing.docc/DialogsAndGuards.md`, step by step, with the outcomes the
/// article states. `Scripts/docs` checks that every code block of the article appears here
/// verbatim.
@Suite @MainActor struct DialogsAndGuardsTests {
    typealias ShopRoute = GettingStartedTests.ShopRoute

    @Test func aDialogIsNavigationStateShownAnsweredAndGone() {
        enum ProfileAction: Sendable { case signOut }

        let signOut = DialogState<ProfileAction>.confirmationDialog(
            "Sign out?", message: "You will need to sign in again.",
            buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])

        let navigator = Navigator<ShopRoute>(root: .home)
        var signedOut = false
        navigator.router.show(signOut) { outcome in
            if case .action(.signOut) = outcome { signedOut = true }
        }
        // navigator.state.top.dialog?.title == "Sign out?"
        // navigator.router.dialog?.buttons.map(\.label) == ["Sign out", "Cancel"]
        #expect(navigator.state.top.dialog?.title == "Sign out?")
        #expect(navigator.router.dialog?.buttons.map(\.label) == ["Sign out", "Cancel"])

        let dialog = navigator.router.dialog!
        navigator.router.choose(dialog.buttons[0])
        // signedOut == true, navigator.router.dialog == nil
        #expect(signedOut)
        #expect(navigator.router.dialog == nil)
        // An answer for a dialog no longer shown does nothing.
        navigator.router.dismissDialogBySystem(dialog)
        #expect(navigator.state == Navigation(root: .home))
    }

    @Test func aGuardHoldsEveryWayAChangeArrives() throws {
        let discardDraft = DialogState<GuardAction>.confirmationDialog(
            "Discard changes?",
            buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
        var draft = "Half a sentence"
        let shop = try Navigator<ShopRoute>(tabs: [.home, .cart])
        let editor = shop.router(for: .home)!.present(.newAddress)
        editor.guard(with: discardDraft) { draft = "" }
        #expect(editor.isGuarded)

        editor.dismissBySystem()  // the user swiped the sheet down: held
        // editor.isClosed == false, editor.dialog?.title == "Discard changes?"
        editor.choose(editor.dialog!.buttons[1])  // Keep editing: nothing changed
        // editor.stack == [.newAddress], draft == "Half a sentence"
        #expect(editor.stack == [.newAddress])
        #expect(draft == "Half a sentence")
        #expect(editor.dialog == nil)
        #expect(editor.isGuarded)

        var applied: Bool?
        shop.apply([.dismissAll, .select(.cart), .push(.addresses)]) { applied = $0 }
        // held: shop.selectedTab == .home, applied == nil
        editor.choose(editor.dialog!.buttons[0])  // Discard
        // applied == true, draft == "", editor.isClosed
        // shop.selectedTab == .cart, shop.router(for: .cart)?.stack == [.cart, .addresses]
        #expect(applied == true)
        #expect(draft == "")
        #expect(editor.isClosed)
        #expect(shop.selectedTab == .cart)
        #expect(shop.router(for: .cart)?.stack == [.cart, .addresses])

        let note = shop.router(for: .cart)!.present(.newAddress)
        note.guard(with: discardDraft)
        shop.apply(.tap(.cart))  // the selected tab tapped again: held
        note.choose(note.dialog!.buttons[0])  // Discard
        // note.isClosed, shop.router(for: .cart)?.stack == [.cart]
        #expect(note.isClosed)
        #expect(shop.router(for: .cart)?.stack == [.cart])
    }

    /// The held states the article states half-way through its blocks, checked apart since
    /// the blocks run on: nothing moved, and the dialog asks once.
    @Test func aHeldChangeMovesNothingWhileTheDialogAsks() throws {
        let events = NavigationEvents()
        var dialogs = 0
        let observation = events.observe([.navigation]) { event in
            if case .showDialog = event { dialogs += 1 }
        }
        defer { observation.cancel() }
        let discardDraft = DialogState<GuardAction>.confirmationDialog(
            "Discard changes?",
            buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
        let shop = try Navigator<ShopRoute>(tabs: [.home, .cart], events: events)
        let editor = shop.router(for: .home)!.present(.newAddress)
        editor.guard(with: discardDraft)

        editor.dismissBySystem()
        #expect(editor.isClosed == false)
        #expect(editor.dialog?.title == "Discard changes?")
        editor.choose(try #require(editor.dialog?.buttons[1]))

        var applied: Bool?
        shop.apply([.dismissAll, .select(.cart), .push(.addresses)]) { applied = $0 }
        #expect(shop.selectedTab == .home)
        #expect(applied == nil)
        #expect(dialogs == 2)

        editor.choose(try #require(editor.dialog?.buttons[1]))
        #expect(applied == false)

        let note = shop.router(for: .cart)!.present(.newAddress)
        note.guard(with: discardDraft)
        shop.apply(.tap(.home))  // the selected tab tapped again: it would close the editor
        #expect(editor.dialog?.title == "Discard changes?")
        editor.choose(try #require(editor.dialog?.buttons[1]))
        shop.apply(.tap(.cart))  // another tab: selected, nothing closed, nothing asked
        #expect(shop.selectedTab == .cart)
        shop.apply(.tap(.cart))  // the selected tab tapped again: held
        #expect(note.dialog?.title == "Discard changes?")
        #expect(note.isClosed == false)
        #expect(dialogs == 4)
    }

    /// What the article says in prose: pushing and presenting are never held, a newer change
    /// replaces the one asking, and an unguarded stack goes freely.
    @Test func pushingIsNeverHeldAndANewerChangeReplacesTheOneAsking() throws {
        let discardDraft = DialogState<GuardAction>.confirmationDialog(
            "Discard changes?",
            buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
        let shop = try Navigator<ShopRoute>(tabs: [.home, .cart])
        let editor = shop.router(for: .home)!.present(.newAddress)
        editor.guard(with: discardDraft)
        editor.push(.addresses)
        editor.present(.cart)
        #expect(editor.dialog == nil)
        #expect(editor.presented?.stack == [.cart])

        var told: [String] = []
        shop.apply([.dismissAll]) { told.append("first: \($0)") }
        shop.apply([.select(.cart), .dismissAll]) { told.append("second: \($0)") }
        #expect(told == ["first: false"])
        // The guard asks over the tab's topmost stack, where the user sees it.
        #expect(editor.dialog == nil)
        editor.choose(try #require(editor.topmost.dialog?.buttons.first))
        #expect(told == ["first: false", "second: true"])

        let other = shop.router(for: .home)!.present(.newAddress)
        other.guard(with: discardDraft)
        other.unguard()
        other.dismiss()
        #expect(other.isClosed)
    }
}
