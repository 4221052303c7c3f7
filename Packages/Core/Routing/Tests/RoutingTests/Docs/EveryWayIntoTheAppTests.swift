import Routing
import TestSupport
import Testing

/// The code of `Routing.docc/EveryWayIntoTheApp.md`, with the outcomes the article states
/// (`Scripts/docs` checks that every code block of the article appears here).
@MainActor @Suite struct EveryWayIntoTheAppTests {
    enum ShopRoute: Route {
        case search(String?)
    }

    let analytics = RecordingAnalytics()

    @Test func onePatternServesALinkANotificationAQuickActionAndAnIntent() throws {
        let analytics = analytics
        let searchPattern = DeepLinkPattern<ShopRoute>(
            "search?q=<q>?", requirement: .signedIn,
            route: { parameters in .search(try parameters.optional("q")) },
            parameters: { route in
                guard case .search(let query) = route else { return nil }
                return ["q": query]
            })
        var links = DeepLinkTable<ShopRoute>(scheme: "shop", universalLinkHosts: ["shop.example"])
        try links.register(searchPattern)

        var entries = EntryTable(
            links: links, activityType: "com.example.shop.screen",
            universalLinkHost: "shop.example")
        try entries.register(.notification("deal", opens: searchPattern, fields: ["q": "product"]))
        try entries.register(.quickAction("search", title: "Search", opens: searchPattern))
        try entries.register(
            .intent(
                EntryIntent(
                    "SearchShop", title: "Search the Shop", parameters: ["q": "Search for"],
                    shortcut: EntryShortcut(
                        phrases: ["Search {app}"], shortTitle: "Search",
                        systemImage: "magnifyingglass")),
                opens: searchPattern))

        var shown: [ShopRoute] = []
        let show = { (match: DeepLinkMatch<ShopRoute>) -> Bool in
            shown.append(match.route)
            return true
        }
        let gate = DeepLinkGate<ShopRoute>(
            access: .ready, clock: ContinuousClock(), analytics: analytics)
        try gate.open("shop://search?q=tea", in: links, show: show)
        try gate.open(
            .notification(category: "deal", payload: ["product": "tea"]), in: entries, show: show)
        try gate.open(.quickAction(type: "search"), in: entries, show: show)
        try gate.open(.intent(name: "SearchShop", values: ["q": "tea"]), in: entries, show: show)
        // shown == [.search("tea"), .search("tea"), .search(nil), .search("tea")]
        #expect(shown == [.search("tea"), .search("tea"), .search(nil), .search("tea")])

        let waiting = DeepLinkGate<ShopRoute>(
            access: .signedOut, clock: ContinuousClock(), analytics: analytics)
        let decision = try waiting.open(
            .notification(category: "deal", payload: ["product": "tea"]), in: entries, show: show)
        // decision.description == "deep link deferred: shop://search?q=tea (needs sign-in)"
        #expect(decision.description == "deep link deferred: shop://search?q=tea (needs sign-in)")

        var refusal: RoutingError?
        do {
            try gate.open(.quickAction(type: "wishlist"), in: entries, show: show)
        } catch {
            refusal = error
        }
        // refusal?.code == .unknownEntry
        #expect(refusal?.code == .unknownEntry)
        #expect(analytics.events.last == .deepLinkRefused(reason: "unknown_entry"))

        let activity = try entries.activity(for: .search("tea"), title: "Search: tea")
        // activity?.link == "shop://search?q=tea"
        // activity?.webpageURL == "https://shop.example/search?q=tea"
        let continued = try entries.link(for: activity!.entry)
        // continued == "shop://search?q=tea"
        #expect(activity?.link == "shop://search?q=tea")
        #expect(activity?.webpageURL == "https://shop.example/search?q=tea")
        #expect(continued == "shop://search?q=tea")

        let source = try AppIntentsSource(
            entries: entries, opener: "EntryInbox", imports: ["ShopUI"], shortcuts: "ShopShortcuts")
        let text = source.text  // App Intents types, inside #if canImport(AppIntents)
        #expect(Self.trimmedLines(text).contains(Self.trimmedLines(Self.searchIntent)))
    }

    /// The search intent as the article shows it, which the source must hold, line for line.
    static let searchIntent = #"""
        struct SearchShopIntent: AppIntents.AppIntent {
            static var title: LocalizedStringResource { "Search the Shop" }
            static var openAppWhenRun: Bool { true }

            @Parameter(title: "Search for")
            var q: String?
            @Dependency private var entries: EntryInbox

            func perform() async throws -> some IntentResult {
                let values: [String: String?] = ["q": q.map { "\($0)" }]
                try await entries.open(
                    .intent(name: "SearchShop", values: values.compactMapValues { $0 }))
                return .result()
            }
        }
        """#

    /// `text`'s lines with their indentation trimmed, one string.
    static func trimmedLines(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: "\n")
    }
}
