import Routing
import RoutingTesting
import Testing

/// Every command a navigator applies is published once, after the navigation changed, in the
/// words the docs use and naming its routes; a refused command, or one that changes nothing,
/// publishes nothing.
@MainActor
@Suite struct RouterEventTests {
    typealias Command = NavigationCommand<TestRoute>

    let events = NavigationEvents()
    let recorder = Recorder()

    /// The home tab drilled down to `home > list > detail(1)`.
    nonisolated static let drilled: [Command] = [.push(.list), .push(.detail(1))]
    /// ``drilled``, under a settings sheet resting at medium.
    nonisolated static let sheet: [Command] =
        drilled + [.present(.settings, sizing: SheetSizing(detents: [.medium, .large]))]

    func router(_ root: TestRoute = .home) -> Router<TestRoute> {
        Router(root: root, events: events)
    }

    /// One command after `setup`, on the three test tabs (`home` selected): its events in
    /// words. Going back by any way is one `pop to`, a layer is `sheet` or `cover`.
    @Test(arguments: [
        (drilled, Command.push(.detail(2)), ["push detail(2)"]),
        (drilled, .back, ["pop to list"]),
        (drilled, .popToRoot, ["pop to home"]),
        (drilled, .pop(to: .list), ["pop to list"]),
        // The selected tab tapped again is not selected again: it pops (and closes its layers).
        (drilled, .tap(.home), ["pop to home"]),
        (sheet, .tap(.home), ["dismiss settings by parent", "pop to home"]),
        (drilled, .setPath([.list, .detail(3)]), ["set path [list > detail(3)]"]),
        (drilled, .present(.about), ["present about as sheet"]),
        (drilled, .present(.login, style: .cover), ["present login as cover"]),
        (
            drilled, .present(.picker, sizing: SheetSizing(detents: [.large, .medium])),
            ["present picker as sheet", "resize picker to large"]
        ),
        (sheet, .replaceRoot(.about), ["replace root with about"]),
        (sheet, .resize(SheetSizing(detents: [.large])), ["resize settings to large"]),
        (sheet, .selectDetent(.large), ["resize settings to large"]),
        (sheet, .dismiss, ["dismiss settings by app"]),
        (sheet, .dismissBySystem, ["dismiss settings by system"]),
        (sheet, .dismissAll, ["dismiss settings by parent"]),
        (drilled, .select(.list), ["select tab list"]),
        (drilled, .tap(.list), ["select tab list"]),
        (
            drilled, .arrange(Navigation.Arrangement(order: [.list], hidden: [.settings])),
            ["arrange tabs [list, home, settings] hiding [settings]"]
        ),
        (
            drilled, .arrange(Navigation.Arrangement(order: [.settings])),
            ["arrange tabs [settings, home, list]"]
        ),
        (
            drilled, .restore(Navigation.single([.home, .detail(4)])),
            ["restore [home > detail(4)]"]
        ),
        (
            sheet, .restore(Navigation.single([.home])),
            ["restore [home]", "dismiss settings by parent"]
        ),
        (drilled, .show(.detail(5), in: .detail, of: .doubleColumn), ["show detail(5) in detail"]),
        (drilled, .pop(to: .sidebar, of: .doubleColumn), ["pop to column sidebar"]),
    ])
    func eachCommandIsPublishedInWords(setup: [Command], command: Command, words: [String])
        throws
    {
        let navigator = try recorder.tabs(events: events)
        navigator.apply(setup)
        let navigation = NavigationRecorder(events)

        navigator.apply(command)

        #expect(navigation.unchecked.map(\.description) == words)
        #expect(recorder.issues.isEmpty)
    }

    @Test func stackCommandsNameTheirRoutes() {
        let navigation = NavigationRecorder(events)
        let router = router()
        router.push(.list)
        router.push(.detail(1))
        router.push(.detail(2))
        router.back()
        router.pop(to: .list)
        router.popToRoot()
        router.path = [.list, .detail(3)]
        router.replaceRoot(.settings)
        navigation.expect(
            .push(route: "list"), .push(route: "detail(1)"), .push(route: "detail(2)"),
            .pop(to: "detail(1)"), .pop(to: "list"), .pop(to: "home"),
            .setPath(["list", "detail(3)"]), .replaceRoot("settings"))
    }

    /// Several commands applied as one change publish each step, in order, once the whole
    /// change is applied; refused, they publish nothing.
    @Test func aBatchPublishesEachStepOrNothing() throws {
        let navigator = try recorder.tabs(events: events)
        let navigation = NavigationRecorder(events)
        navigator.apply([.select(.list), .push(.detail(1)), .present(.settings)])
        navigation.expect(
            .selectTab("list"), .push(route: "detail(1)"),
            .present(route: "settings", style: .sheet))
        navigator.apply([.dismissAll, .select(.home), .back])
        navigation.expect()
        #expect(recorder.issues == [.atRoot])
    }

    @Test func refusedAndEmptyCommandsPublishNothing() {
        let navigation = NavigationRecorder(events)
        let router = router()
        router.back()
        router.popToRoot()
        router.pop(to: .about)
        router.dismiss()
        router.terminate(1)
        router.path = []
        router.present(.settings).resize(SheetSizing(detents: []))
        navigation.expect(.present(route: "settings", style: .sheet))
    }

    @Test func aSheetsSizesArePublishedAsItRests() {
        let navigation = NavigationRecorder(events)
        let sheet = router().present(.settings, sizing: SheetSizing(detents: [.medium, .large]))
        sheet.selectedDetent = .large
        sheet.selectedDetent = .large
        sheet.resize(SheetSizing(detents: [.fraction(0.3), .large], selected: .fraction(0.3)))
        navigation.expect(
            .present(route: "settings", style: .sheet), .resize(route: "settings", detent: .medium),
            .resize(route: "settings", detent: .large),
            .resize(route: "settings", detent: .fraction(0.3)))
    }

    @Test func layersSayWhoClosedThemTheTopFirst() {
        let navigation = NavigationRecorder(events)
        let router = router()
        let sheet = router.present(.settings, style: .sheet)
        sheet.dismiss()
        router.present(.login, style: .cover).dismissBySystem()
        router.present(.picker, style: .sheet)
        router.present(.about, style: .cover)
        router.dismissAll()
        navigation.expect(
            .present(route: "settings", style: .sheet), .dismiss(route: "settings", by: .app),
            .present(route: "login", style: .cover), .dismiss(route: "login", by: .system),
            .present(route: "picker", style: .sheet), .present(route: "about", style: .cover),
            .dismiss(route: "about", by: .parent), .dismiss(route: "picker", by: .parent))
    }

    @Test func terminateSaysWhereTheResultWent() {
        let navigation = NavigationRecorder(events)
        let router = router()
        router.push(.list)
        router.onResult(Int.self, at: .list) { _ in }
        router.push(.picker)
        router.terminate(7)
        router.present(.login, style: .cover) { (_: CloseOutcome<String>) in }.terminate("ok")
        router.push(.about)
        router.terminate(true)
        navigation.expect(
            .push(route: "list"), .push(route: "picker"),
            .terminate(route: "picker", result: "Int", delivery: .handler),
            .present(route: "login", style: .cover),
            .terminate(route: "login", result: "String", delivery: .presenter),
            .push(route: "about"), .terminate(route: "about", result: "Bool", delivery: .nobody))
    }

    @Test func restoreNamesTheRestoredStack() {
        let navigation = NavigationRecorder(events)
        let router = router()
        router.present(.settings, style: .cover)
        router.navigator.apply(.restore(Navigation.single([.home, .detail(4)])))
        navigation.expect(
            .present(route: "settings", style: .cover), .restore(stack: ["home", "detail(4)"]),
            .dismiss(route: "settings", by: .parent))
    }

    @Test func tabsPublishSelectionsAndTheirStacksCommands() throws {
        let navigation = NavigationRecorder(events)
        let navigator = try recorder.tabs(events: events)
        navigator.selectedTab = .list
        navigator.topRouter.push(.detail(1))
        navigator.apply(.select(.list))
        navigator.apply(.tap(.list))
        navigator.apply([.dismissAll, .select(.home), .setPath([.detail(2)])])
        navigator.apply(.select(.about))
        navigation.expect(
            .selectTab("list"), .push(route: "detail(1)"), .pop(to: "list"),
            .selectTab("home"), .setPath(["detail(2)"]))
        #expect(recorder.issues == [.unknownTab])
    }

    @Test func aNavigatorWithoutEventsStillNavigates() {
        let navigation = NavigationRecorder(events)
        let router = Router<TestRoute>(root: .home)
        router.push(.list)
        #expect(router.stack == [.home, .list])
        navigation.expect()
    }

    @Test func dialogsSayWhatWasShownAndHowItClosed() throws {
        let navigation = NavigationRecorder(events)
        let router = router()
        let dialog = DialogState<TestDialogAction>.confirmationDialog(
            "Delete?", message: nil,
            buttons: [.destructive("Delete", action: .delete), .cancel("Cancel")])
        router.show(dialog)
        router.choose(try #require(router.dialog).buttons[0])
        router.show(dialog)
        router.dismissDialogBySystem(try #require(router.dialog))
        router.push(.list)
        router.show(dialog)
        router.back()
        navigation.expect(
            .showDialog(title: "Delete?"), .closeDialog(title: "Delete?", answer: "Delete"),
            .showDialog(title: "Delete?"),
            .closeDialog(title: "Delete?", answer: "dismissed by system"),
            .push(route: "list"), .showDialog(title: "Delete?"), .pop(to: "home"),
            .closeDialog(title: "Delete?", answer: "closed by router"))
    }
}
