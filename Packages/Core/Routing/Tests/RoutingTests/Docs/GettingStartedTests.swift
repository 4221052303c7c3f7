import Analytics
import AppStateMachine
import Routing
import RoutingScenes
import RoutingTesting
import TestSupport
import Testing

#if canImport(SwiftUI)
    import RoutingUI
    import SwiftUI
#endif

/// The code of `Routing.docc/GettingStarted.md`, step by step, with the outcomes the article
/// states. `Scripts/docs` checks that every code block of the article appears here verbatim,
/// so an API change that breaks the article fails these tests.
@Suite @MainActor struct GettingStartedTests {
    enum Phase: KindProviding, CaseIterable, Sendable {
        case launching, signedOut, signedIn
    }

    enum PhaseIntent: KindProviding, CaseIterable, Sendable {
        case noSession, signIn, signOut
    }

    enum ShopRoute: Route {
        case home
        case item(id: Int)
        case cart
        case addresses
        case newAddress
    }

    struct Address: Hashable, Sendable {
        let street: String
    }

    enum MailRoute: Route {
        case mailboxes
        case inbox
        case message(Int)
        case attachment(Int)
    }

    /// The article's state machine, as its first section leaves it: signed in.
    func signedInMachine(analytics: RecordingAnalytics) throws -> StateMachine<Phase, PhaseIntent> {
        let table = try TransitionTable<Phase, PhaseIntent>(
            initial: .launching,
            transitions: [
                Transition(from: .launching, on: .noSession, to: .signedOut),
                Transition(from: .signedOut, on: .signIn, to: .signedIn),
                Transition(from: .signedIn, on: .signOut, to: .signedOut),
            ])
        let machine = StateMachine(
            initial: .launching, table: table, analytics: analytics
        )
        machine.send(.noSession)
        machine.send(.signIn)
        return machine
    }

    @Test func theMachineRefusesAnUndeclaredIntent() throws {
        let table = try TransitionTable<Phase, PhaseIntent>(
            initial: .launching,
            transitions: [
                Transition(from: .launching, on: .noSession, to: .signedOut),
                Transition(from: .signedOut, on: .signIn, to: .signedIn),
                Transition(from: .signedIn, on: .signOut, to: .signedOut),
            ])
        // table.check() is empty: every phase is reachable and none is a dead end.
        #expect(table.check().isEmpty)

        let analytics = RecordingAnalytics()
        var refusals: [String] = []
        let machine = StateMachine(
            initial: .launching, table: table, analytics: analytics,
            onRejection: { refusals.append($0.description) })
        machine.send(.noSession)  // true: launching -> signedOut
        #expect(machine.state == .signedOut)

        let accepted = machine.send(.signOut)
        // accepted == false, machine.state == .signedOut
        // refusals == ["rejected signOut in signedOut"]
        // analytics.names == ["state_transition", "transition_rejected"]
        #expect(accepted == false)
        #expect(machine.state == .signedOut)
        #expect(refusals == ["rejected signOut in signedOut"])
        #expect(analytics.names == ["state_transition", "transition_rejected"])

        machine.send(.signIn)
        // machine.history.map(\.description) == [
        //     "launching -> signedOut (cause: noSession)",
        //     "signedOut -> signedIn (cause: signIn)",
        // ]
        #expect(machine.state == .signedIn)
        #expect(
            machine.history.map(\.description) == [
                "launching -> signedOut (cause: noSession)",
                "signedOut -> signedIn (cause: signIn)",
            ])
    }

    @Test func aNavigatorPushesPresentsAndDeliversResults() {
        let navigator = Navigator<ShopRoute>(root: .home)
        let router = navigator.router
        router.push(.item(id: 42))
        // router.stack == [.home, .item(id: 42)]
        #expect(router.stack == [.home, .item(id: 42)])

        var picked: CloseOutcome<Address>?
        let sheet = router.present(.addresses) { (outcome: CloseOutcome<Address>) in
            picked = outcome
        }
        sheet.push(.newAddress)
        // navigator.treeDescription ==
        //     """
        //     stack: home > item(id: 42)
        //       sheet: addresses > newAddress
        //     """
        #expect(
            navigator.treeDescription == """
                stack: home > item(id: 42)
                  sheet: addresses > newAddress
                """)

        var added: Address?
        sheet.onResult(Address.self, at: .addresses) { added = $0 }
        sheet.terminate(Address(street: "1 Main Street"))
        // added == Address(street: "1 Main Street"), sheet.stack == [.addresses]
        #expect(added == Address(street: "1 Main Street"))
        #expect(sheet.stack == [.addresses])
        #expect(picked == nil)

        sheet.terminate(Address(street: "1 Main Street"))
        // picked == .finished(Address(street: "1 Main Street"))
        // sheet.isClosed, router.presented == nil
        #expect(picked == .finished(Address(street: "1 Main Street")))
        #expect(sheet.isClosed)
        #expect(router.presented == nil)
        #expect(router.stack == [.home, .item(id: 42)])
    }

    @Test func severalCommandsAreOneChangeOrNone() {
        var issues: [RoutingError.Code] = []
        let shop = Navigator<ShopRoute>(root: .home) { issues.append($0.code) }
        shop.apply([.push(.cart), .present(.addresses), .push(.newAddress)])
        shop.apply([.dismissAll, .back, .back])
        // refused at the second back, so nothing changed: issues == [.atRoot]
        // shop.treeDescription == "stack: home > cart\n  sheet: addresses > newAddress"
        #expect(issues == [.atRoot])
        #expect(shop.treeDescription == "stack: home > cart\n  sheet: addresses > newAddress")
    }

    @Test func tabsKeepAStackEachArrangedAsTheUserLikes() throws {
        let tabs = try Navigator<ShopRoute>(tabs: [.home, .cart, .addresses])
        tabs.router(for: .home)?.push(.item(id: 7))
        tabs.selectedTab = .cart
        tabs.apply(.tap(.home))  // selects home: its stack is as it was
        // tabs.router(for: .home)?.stack == [.home, .item(id: 7)]
        tabs.apply(.tap(.home))  // home again: back to its root
        // tabs.router(for: .home)?.stack == [.home]
        #expect(tabs.selectedTab == .home)
        #expect(tabs.router(for: .home)?.stack == [.home])

        let sidebar = try Navigator<ShopRoute>(
            tabs: [.home, .cart, .addresses],
            sections: [Navigation.Section("Orders", tabs: [.cart, .addresses])])
        sidebar.apply(.arrange(Navigation.Arrangement(order: [.addresses], hidden: [.cart])))
        // sidebar.visibleTabs == [.addresses, .home]
        #expect(sidebar.visibleTabs == [.addresses, .home])
        #expect(sidebar.sections.map(\.title) == ["Orders"])

        let compose = tabs.topRouter.present(
            .newAddress, sizing: SheetSizing(detents: [.medium, .large]))
        compose.selectedDetent = .large  // the user dragged it up
        // compose.sizing?.selected == .large
        #expect(compose.sizing?.selected == .large)
        #expect(tabs.router(for: .home)?.presented == compose)
    }

    /// The state the tabs' block states half-way, checked apart since the block runs on.
    @Test func aTapOnAnotherTabSelectsItAsItWas() throws {
        let tabs = try Navigator<ShopRoute>(tabs: [.home, .cart, .addresses])
        tabs.router(for: .home)?.push(.item(id: 7))
        tabs.selectedTab = .cart
        tabs.apply(.tap(.home))
        #expect(tabs.selectedTab == .home)
        #expect(tabs.router(for: .home)?.stack == [.home, .item(id: 7)])
    }

    @Test func columnsAreTheStackReadByPosition() {
        let mail = Navigator<MailRoute>(root: .mailboxes)
        let columns = mail.router.columns(.tripleColumn)
        columns.sidebarSelection = .inbox  // the content column shows the inbox
        columns.contentSelection = .message(7)  // the detail shows message 7
        columns.router.push(.attachment(1))  // pushed in the detail
        // columns.detail == [.message(7), .attachment(1)]
        // mail.router.stack == [.mailboxes, .inbox, .message(7), .attachment(1)]
        #expect(columns.detail == [.message(7), .attachment(1)])
        #expect(mail.router.stack == [.mailboxes, .inbox, .message(7), .attachment(1)])

        mail.isCompact = false  // the window is wide: three columns
        mail.isCompact = true  // narrow again: one stack, the same routes
        mail.router.back()  // back from the attachment
        mail.isCompact = false
        // columns.content == .inbox, columns.detail == [.message(7)]
        #expect(columns.content == .inbox)
        #expect(columns.detail == [.message(7)])
    }

    @Test func linksResolveBothWaysLandAndWaitThenTheSceneIsRestored() async throws {
        let analytics = RecordingAnalytics()
        let machine = try signedInMachine(analytics: analytics)

        var links = DeepLinkTable<ShopRoute>(scheme: "shop", universalLinkHosts: ["shop.example"])
        try links.register(
            DeepLinkPattern(
                "items/<int:id>", landing: .tab(.home),
                route: { parameters in .item(id: try parameters.int("id")) },
                parameters: { route in
                    guard case .item(let id) = route else { return nil }
                    return ["id": id]
                }))
        try links.register(
            DeepLinkPattern(
                "addresses/new", landing: .layer(over: .cart, path: [.addresses]),
                route: .newAddress))
        try links.register(
            DeepLinkPattern(
                "addresses", landing: .layer(over: .cart),
                route: .addresses))
        try links.register(
            DeepLinkPattern("home", route: .home))
        try links.register(
            DeepLinkPattern("cart", route: .cart))

        let match = try links.resolve("https://shop.example/items/42")
        // match.route == .item(id: 42), match.template == "items/<int:id>"
        let url = try links.url(for: .item(id: 42))
        // url == "shop://items/42"
        #expect(match.route == .item(id: 42))
        #expect(match.template == "items/<int:id>")
        #expect(url == "shop://items/42")
        #expect(try links.resolve(url).route == .item(id: 42))

        var failure: RoutingError?
        do {
            _ = try links.resolve("shop://items/forty-two")
        } catch {
            failure = error
        }
        // failure?.code == .unconvertibleValue
        #expect(failure?.code == .unconvertibleValue)

        let store = try Navigator<ShopRoute>(tabs: [.home, .cart], links: links)
        store.router(for: .cart)?.push(.item(id: 1))
        store.open(.newAddress)
        // store.treeDescription ==
        //     """
        //     home
        //       stack: home
        //     cart (selected)
        //       stack: cart
        //         sheet: addresses > newAddress
        //     """
        store.open(match.route)
        // home is selected, its stack home > item(id: 42); the sheet has closed
        #expect(store.state.tabs.map(\.stacks.count) == [1, 1])
        #expect(
            store.treeDescription == """
                home (selected)
                  stack: home > item(id: 42)
                cart
                  stack: cart
                """)

        let gate = DeepLinkGate(
            links: links, following: machine, clock: ContinuousClock(), analytics: analytics,
            needs: { _ in LinkNeed("sign-in", in: [.signedIn]) },
            forgetting: { $0.intent == .signOut },
            show: { match, _ in
                store.open(match.route)
                return true  // false: no place on screen for it; nil: not yet, it keeps waiting
            })
        machine.send(.signOut)
        let decision = try gate.open(.link("shop://items/7"))
        // decision.description == "deep link deferred: shop://items/7 (needs sign-in)"
        machine.send(.signIn)
        // the link opens: store.router(for: .home)?.stack == [.home, .item(id: 7)]
        #expect(decision.description == "deep link deferred: shop://items/7 (needs sign-in)")
        #expect(store.router(for: .home)?.stack == [.home, .item(id: 7)])
        #expect(gate.pending == nil)

        let (storage, deleted) = (InMemorySceneStorage(), Set<ShopRoute>([.item(id: 8)]))
        let restoration = NavigationRestoration<ShopRoute>(
            storage: storage, links: links, analytics: analytics
        ) { route in
            !deleted.contains(route)  // in an app: ask the backend whether the item exists
        }
        store.router(for: .home)?.push(.item(id: 8))
        try restoration.save(store.state, for: SceneID(1), user: "u-17")
        let file = String(decoding: try #require(storage.load(SceneID(1))), as: UTF8.self)
        #expect(file.contains("\"shop://items/8\""))

        let relaunched = try Navigator<ShopRoute>(tabs: [.home, .cart], links: links)
        let result = await restoration.restore(SceneID(1), for: "u-17", onto: relaunched.state)
        if let saved = result.navigation { relaunched.apply(.restore(saved)) }
        // relaunched.router(for: .home)?.stack == [.home, .item(id: 7)]
        // result.dropped.map(\.description) ==
        //     ["shop://items/8 (screen 3 of tab 1): what it showed no longer exists"]
        #expect(relaunched.router(for: .home)?.stack == [.home, .item(id: 7)])
        #expect(
            result.dropped.map(\.description) == [
                "shop://items/8 (screen 3 of tab 1): what it showed no longer exists"
            ])

        let other = await restoration.restore(SceneID(1), for: "u-99", onto: relaunched.state)
        // other.navigation == nil, other.failure?.code == .otherUser
        #expect(other.navigation == nil)
        #expect(other.failure?.code == .otherUser)
    }

    /// The tree the block of `open` states half-way, checked apart since the block runs on.
    @Test func aLinkIntoALayerClosesWhatWasShownAndRebuildsTheTab() throws {
        var links = DeepLinkTable<ShopRoute>(scheme: "shop")
        try links.register(
            DeepLinkPattern(
                "addresses/new", landing: .layer(over: .cart, path: [.addresses]),
                route: .newAddress))
        let store = try Navigator<ShopRoute>(tabs: [.home, .cart], links: links)
        store.router(for: .cart)?.push(.item(id: 1))
        store.open(.newAddress)
        #expect(
            store.treeDescription == """
                home
                  stack: home
                cart (selected)
                  stack: cart
                    sheet: addresses > newAddress
                """)
    }

    #if canImport(SwiftUI)
        // Compiled where SwiftUI exists (the macOS CI job): the article's view, as written.
        struct ShopView: View {
            let navigator: Navigator<ShopRoute>

            var body: some View {
                RoutedTabs(navigator) { tab in
                    Text("\(tab)")
                } content: { tab in
                    RoutedStack(navigator.router(for: tab)!) { route in Text("\(route)") }
                }
            }
        }
    #endif
}
