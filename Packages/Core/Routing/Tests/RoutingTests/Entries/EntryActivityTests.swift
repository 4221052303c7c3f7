import Routing
import Testing

/// A screen's user activity is made from its link, and continuing it opens that link again.
@Suite struct EntryActivityTests {
    @Test func aScreensActivityCarriesItsLinkAndWebPage() throws {
        let entries = try EntryFixtures.entries()
        let activity = try #require(
            try entries.activity(for: .order(id: 42), title: "Order 42", target: "orders"))
        #expect(activity.type == EntryFixtures.activityType)
        #expect(activity.title == "Order 42")
        #expect(activity.link == "shop://orders/42")
        #expect(activity.webpageURL == "https://shop.example/orders/42")
        #expect(activity.userInfo == ["link": "shop://orders/42"])
        #expect(activity.targetContentIdentifier == "orders")
    }

    @Test(arguments: [
        ShopEntryRoute.home, .cart, .order(id: 7), .search(query: "blue car", page: 2),
        .file("a/b c"),
    ])
    func continuingAnActivityOpensTheSameRoute(route: ShopEntryRoute) throws {
        let entries = try EntryFixtures.entries()
        let activity = try #require(try entries.activity(for: route, title: "Shop"))
        #expect(try entries.resolve(try entries.link(for: activity.entry)).route == route)
        // On a device without the app, the web page opens the same route once it has it.
        let page = try #require(activity.webpageURL)
        #expect(try entries.resolve(page).route == route)
    }

    @Test func withoutAUniversalLinkHostThereIsNoWebPage() throws {
        let entries = try EntryFixtures.entries(host: nil)
        let activity = try #require(try entries.activity(for: .cart, title: "Cart"))
        #expect(activity.webpageURL == nil)
        #expect(activity.link == "shop://cart")
    }

    @Test func aRestorationOnlyScreenOffersNoActivity() throws {
        #expect(try EntryFixtures.entries().activity(for: .payment, title: "Payment") == nil)
    }

    @Test func aRouteWithoutALinkIsRefused() throws {
        var entries = DeepLinkTable<ShopEntryRoute>(
            scheme: "shop", activityType: EntryFixtures.activityType)
        try entries.register(EntryFixtures.cart)
        #expect(
            thrownDeepLinkCode { _ = try entries.activity(for: .home, title: "Home") }
                == .unroutable)
    }
}
