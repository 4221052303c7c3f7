import Routing
import RoutingScenes
import RoutingTesting
import RoutingTools
import TestSupport
import Testing

/// A restoration-only pattern: its screen comes back after a relaunch, but no link from
/// outside the app opens it, and the hosts file does not list it. (That no entry of the gate
/// opens it either: `EntryGateTests`.)
@Suite struct RestorationOnlyTests {
    enum CheckoutRoute: Route {
        case cart, payment
        case step(String)
    }

    static let payment = RestorationFixture.pattern("checkout/payment", CheckoutRoute.payment)
        .restorationOnly()

    static func table() throws -> DeepLinkTable<CheckoutRoute> {
        var table = DeepLinkTable<CheckoutRoute>(
            scheme: "shop", universalLinkHosts: ["shop.example"])
        try table.register(RestorationFixture.pattern("cart", .cart))
        try table.register(payment)
        return table
    }

    @Test(arguments: ["shop://checkout/payment", "https://shop.example/checkout/payment"])
    func aLinkFromOutsideIsRefused(_ link: String) throws {
        let table = try Self.table()
        #expect(
            throws: RoutingError(.noMatch, reason: "'checkout/payment' opens only saved navigation")
        ) {
            try table.resolve(link)
        }
    }

    @Test func savedNavigationKeepsItsScreen() async throws {
        let table = try Self.table()
        #expect(try table.url(for: .payment) == "shop://checkout/payment")
        let restoration = NavigationRestoration(
            storage: InMemorySceneStorage(), links: table, analytics: RecordingAnalytics()
        ) { _ in true }
        let saved = try Navigation<CheckoutRoute>(root: .cart).applying([.push(.payment)])
        try restoration.save(saved, for: SceneID(1), user: "u-1")

        let restored = await restoration.restore(
            SceneID(1), for: "u-1", onto: Navigation(root: .cart))

        #expect(restored.navigation == saved)
        #expect(restored.dropped.isEmpty)
    }

    @Test func theHostsFileLeavesItOut() throws {
        let file = try Self.table().appSiteAssociation(
            host: "shop.example", appIDs: ["ABCDE12345.com.example.shop"])
        let claims = file.applinks.details[0].components.filter { $0.exclude == nil }
        #expect(claims.map(\.comment) == ["cart"])
    }

    /// From outside, the table answers as if the pattern were not there.
    @Test func aPublicPatternOfLowerPriorityAnswersFromOutside() throws {
        var table = try Self.table()
        try table.register(
            RestorationFixture.pattern(
                "checkout/<step>", { .step(try $0.string("step")) },
                { if case .step(let step) = $0 { ["step": step] } else { nil } }))
        #expect(try table.resolve("shop://checkout/payment").route == .step("payment"))
    }

    @Test func liftingKeepsItRestorationOnly() {
        #expect(Self.payment.isRestorationOnly)
        #expect(Self.payment.map({ $0 }, reverse: { $0 }).isRestorationOnly)
        #expect(!RestorationFixture.pattern("cart", CheckoutRoute.cart).isRestorationOnly)
    }
}
