import Observation
import Routing
import RoutingTesting
import TestSupport
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The code of `Routing.docc/GettingStarted.md`, step by step, with the outcomes the article
/// states. `Scripts/docs` checks that every code block of the article appears here verbatim,
/// so an API change that breaks the article fails these tests.
@Suite @MainActor struct GettingStartedTests {
    @Test func stateMachineRefusesAnUndeclaredIntent() throws {
        let table = try TransitionTable<Phase.Kind, PhaseIntent.Kind>(
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
        let machine = StateMachine<Phase, PhaseIntent>(
            initial: .launching, table: table, analytics: analytics,
            onRejection: { refusals.append($0.description) },
            build: { transition, _, intent in
                switch (transition.to, intent) {
                case (.signedIn, .signIn(let user)): .signedIn(user: user)
                case (.launching, _): .launching
                default: .signedOut
                }
            })
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

        machine.send(.signIn(user: "u-17"))
        // machine.state == .signedIn(user: "u-17")
        // machine.history.map(\.description) == [
        //     "launching -> signedOut (cause: noSession)",
        //     "signedOut -> signedIn (cause: signIn)",
        // ]
        #expect(machine.state == .signedIn(user: "u-17"))
        #expect(
            machine.history.map(\.description) == [
                "launching -> signedOut (cause: noSession)",
                "signedOut -> signedIn (cause: signIn)",
            ])
    }

    @Test func routerPushesPresentsAndTerminates() {
        let router = Router<ShopRoute>(root: .home)
        router.push(.item(id: 42))
        // router.stack == [.home, .item(id: 42)]
        #expect(router.stack == [.home, .item(id: 42)])

        var picked: CloseOutcome<Address>?
        let sheet = router.present(.addresses, style: .sheet(ownStack: true)) {
            (outcome: CloseOutcome<Address>) in picked = outcome
        }
        sheet.push(.newAddress)
        // router.treeDescription ==
        //     """
        //     stack: home > item(id: 42)
        //       sheet(own stack): addresses > newAddress
        //     """
        #expect(
            router.treeDescription == """
                stack: home > item(id: 42)
                  sheet(own stack): addresses > newAddress
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
        // sheet.isClosed, router.presentedRouter == nil
        #expect(picked == .finished(Address(street: "1 Main Street")))
        #expect(sheet.isClosed)
        #expect(router.presentedRouter == nil)
        #expect(router.stack == [.home, .item(id: 42)])
    }

    @Test func deepLinksResolveBothWaysAndWait() throws {
        var links = DeepLinkTable<ShopRoute>(scheme: "shop", universalLinkHosts: ["shop.example"])
        try links.register(
            DeepLinkPattern(
                "items/<int:id>",
                requirement: .signedIn,
                route: { parameters in .item(id: try parameters.int("id")) },
                parameters: { route in
                    guard case .item(let id) = route else { return nil }
                    return ["id": id]
                }))

        let match = try links.resolve("https://shop.example/items/42")
        // match.route == .item(id: 42), match.requirement == .signedIn
        let url = try links.url(for: .item(id: 42))
        // url == "shop://items/42"
        #expect(match.route == .item(id: 42))
        #expect(match.requirement == .signedIn)
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

        let analytics = RecordingAnalytics()
        var shown: [ShopRoute] = []
        let gate = DeepLinkGate<ShopRoute>(
            access: .signedOut, clock: ContinuousClock(), analytics: analytics)
        let decision = try gate.open("shop://items/42", in: links) { match in
            shown.append(match.route)
            return true  // false when nothing on screen has a place for it
        }
        // decision.description == "deep link deferred: shop://items/42 (needs sign-in)"
        #expect(decision.description == "deep link deferred: shop://items/42 (needs sign-in)")
        #expect(gate.pending?.route == .item(id: 42))

        let replay = gate.update(access: .ready) { match in
            shown.append(match.route)
            return true
        }
        // replay?.outcome == .replayed, shown == [.item(id: 42)], gate.pending == nil
        #expect(replay?.outcome == .replayed)
        #expect(shown == [.item(id: 42)])
        #expect(gate.pending == nil)
        #expect(analytics.names == ["deep_link_deferred", "deep_link_replayed"])
    }

    @Test func restorationKeepsTheLongestValidPrefix() async throws {
        var links = DeepLinkTable<ShopRoute>(scheme: "shop", universalLinkHosts: ["shop.example"])
        try links.register(
            DeepLinkPattern(
                "items/<int:id>",
                requirement: .signedIn,
                route: { parameters in .item(id: try parameters.int("id")) },
                parameters: { route in
                    guard case .item(let id) = route else { return nil }
                    return ["id": id]
                }))
        try links.register(
            DeepLinkPattern("home", route: { _ in .home }, parameters: { $0 == .home ? [:] : nil }))
        let deleted: Set<ShopRoute> = [.item(id: 7)]
        let (storage, analytics) = (InMemorySceneStorage(), RecordingAnalytics())
        let restoration = NavigationRestoration<ShopRoute>(
            storage: storage, links: links, analytics: analytics
        ) { route in
            !deleted.contains(route)  // in an app: ask the backend whether the item exists
        }

        let router = Router<ShopRoute>(root: .home)
        router.push(.item(id: 42))
        router.push(.item(id: 7))
        router.push(.item(id: 43))
        try restoration.save(router.state, for: SceneID(1), user: "u-17")

        let result = await restoration.restore(SceneID(1), for: "u-17", defaultRoot: .home)
        // result.state?.stack == [.home, .item(id: 42)]
        // result.dropped.map(\.path) == ["stack[2]", "stack[3]"]
        // result.dropped[0].description == "shop://items/7 (screen 3): what it showed no longer exists"
        #expect(result.state?.stack == [.home, .item(id: 42)])
        #expect(result.dropped.map(\.path) == ["stack[2]", "stack[3]"])
        #expect(
            result.dropped[0].description
                == "shop://items/7 (screen 3): what it showed no longer exists")

        let restored = Router<ShopRoute>(root: .home)
        if let state = result.state { restored.restore(state) }
        // restored.stack == [.home, .item(id: 42)]
        #expect(restored.stack == [.home, .item(id: 42)])

        let history = NavigationRestoration<ShopRoute>(
            storage: storage, links: links, analytics: analytics, policy: .everyValidEntry
        ) { route in !deleted.contains(route) }
        let pages = await history.restore(SceneID(1), for: "u-17", defaultRoot: .home)
        // pages.state?.stack == [.home, .item(id: 42), .item(id: 43)]
        // pages.dropped.map(\.path) == ["stack[2]"]
        #expect(pages.state?.stack == [.home, .item(id: 42), .item(id: 43)])
        #expect(pages.dropped.map(\.path) == ["stack[2]"])

        let other = await restoration.restore(SceneID(1), for: "u-99", defaultRoot: .home)
        // other.state == nil, other.failure?.code == .otherUser
        #expect(other.state == nil)
        #expect(other.failure?.code == .otherUser)
    }
}

/// The article's types: the app's phases and intents, and a shop's routes.
extension GettingStartedTests {
    enum Phase: KindProviding, Equatable {
        case launching
        case signedOut
        case signedIn(user: String)

        enum Kind: Hashable, Sendable, CaseIterable {
            case launching, signedOut, signedIn
        }

        var kind: Kind {
            switch self {
            case .launching: .launching
            case .signedOut: .signedOut
            case .signedIn: .signedIn
            }
        }
    }

    enum PhaseIntent: KindProviding {
        case noSession
        case signIn(user: String)
        case signOut

        enum Kind: Hashable, Sendable, CaseIterable {
            case noSession, signIn, signOut
        }

        var kind: Kind {
            switch self {
            case .noSession: .noSession
            case .signIn: .signIn
            case .signOut: .signOut
            }
        }
    }

    @Test func aViewBindsTheRouterAndATapReachesTheModel() {
        let probe = ShopModel(router: Router<ShopRoute>(root: .home))
        probe.open(item: 42)
        #expect(probe.router.path == [.item(id: 42)])

        let shop = ShopModel(router: Router<ShopRoute>(root: .home))
        shop.open(item: 42)
        // shop.router.path == [.item(id: 42)]
        shop.router.path = []
        // shop.router.stack == [.home]
        #expect(shop.router.stack == [.home])
    }

    @MainActor @Observable final class ShopModel {
        let router: Router<ShopRoute>
        init(router: Router<ShopRoute>) { self.router = router }
        func open(item id: Int) { router.push(.item(id: id)) }
    }

    #if canImport(SwiftUI)
        // Compiled where SwiftUI exists (the macOS CI job): the article's view, as written.
        struct ShopView: View {
            let model: ShopModel

            var body: some View {
                NavigationStack(path: Bindable(model.router).path) {
                    Button("Open item 42") { model.open(item: 42) }
                        .navigationDestination(for: ShopRoute.self) { route in Text("\(route)") }
                }
            }
        }
    #endif

    enum ShopRoute: Route {
        case home
        case item(id: Int)
        case addresses
        case newAddress
    }

    struct Address: Hashable, Sendable {
        let street: String
    }
}
