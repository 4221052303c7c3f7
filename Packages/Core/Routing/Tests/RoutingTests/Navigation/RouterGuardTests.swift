import Routing
import Testing

@Suite @MainActor struct RouterGuardTests {
    let recorder = Recorder()
    let discardDraft = DialogState<GuardAction>.confirmationDialog(
        "Discard changes?",
        buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])

    /// Guards `router`, logging `discarded` when the user discards.
    func guardDraft(_ router: Router<TestRoute>) {
        router.guard(with: discardDraft) { [recorder] in recorder.events.append("discarded") }
    }

    /// Chooses the button labelled `label` of the dialog on `router`.
    func answer(_ label: String, on router: Router<TestRoute>) throws {
        let dialog = try #require(router.dialog)
        router.choose(try #require(dialog.buttons.first { $0.label == label }))
    }

    @Test func backIsHeldWhileTheDialogAsks() throws {
        let router = recorder.router()
        router.push(.list)
        guardDraft(router)
        router.back()
        #expect(router.stack == [.home, .list])
        #expect(router.dialog?.title == "Discard changes?")
        #expect(router.isGuarded)
    }

    @Test func discardingLiftsTheGuardThenAppliesTheHeldCommand() throws {
        let router = recorder.router()
        router.push(.list)
        guardDraft(router)
        router.back()
        try answer("Discard", on: router)
        #expect(router.stack == [.home])
        #expect(!router.isGuarded)
        #expect(router.dialog == nil)
        #expect(recorder.events == ["discarded"])
    }

    @Test(arguments: ["Keep editing", "system"])
    func anythingButDiscardDropsTheHeldCommand(_ answer: String) throws {
        let router = recorder.router()
        router.push(.list)
        guardDraft(router)
        router.back()
        if answer == "system" {
            router.dismissDialogBySystem(try #require(router.dialog))
        } else {
            try self.answer(answer, on: router)
        }
        #expect(router.stack == [.home, .list])
        #expect(router.isGuarded)
        #expect(recorder.events.isEmpty)
        #expect(recorder.issues.isEmpty)
    }

    @Test func dismissingAGuardedLayerIsHeld() throws {
        let router = recorder.router()
        let sheet = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("sheet"))
        guardDraft(sheet)
        sheet.dismissBySystem()
        #expect(router.presented == sheet)
        try answer("Discard", on: sheet)
        #expect(router.presented == nil)
        #expect(recorder.events == ["discarded", "sheet: dismissedBySystem"])
    }

    @Test func dismissAllBelowAGuardedLayerIsHeld() throws {
        let router = recorder.router()
        let sheet = router.present(
            .settings, style: .sheet, onClose: recorder.onClose("sheet"))
        let cover = sheet.present(.login, style: .cover, onClose: recorder.onClose("cover"))
        guardDraft(sheet)
        router.dismissAll()
        // The dialog goes where the user looks: the cover above the guarded sheet.
        #expect(cover.dialog?.title == "Discard changes?")
        #expect(router.presented == sheet)
        try answer("Discard", on: cover)
        #expect(router.presented == nil)
        #expect(
            recorder.events == ["discarded", "cover: closedByParent", "sheet: closedByParent"])
    }

    @Test func aCommandOnTheLayerAboveAGuardedRouterIsNotHeld() {
        let router = recorder.router()
        router.push(.list)
        guardDraft(router)
        let sheet = router.present(.settings, style: .sheet)
        sheet.dismiss()
        #expect(router.presented == nil)
        #expect(router.dialog == nil)
    }

    @Test func pushingAndPresentingAreNeverHeld() {
        let router = recorder.router()
        guardDraft(router)
        router.push(.list)
        router.present(.settings, style: .cover)
        #expect(router.stack == [.home, .list])
        #expect(router.presented != nil)
        #expect(router.dialog == nil)
    }

    @Test func aRefusedCommandIsReportedNotHeld() {
        let router = recorder.router()
        guardDraft(router)
        router.back()
        #expect(router.dialog == nil)
        #expect(recorder.issues == [.atRoot])
    }

    @Test func aNewerHeldCommandReplacesTheOlder() throws {
        let router = recorder.router()
        router.push(.list)
        router.push(.detail(1))
        guardDraft(router)
        router.back()
        router.popToRoot()
        try answer("Discard", on: router)
        #expect(router.stack == [.home])
        #expect(recorder.events == ["discarded"])
    }

    @Test func unguardingLetsCommandsThrough() {
        let router = recorder.router()
        router.push(.list)
        guardDraft(router)
        router.unguard()
        router.back()
        #expect(router.stack == [.home])
        #expect(router.dialog == nil)
    }

    /// A deep link's navigation waits, like a pending link, until the user decides.
    @Test(arguments: [("Discard", [TestRoute.home, .detail(42)]), ("Keep editing", [.list])])
    func aLinksNavigationWaitsForTheDecision(_ label: String, stack: [TestRoute]) throws {
        let router = recorder.router(.list)
        guardDraft(router)
        var applied: [Bool] = []
        router.apply([.replaceRoot(.home), .push(.detail(42))]) { applied.append($0) }
        #expect(router.stack == [.list])
        #expect(applied.isEmpty)
        try answer(label, on: router)
        #expect(router.stack == stack)
        #expect(applied == [label == "Discard"])
    }

    @Test func aChangeBelowAsksTheGuardOfALayerAbove() throws {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        guardDraft(sheet)
        router.apply([.dismissAll])
        #expect(router.presented == sheet)
        try answer("Discard", on: sheet)
        #expect(router.presented == nil)
        #expect(!sheet.isGuarded)
    }

    @Test func theGuardGoesWithItsLayer() {
        let router = recorder.router()
        let sheet = router.present(.settings, style: .sheet)
        sheet.dismiss()
        guardDraft(sheet)
        #expect(!sheet.isGuarded)
    }
}
