import Routing
import RoutingTesting
import Testing

/// Every command a router or tab router applies is published once, after the tree changed,
/// naming its routes; a refused command publishes nothing.
@MainActor
@Suite struct RouterEventTests {
    let events = NavigationEvents()

    func router(_ root: TestRoute = .home) -> Router<TestRoute> {
        Router(root: root, events: events)
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
            .pop(to: "detail(1)"), .popTo("list"), .popTo("home"),
            .setPath(["list", "detail(3)"]), .replaceRoot("settings"))
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
        navigation.expect()
    }

    @Test func layersSayWhoClosedThem() {
        let navigation = NavigationRecorder(events)
        let router = router()
        let sheet = router.present(.settings, style: .sheet(ownStack: true))
        sheet.dismiss()
        router.present(.login, style: .cover).dismissBySystem()
        router.present(.picker, style: .sheet(ownStack: false))
        router.present(.about, style: .cover)
        router.dismissAll()
        navigation.expect(
            .present(route: "settings", style: .sheet(ownStack: true)),
            .dismiss(route: "settings", by: .app),
            .present(route: "login", style: .cover), .dismiss(route: "login", by: .system),
            .present(route: "picker", style: .sheet(ownStack: false)),
            .present(route: "about", style: .cover),
            .dismiss(route: "picker", by: .parent), .dismiss(route: "about", by: .parent))
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
        router.restore(RouterState(stack: [.home, .detail(4)], presented: []))
        navigation.expect(
            .present(route: "settings", style: .cover), .restore(stack: ["home", "detail(4)"]),
            .dismiss(route: "settings", by: .parent))
    }

    @Test func tabsPublishSelectionsAndTheirRoutersCommands() throws {
        let navigation = NavigationRecorder(events)
        let tabs = try TabRouter<TestTab, TestRoute>(
            tabs: [.home, .search], events: events
        ) { $0 == .home ? .home : .list }
        tabs.select(.search)
        tabs.selectedRouter.push(.detail(1))
        tabs.select(.search)
        tabs.show([.detail(2)], in: .home)
        tabs.select(.profile)
        navigation.expect(
            .selectTab("search"), .push(route: "detail(1)"), .selectTab("search"),
            .popTo("list"), .selectTab("home"), .push(route: "detail(2)"))
    }

    @Test func aRouterWithoutEventsStillNavigates() {
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
