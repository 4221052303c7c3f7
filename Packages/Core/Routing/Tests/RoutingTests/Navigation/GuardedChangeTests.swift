import Routing
import Testing

/// A guard is one check of the navigation before against the navigation after, so it holds
/// however a change arrives: a link over a guarded sheet in either tab, a tab tapped again, a
/// restore, a batch, a swipe. In each case the dialog asks once; after Discard the whole change
/// is applied, after Keep nothing has changed.
@Suite @MainActor struct GuardedChangeTests {
    let recorder = Recorder()
    let events = NavigationEvents()
    let discardDraft = DialogState<GuardAction>.confirmationDialog(
        "Discard changes?",
        buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])

    /// The ways a change can reach a guarded sheet in the home tab.
    enum Way: String, CaseIterable, Sendable {
        case linkInTheSameTab, linkIntoTheOtherTab, tabTappedAgain, restore, batch, swipe
    }

    /// Tabs home (the selected one, `list` pushed, a guarded `settings` sheet with `about`
    /// pushed) and list; what the guard told, and each dialog shown, counted.
    func guardedSheet() throws -> (Navigator<TestRoute>, sheet: Router<TestRoute>) {
        let navigator = try recorder.tabs(events: events)
        let home = try #require(navigator.router(for: .home))
        home.push(.list)
        let sheet = home.present(.settings) { (outcome: CloseOutcome<Never>) in
            recorder.events.append("sheet: \(outcome)")
        }
        sheet.push(.about)
        sheet.guard(with: discardDraft) { [recorder] in recorder.events.append("discarded") }
        return (navigator, sheet)
    }

    /// The change `way` makes, and the navigation it leads to once applied.
    func change(_ way: Way, on navigator: Navigator<TestRoute>, sheet: Router<TestRoute>) {
        switch way {
        case .linkInTheSameTab:
            navigator.apply(LinkLanding.tab(.home).commands(for: .detail(7), in: navigator.state))
        case .linkIntoTheOtherTab:
            navigator.apply(LinkLanding.tab(.list).commands(for: .detail(7), in: navigator.state))
        case .tabTappedAgain:
            navigator.apply(.tap(.home))
        case .restore:
            navigator.apply(.restore(.single([.home, .detail(7)])))
        case .batch:
            navigator.apply([.dismissAll, .popToRoot, .push(.detail(7))])
        case .swipe:
            sheet.dismissBySystem()
        }
    }

    /// What each way leaves: the tree of the navigation.
    func expectedTree(after way: Way) -> String {
        switch way {
        case .linkInTheSameTab:
            "home (selected)\n  stack: home > detail(7)\nlist\n  stack: list\nsettings\n  stack: settings"
        case .linkIntoTheOtherTab:
            "home\n  stack: home > list\nlist (selected)\n  stack: list > detail(7)\nsettings\n  stack: settings"
        case .tabTappedAgain:
            "home (selected)\n  stack: home\nlist\n  stack: list\nsettings\n  stack: settings"
        case .restore, .batch:
            "home (selected)\n  stack: home > detail(7)\nlist\n  stack: list\nsettings\n  stack: settings"
        case .swipe:
            "home (selected)\n  stack: home > list\nlist\n  stack: list\nsettings\n  stack: settings"
        }
    }

    @Test(arguments: Way.allCases)
    func discardAppliesTheWholeChangeAfterAskingOnce(_ way: Way) throws {
        let (navigator, sheet) = try guardedSheet()
        var asked = 0
        let observation = events.observe([.navigation]) { event in
            if case .showDialog = event { asked += 1 }
        }
        defer { observation.cancel() }
        let before = navigator.state
        change(way, on: navigator, sheet: sheet)
        // Held: nothing moved, and the guard's dialog asks over the sheet.
        #expect(
            navigator.state.tabs.map(\.stacks).map { $0.map(\.routes) }
                == before.tabs.map(\.stacks).map { $0.map(\.routes) })
        let dialog = try #require(sheet.dialog)
        #expect(dialog.title == "Discard changes?")
        sheet.choose(try #require(dialog.buttons.first { $0.label == "Discard" }))
        #expect(sheet.dialog == nil)
        #expect(navigator.treeDescription == expectedTree(after: way))
        #expect(asked == 1)
        let outcome = way == .swipe ? "dismissedBySystem" : "closedByParent"
        #expect(recorder.events == ["discarded", "sheet: \(outcome)"])
        #expect(recorder.issues.isEmpty)
    }

    @Test(arguments: Way.allCases)
    func keepChangesNothing(_ way: Way) throws {
        let (navigator, sheet) = try guardedSheet()
        let before = navigator.treeDescription
        change(way, on: navigator, sheet: sheet)
        let dialog = try #require(sheet.dialog)
        sheet.choose(try #require(dialog.buttons.first { $0.label == "Keep editing" }))
        #expect(navigator.treeDescription == before)
        #expect(sheet.dialog == nil)
        #expect(sheet.isGuarded)
        #expect(recorder.events.isEmpty)
    }

    /// The dialog is asked once however many commands the change holds, and a second change
    /// while it asks replaces the first, which never applies.
    @Test func aNewerHeldChangeReplacesTheOneAsking() throws {
        let (navigator, sheet) = try guardedSheet()
        var applied: [String] = []
        navigator.apply([.tap(.home)]) { applied.append("tap: \($0)") }
        navigator.apply([.dismissAll, .select(.list)]) { applied.append("link: \($0)") }
        #expect(applied == ["tap: false"])
        let dialog = try #require(sheet.dialog)
        sheet.choose(try #require(dialog.buttons.first { $0.label == "Discard" }))
        #expect(applied == ["tap: false", "link: true"])
        #expect(navigator.selectedTab == .list)
        #expect(navigator.router(for: .home)?.stack == [.home, .list])
    }

    /// A result finishing a route of the guarded sheet is a change like any other: held while
    /// the dialog asks, delivered only after Discard, never after Keep.
    @Test(arguments: [true, false])
    func aResultIsDeliveredOnlyOnceTheGuardLetsItsChangeThrough(discard: Bool) throws {
        let (navigator, sheet) = try guardedSheet()
        sheet.onResult(Int.self, at: .settings) { [recorder] value in
            recorder.events.append("got \(value)")
        }
        let before = navigator.treeDescription
        sheet.terminate(7)
        #expect(navigator.treeDescription == before)
        #expect(recorder.events.isEmpty)
        let dialog = try #require(sheet.dialog)
        let answer = discard ? "Discard" : "Keep editing"
        sheet.choose(try #require(dialog.buttons.first { $0.label == answer }))
        #expect(sheet.dialog == nil)
        #expect(sheet.stack == (discard ? [.settings] : [.settings, .about]))
        #expect(recorder.events == (discard ? ["discarded", "got 7"] : []))
        #expect(recorder.issues.isEmpty)
    }

    @Test func pushingAndPresentingAreNeverHeld() throws {
        let (navigator, sheet) = try guardedSheet()
        sheet.push(.detail(1))
        sheet.present(.login)
        navigator.apply(.select(.list))
        #expect(sheet.dialog == nil)
        #expect(sheet.chain == [[.settings, .about, .detail(1)], [.login]])
        #expect(navigator.selectedTab == .list)
    }
}
