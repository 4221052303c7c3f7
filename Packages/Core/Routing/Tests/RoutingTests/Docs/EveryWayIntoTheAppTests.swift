import Analytics
import AppStateMachine
import Routing
import RoutingTools
import TestSupport
import Testing

/// The article's route type. At the top level, as the article declares it, so that its
/// `extension ShopRoute` reads here as it does there; its phases are the tests' `Phase`
/// (launching, signed out, signed in).
enum ShopRoute: Route {
    case home
    case search(String?)
}

extension ShopRoute {
    /// The phases a link to the route may open in.
    var need: LinkNeed<Phase> {
        switch self {
        case .home: LinkNeed("a settled app", in: [.signedOut, .signedIn])
        case .search: LinkNeed("sign-in", in: [.signedIn])
        }
    }
}

/// The code of `Routing.docc/EveryWayIntoTheApp.md`, with the outcomes the article states
/// (`Scripts/docs` checks that every code block of the article appears here).
@MainActor @Suite struct EveryWayIntoTheAppTests {
    let analytics = RecordingAnalytics()

    /// The phases' machine, signed out.
    func signedOutMachine() throws -> StateMachine<Phase, PhaseIntent> {
        let table = try TransitionTable<Phase, PhaseIntent>(
            initial: .launching,
            transitions: [
                Transition(from: .launching, on: .launched, to: .signedOut),
                Transition(from: .signedOut, on: .signIn, to: .signedIn),
                Transition(from: .signedIn, on: .signOut, to: .signedOut),
            ])
        let machine = StateMachine(
            initial: .launching, table: table, analytics: NoopAnalytics())
        machine.send(.launched)
        return machine
    }

    @Test func onePatternServesALinkANotificationAQuickActionAndAnIntent() throws {
        let (analytics, machine) = (analytics, try signedOutMachine())

        let searchPattern = DeepLinkPattern<ShopRoute>(
            "search?q=<q>?",
            route: { parameters in .search(try parameters.optional("q")) },
            parameters: { route in
                guard case .search(let query) = route else { return nil }
                return ["q": query]
            })
        var links = DeepLinkTable<ShopRoute>(
            scheme: "shop", universalLinkHosts: ["shop.example"],
            activityType: "com.example.shop.screen")
        try links.register(searchPattern)

        try links.register(.notification("deal", opens: searchPattern, fields: ["q": "product"]))
        try links.register(.quickAction("search", title: "Search", opens: searchPattern))
        try links.register(
            .intent(
                EntryPoint.Intent(
                    "SearchShop", title: "Search the Shop", parameters: ["q": "Search for"],
                    shortcut: EntryPoint.Shortcut(
                        phrases: ["Search {app}"], shortTitle: "Search",
                        systemImage: "magnifyingglass")),
                opens: searchPattern))
        #expect(links.entryPoints.count == 3)

        let navigator = Navigator<ShopRoute>(root: .home, links: links)
        let gate = DeepLinkGate(
            links: links, following: machine, clock: ContinuousClock(), analytics: analytics,
            needs: { $0.route.need }, forgetting: { $0.intent == .signOut },
            show: { match, _ in
                navigator.open(match.route)
                return true
            })

        let decision = try gate.open(.notification(category: "deal", payload: ["product": "tea"]))
        // decision.description == "deep link deferred: shop://search?q=tea (needs sign-in)"
        machine.send(.signIn)
        // navigator.router.stack == [.home, .search("tea")]: replayed once signed in
        #expect(decision.description == "deep link deferred: shop://search?q=tea (needs sign-in)")
        #expect(navigator.router.stack == [.home, .search("tea")])

        try gate.open(.link("shop://search?q=jam"))
        try gate.open(.quickAction(type: "search"))
        // navigator.router.stack == [.home, .search(nil)]
        try gate.open(.intent(name: "SearchShop", values: ["q": "tea"]))
        // navigator.router.stack == [.home, .search("tea")]
        #expect(navigator.router.stack == [.home, .search("tea")])
        #expect(
            analytics.names == [
                "deep_link_deferred", "deep_link_replayed", "deep_link_opened",
                "deep_link_opened", "deep_link_opened",
            ])

        var refusal: RoutingError?
        do {
            try gate.open(.quickAction(type: "wishlist"))
        } catch {
            refusal = error
        }
        // refusal?.code == .unknownEntry
        #expect(refusal?.code == .unknownEntry)
        #expect(analytics.events.last == .deepLinkRefused(reason: "unknown_entry"))

        let activity = try links.activity(for: .search("tea"), title: "Search: tea")
        // activity?.link == "shop://search?q=tea"
        // activity?.webpageURL == "https://shop.example/search?q=tea"
        let continued = try links.link(for: activity!.entry)
        // continued == "shop://search?q=tea"
        #expect(activity?.link == "shop://search?q=tea")
        #expect(activity?.webpageURL == "https://shop.example/search?q=tea")
        #expect(continued == "shop://search?q=tea")

        let source = try AppIntentsSource(
            links: links, opener: "EntryInbox", imports: ["ShopUI"], shortcuts: "ShopShortcuts",
            target: { match in if case .search = match.route { "search" } else { nil } },
            waits: { !$0.route.need.states.contains(.signedOut) })
        let text = source.text  // App Intents types, inside #if canImport(AppIntents)
        #expect(Self.trimmedLines(text).contains(Self.trimmedLines(Self.searchIntent)))
    }

    /// The menu bar's Go menu: an item opens its pattern's link through the same gate.
    @Test func aMenuItemOpensThroughTheGate() throws {
        let (analytics, machine) = (analytics, try signedOutMachine())
        machine.send(.signIn)
        let searchPattern = DeepLinkPattern<ShopRoute>(
            "search?q=<q>?",
            route: { parameters in .search(try parameters.optional("q")) },
            parameters: { route in
                guard case .search(let query) = route else { return nil }
                return ["q": query]
            })
        var links = DeepLinkTable<ShopRoute>(scheme: "shop")
        try links.register(searchPattern)

        try links.register(.menuItem("Search", key: EntryPoint.Key("2"), opens: searchPattern))
        let navigator = Navigator<ShopRoute>(root: .home, links: links)
        let gate = DeepLinkGate(
            links: links, following: machine, clock: ContinuousClock(), analytics: analytics,
            needs: { $0.route.need }, forgetting: { $0.intent == .signOut },
            show: { match, _ in
                navigator.open(match.route)
                return true
            })
        try gate.open(.menuItem(title: "Search"))
        // navigator.router.stack == [.home, .search(nil)]
        #expect(navigator.router.stack == [.home, .search(nil)])
        #expect(analytics.names == ["deep_link_opened"])
    }

    /// A home link needs only a settled app: it opens signed out, where a search link waits.
    @Test func eachRouteSaysWhatItsLinkNeeds() {
        #expect(ShopRoute.home.need.states == [.signedOut, .signedIn])
        #expect(ShopRoute.search(nil).need.name == "sign-in")
    }

    /// The search intent as the article shows it, which the source must hold, line for line.
    static let searchIntent = #"""
        struct SearchShopIntent: AppIntents.AppIntent {
            static var title: LocalizedStringResource { "Search the Shop" }
            static var openAppWhenRun: Bool { true }
            #if compiler(>=6.2) && canImport(AppIntents, _version: 300)
                @available(iOS 26.0, macOS 26.0, *)
                static var supportedModes: IntentModes { .foreground(.deferred) }
            #endif

            @Parameter(title: "Search for")
            var q: String?
            @Dependency private var entries: EntryInbox

            /// What it opens, as the table reads it.
            var entry: IncomingEntry {
                let values: [String: String?] = ["q": q.map { "\($0)" }]
                return .intent(name: "SearchShop", values: values.compactMapValues { $0 })
            }

            func perform() async throws -> some IntentResult {
                try await entries.open(entry)
                #if compiler(>=6.2) && canImport(AppIntents, _version: 300)
                    if #available(iOS 26.0, macOS 26.0, *),
                        systemContext.currentMode.canContinueInForeground
                    {
                        try await continueInForeground(alwaysConfirm: false)
                    }
                #endif
                return .result()
            }
        }

        #if compiler(>=6.2) && canImport(AppIntents, _version: 300) && os(iOS)
            /// The window that shows `search` takes it, else a new one.
            @available(iOS 26.0, *)
            extension SearchShopIntent: AppIntents.TargetContentProvidingIntent {
                var contentIdentifier: String { "search" }
            }
        #endif
        """#

    /// `text`'s lines with their indentation trimmed, one string.
    static func trimmedLines(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: "\n")
    }
}
