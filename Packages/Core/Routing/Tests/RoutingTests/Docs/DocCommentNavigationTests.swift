import Routing
import RoutingScenes
import RoutingTesting
import RoutingUI
import Testing

/// The examples in the doc comments of the navigation value, the navigator, its routers,
/// dialogs, guards, sheets, columns, events and scenes, each verbatim (`Scripts/docs` checks
/// it) in the context it assumes, with what it states.
@Suite @MainActor struct DocCommentNavigationTests {
    enum ShopRoute: Route {
        case home, cart, checkout, addresses, newAddress, picker, profile, settings, about
        case search
        case item(Int)
    }

    /// Routes that describe themselves by their link's path, as events then name them.
    enum PathRoute: Route, CustomStringConvertible {
        case home
        case item(Int)

        var description: String {
            switch self {
            case .home: "/home"
            case .item(let id): "/items/\(id)"
            }
        }
    }

    enum MailRoute: Route {
        case mailboxes, inbox
        case message(Int)
        case attachment(Int)
        case headers(Int)
    }

    struct Address: Hashable, Sendable {
        let street: String
    }

    struct Color: Hashable, Sendable {
        let name: String
    }

    /// Records what the examples' closures do.
    @MainActor final class Effects {
        var log: [String] = []

        func end() { log.append("end") }
        func ship(to address: Address) { log.append("ship to \(address.street)") }
        func validate() { log.append("validate") }
        func save(_ scene: SceneID) { log.append("save \(scene)") }
        func release() { log.append("release") }
        func info(_ line: String) { log.append(line) }
    }

    @Test func aNavigationIsAValueChangedByCommands() throws {
        var navigation = try Navigation<ShopRoute>(tabs: [.home, .cart])
        navigation = try navigation.applying([.select(.cart), .push(.checkout)])
        let top = navigation.top.routes  // [.cart, .checkout]
        #expect(top == [.cart, .checkout])
        #expect(navigation.selectedTab == .cart)
    }

    @Test func aChangeAcrossLayersIsShownInSteps() throws {
        let shown = try Navigation<ShopRoute>(root: .home)
            .applying([.present(.cart), .present(.checkout)])
        let wanted = try shown.applying([.dismissAll, .push(.item(42)), .present(.profile)])
        let steps = Navigation.Steps(from: shown, to: wanted)
        // dismiss checkout, dismiss cart, push item 42, present profile
        let layers = steps.values.map { $0.top.routes }
        #expect(layers == [[.cart], [.home], [.home, .item(42)], [.profile]])
        #expect(steps.values.last == wanted)
    }

    @Test func stepsStopWhereTheScreenDiverges() throws {
        let shown = try Navigation<ShopRoute>(root: .home)
            .applying([.present(.cart), .present(.checkout)])
        let wanted = try shown.applying([.dismissAll, .push(.item(42)), .present(.profile)])
        var steps = Navigation.Steps(from: shown, to: wanted)
        let first = steps.advance(showing: steps.current)  // .next(steps.values[1])
        while steps.position < 3 { _ = steps.advance(showing: steps.current) }
        // profile is presented; the user swipes it away before it is reported shown
        let swiped = try steps.current.applying([.dismissBySystem])
        let progress = steps.advance(showing: swiped)  // .interrupted(swiped)
        #expect(first == .next(steps.values[1]))
        #expect(progress == .interrupted(swiped))
        #expect(swiped.top.routes == [.home, .item(42)])
    }

    @Test func aNavigatorAppliesSeveralCommandsAsOneChange() throws {
        let navigator = try Navigator<ShopRoute>(tabs: [.home, .cart])
        navigator.router(for: .home)?.push(.item(42))
        navigator.apply([.dismissAll, .select(.cart), .push(.checkout)])  // one change
        #expect(
            navigator.treeDescription == """
                home
                  stack: home > item(42)
                cart (selected)
                  stack: cart > checkout
                """)

        navigator.apply([.dismissAll, .select(.home), .setPath([.item(42)])])
        #expect(navigator.selectedTab == .home)
        #expect(navigator.router(for: .home)?.stack == [.home, .item(42)])
    }

    @Test func aRouterPresentsAndDeliversResults() {
        let (cart, address) = (Effects(), Address(street: "1 Main Street"))
        var outcomes: [CloseOutcome<Address>] = []
        func log(_ outcome: CloseOutcome<Address>) { outcomes.append(outcome) }

        let router = Router<ShopRoute>(root: .home)
        router.push(.cart)
        router.onResult(Address.self, at: .cart) { address in cart.ship(to: address) }
        let sheet = router.present(.addresses) { (outcome: CloseOutcome<Address>) in log(outcome) }
        sheet.push(.newAddress)
        sheet.terminate(address)  // the cart's handler gets it; the sheet pops to .addresses

        #expect(cart.log == ["ship to 1 Main Street"])
        #expect(sheet.stack == [.addresses])
        #expect(outcomes.isEmpty)
    }

    @Test func aSheetReportsHowItClosed() {
        let router = Router<ShopRoute>(root: .home)
        var applied: [Color] = []
        func apply(_ color: Color) { applied.append(color) }

        router.present(.picker) { (outcome: CloseOutcome<Color>) in
            if case .finished(let color) = outcome { apply(color) }
        }

        router.presented?.terminate(Color(name: "teal"))
        #expect(applied == [Color(name: "teal")])
    }

    @Test func aDialogAsksAndAnswers() {
        let router = Router<ShopRoute>(root: .home)
        let session = Effects()

        enum ProfileAction { case signOut }
        let signOut = DialogState<ProfileAction>.confirmationDialog(
            "Sign out?", buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])
        router.show(signOut) { outcome in
            if case .action(.signOut) = outcome { session.end() }
        }

        router.choose(router.dialog!.buttons[0])
        #expect(session.log == ["end"])

        router.show(signOut) { (outcome: DialogOutcome<ProfileAction>) in
            if case .action(.signOut) = outcome { session.end() }
        }
        router.choose(router.dialog!.buttons[1])
        #expect(session.log == ["end"])

        let buttons: [DialogButton<ProfileAction>] = [
            .destructive("Sign out", action: .signOut), .cancel("Cancel"),
        ]
        #expect(buttons.map(\.label) == ["Sign out", "Cancel"])
        #expect(buttons.map(\.role) == [.destructive, .cancel])
    }

    @Test func aGuardHoldsWhatWouldDiscardInput() throws {
        let router = Router<ShopRoute>(root: .home)
        router.push(.cart)
        router.guard(
            with: .confirmationDialog(
                "Discard changes?",
                buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")]))
        #expect(router.isGuarded)

        var draft = "3 items"
        router.guard(with: .discardDraft) { draft = "" }
        router.back()  // held: the dialog asks
        #expect(router.stack == [.home, .cart])
        #expect(router.dialog?.title == "Discard this draft?")

        router.choose(try #require(router.dialog?.buttons.first))
        #expect(router.stack == [.home])
        #expect(draft.isEmpty)
    }

    @Test func aSheetRestsAtItsSizes() {
        let router = Router<ShopRoute>(root: .home)
        let settings = router.present(.settings, sizing: SheetSizing(detents: [.medium, .large]))
        settings.selectedDetent = .large  // the user dragged it up
        #expect(settings.sizing == SheetSizing(detents: [.medium, .large], selected: .large))
    }

    @Test func aLinkLandsAsItsPatternSays() throws {
        let navigator = try Navigator<ShopRoute>(tabs: [.home, .profile])
        navigator.router.push(.item(1))

        let about = DeepLinkPattern<ShopRoute>(
            "settings/about", landing: .layer(over: .profile, path: [.settings]),
            route: .about)
        let commands = about.landing.commands(for: .about, in: navigator.state)
        // [.dismissAll, .select(.profile), .popToRoot, .present(.settings), .push(.about)]

        #expect(
            commands == [
                .dismissAll, .select(.profile), .popToRoot, .present(.settings), .push(.about),
            ])
        navigator.apply(commands)
        #expect(
            navigator.treeDescription == """
                home
                  stack: home > item(1)
                profile (selected)
                  stack: profile
                    sheet: settings > about
                """)
    }

    /// A navigator of one stack is one tab, known by its root: a landing under a path there
    /// rebuilds the stack as if the user had walked it (the CHANGELOG's migration note).
    @Test func aLinkIntoOneStackLandsUnderItsPath() throws {
        var links = DeepLinkTable<ShopRoute>(scheme: "shop")
        try links.register(
            DeepLinkPattern("checkout", landing: .tab(.cart, path: [.addresses]), route: .checkout))
        let navigator = Navigator<ShopRoute>(root: .cart, links: links)
        navigator.router.push(.picker)

        navigator.open(try links.resolve("shop://checkout").route)
        #expect(navigator.router.stack == [.cart, .addresses, .checkout])
    }

    @Test func columnsArePositionsOfOneStack() {
        let columns = Navigator<MailRoute>(root: .mailboxes).router.columns(.tripleColumn)
        columns.show(.inbox, in: .content)  // the sidebar's selection
        columns.show(.message(7), in: .detail)  // the content's selection: the detail's root
        columns.router.push(.attachment(1))  // pushed in the detail
        let stack = columns.router.stack  // [.mailboxes, .inbox, .message(7), .attachment(1)]
        columns.inspector = .headers(7)  // beside the detail; a sheet on a compact screen
        #expect(stack == [.mailboxes, .inbox, .message(7), .attachment(1)])
        #expect(columns.content == .inbox)
        #expect(columns.detail == [.message(7), .attachment(1)])
        #expect(columns.router.stack == stack)
        #expect(columns.isInspectorPresented)
    }

    @Test func theSearchTabBeginsItsSearchWhenSelected() throws {
        var navigation = try Navigation<ShopRoute>(tabs: [.home, .search], search: .search)
        navigation = try navigation.applying([.select(.search)])  // search?.isActive == true
        navigation = try navigation.applying([.endSearch])  // .home selected, search ended
        #expect(navigation.selectedTab == .home)
        #expect(navigation.search?.isActive == false)
    }

    @Test func eventsAreLoggedAsWords() {
        let logger = Effects()
        let events = NavigationEvents()
        let router = Router<ShopRoute>(root: .home, events: events)
        let logging = events.observe { event in logger.info("\(event)") }
        router.push(.cart)  // logs "push cart"
        logging.cancel()
        router.push(.checkout)
        #expect(logger.log == ["push cart"])
    }

    @Test func anAppLogsTheKindsItChooses() {
        let (logger, events) = (Effects(), NavigationEvents())
        let items = Router<PathRoute>(root: .home, events: events)
        let logging = events.observe([.navigation, .deepLink]) { event in
            logger.info("\(event)")  // "push /items/42", "deep link opened: items/<int:id>"
        }
        items.push(.item(42))
        events.send(.deepLink(outcome: "opened", pattern: "items/<int:id>", detail: nil))
        events.send(.scene(.appBecameActive))
        logging.cancel()
        #expect(logger.log == ["push /items/42", "deep link opened: items/<int:id>"])
    }

    @Test func aLifecycleReactsInOnePlace() throws {
        let (session, scenes, caches) = (Effects(), Effects(), Effects())
        let lifecycle = SceneLifecycle { event in
            switch event {
            case .appBecameActive: session.validate()
            case .sceneBecameInactive(let id): scenes.save(id)
            case .appEnteredBackground: caches.release()
            default: break
            }
        }
        try lifecycle.connect(SceneID(1))
        try lifecycle.setPhase(.active, for: SceneID(1))  // sceneBecameActive, appBecameActive
        #expect(session.log == ["validate"])

        try lifecycle.setPhase(.inactive, for: SceneID(1))
        try lifecycle.setPhase(.background, for: SceneID(1))
        #expect(scenes.log == ["save scene 1"])
        #expect(caches.log == ["release"])
    }

    @Test func anErrorSaysWhyByItsCode() throws {
        let table = DeepLinkTable<ShopRoute>(scheme: "shop")
        do {
            _ = try table.resolve("ftp://items/1")
        } catch {
            print(error.code)  // unsupported_scheme
        }
        let error = #expect(throws: RoutingError.self) { try table.resolve("ftp://items/1") }
        #expect(error?.code == .unsupportedScheme)
    }
}

extension DialogState<GuardAction> {
    /// The guard of a screen with a draft, as the Router's example names it.
    fileprivate static var discardDraft: Self {
        .confirmationDialog(
            "Discard this draft?",
            buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
    }
}
