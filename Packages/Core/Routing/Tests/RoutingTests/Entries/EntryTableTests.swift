import Routing
import Testing

/// Every way into the app becomes a link of the one table: by the link it carries, or by an
/// entry point that fills its pattern.
@Suite struct EntryTableTests {
    @Test(arguments: [
        // A payload or a user activity that carries a link opens it as it is.
        (
            IncomingEntry.notification(category: "", payload: ["link": "shop://cart"]),
            "shop://cart"
        ),
        (
            .notification(category: "order.shipped", payload: ["link": "shop://orders/1"]),
            "shop://orders/1"
        ),
        (
            .activity(
                type: IncomingEntry.browsingWeb, webpageURL: "https://shop.example/orders/2",
                userInfo: [:]),
            "https://shop.example/orders/2"
        ),
        (
            .activity(
                type: EntryFixtures.activityType, webpageURL: nil,
                userInfo: ["link": "shop://orders/3"]),
            "shop://orders/3"
        ),
        (.spotlight(identifier: "shop://orders/4"), "shop://orders/4"),
        // A category fills its pattern from the payload: by the field it names, or by the
        // placeholder's own name.
        (.notification(category: "order.shipped", payload: ["order": "5"]), "shop://orders/5"),
        (
            .notification(category: "order.updated", payload: ["id": "6", "x": "y"]),
            "shop://orders/6"
        ),
        (.quickAction(type: "cart"), "shop://cart"),
        (.intent(name: "OpenOrder", values: ["id": "7"]), "shop://orders/7"),
        (.intent(name: "SearchShop", values: ["q": "blue car"]), "shop://search?q=blue%20car"),
        (
            .intent(name: "SearchShop", values: ["q": "a&b", "page": "2"]),
            "shop://search?q=a%26b&page=2"
        ),
        (.intent(name: "OpenFile", values: ["rest": "a/b c"]), "shop://files/a/b%20c"),
    ])
    func anEntryBecomesALink(entry: IncomingEntry, link: String) throws {
        let entries = try EntryFixtures.entries()
        #expect(try entries.link(for: entry) == link)
    }

    @Test func theLinkAnEntryPointWritesOpensItsPattern() throws {
        let entries = try EntryFixtures.entries()
        let opened: [(IncomingEntry, ShopEntryRoute)] = [
            (.notification(category: "order.shipped", payload: ["order": "5"]), .order(id: 5)),
            (.quickAction(type: "cart"), .cart),
            (
                .intent(name: "SearchShop", values: ["q": "a&b", "page": "2"]),
                .search(query: "a&b", page: 2)
            ),
            (.intent(name: "OpenFile", values: ["rest": "a/b c"]), .file("a/b c")),
        ]
        for (entry, route) in opened {
            #expect(try entries.resolve(try entries.link(for: entry)).route == route)
        }
    }

    @Test(arguments: [
        (IncomingEntry.notification(category: "", payload: [:]), RoutingError.Code.unknownEntry),
        (.notification(category: "order.lost", payload: ["order": "5"]), .unknownEntry),
        (.notification(category: "order.shipped", payload: ["id": "5"]), .incompleteEntry),
        (
            .activity(type: "com.other.app", webpageURL: nil, userInfo: ["link": "shop://cart"]),
            .unknownEntry
        ),
        (
            .activity(type: IncomingEntry.browsingWeb, webpageURL: nil, userInfo: [:]),
            .incompleteEntry
        ),
        (
            .activity(type: EntryFixtures.activityType, webpageURL: nil, userInfo: [:]),
            .incompleteEntry
        ),
        (
            .activity(type: EntryFixtures.activityType, webpageURL: nil, userInfo: ["link": ""]),
            .incompleteEntry
        ),
        (.spotlight(identifier: ""), .incompleteEntry),
        (.quickAction(type: "orders"), .unknownEntry),
        (.intent(name: "OpenCart", values: [:]), .unknownEntry),
        (.intent(name: "SearchShop", values: ["page": "2"]), .incompleteEntry),
        // A value its placeholder's type does not read: refused as the link would be.
        (.intent(name: "SearchShop", values: ["q": "tea", "page": "x"]), .unconvertibleValue),
    ])
    func anEntryWithoutItsLinkIsRefused(entry: IncomingEntry, code: RoutingError.Code) throws {
        let entries = try EntryFixtures.entries()
        #expect(throws: RoutingError.self) { try entries.link(for: entry) }
        #expect(thrownDeepLinkCode { _ = try entries.link(for: entry) } == code)
    }

    @Test(arguments: [
        // Never from outside: a restoration-only pattern.
        EntryPoint.quickAction("pay", title: "Pay", opens: EntryFixtures.payment),
        // One name, one entry point.
        .quickAction("cart", title: "Basket", opens: EntryFixtures.cart),
        .notification("order.shipped", opens: EntryFixtures.order),
        // A field of no placeholder.
        .notification("order.sent", opens: EntryFixtures.order, fields: ["order": "id"]),
        // A quick action gives no values.
        .quickAction("order", title: "Order", opens: EntryFixtures.order),
        // An intent's parameter of no placeholder (what App Intents refuses of an intent,
        // AppIntentsSource does: IntentDeclarationTests).
        .intent(
            EntryPoint.Intent("Find", title: "Find", parameters: ["query": "Q"]),
            opens: EntryFixtures.search),
        // A pattern the table does not have.
        .quickAction(
            "wishlist", title: "Wishlist",
            opens: DeepLinkPattern<ShopEntryRoute>(
                "wishlist", route: { _ in .home }, parameters: { _ in nil })),
    ])
    func anImpossibleEntryPointIsRefused(point: EntryPoint) throws {
        var entries = try EntryFixtures.entries()
        let before = entries.entryPoints
        #expect(thrownDeepLinkCode { try entries.register(point) } == .invalidEntryPoint)
        #expect(entries.entryPoints == before)
    }

    @Test func aReducedEntryKeepsOnlyWhatMakesItsLink() throws {
        let entries = try EntryFixtures.entries()
        let payload = ["order": "5", "body": "Your order shipped", "x": "y"]
        #expect(
            entries.reduced(.notification(category: "order.shipped", payload: payload))
                == .notification(category: "order.shipped", payload: ["order": "5"]))
        #expect(
            entries.reduced(
                .notification(category: "", payload: ["link": "shop://cart", "x": "y"]))
                == .notification(category: "", payload: ["link": "shop://cart"]))
        #expect(
            entries.reduced(.notification(category: "order.lost", payload: payload))
                == .notification(category: "order.lost", payload: [:]))
        #expect(
            entries.reduced(
                .activity(
                    type: EntryFixtures.activityType, webpageURL: "https://shop.example/cart",
                    userInfo: ["link": "shop://cart", "draft": "secret"]))
                == .activity(
                    type: EntryFixtures.activityType, webpageURL: nil,
                    userInfo: ["link": "shop://cart"]))
        #expect(
            entries.reduced(.intent(name: "SearchShop", values: ["q": "tea", "mood": "x"]))
                == .intent(name: "SearchShop", values: ["q": "tea"]))
    }

    @Test(arguments: [
        IncomingEntry.notification(category: "order.shipped", payload: ["order": "5", "x": "y"]),
        .notification(category: "order.shipped", payload: ["id": "5"]),
        .notification(category: "nope", payload: ["order": "5"]),
        .activity(
            type: IncomingEntry.browsingWeb, webpageURL: "https://shop.example/cart",
            userInfo: ["a": "b"]),
        .activity(type: EntryFixtures.activityType, webpageURL: "https://x", userInfo: ["a": "b"]),
        .activity(type: "other", webpageURL: nil, userInfo: ["link": "shop://cart"]),
        .spotlight(identifier: "shop://cart"),
        .quickAction(type: "cart"),
        .intent(name: "SearchShop", values: ["q": "tea", "page": "2", "x": "y"]),
        .intent(name: "SearchShop", values: ["x": "y"]),
    ])
    func aReducedEntryOpensWhatTheEntryOpens(entry: IncomingEntry) throws {
        let entries = try EntryFixtures.entries()
        let reduced = entries.reduced(entry)
        #expect((try? entries.link(for: reduced)) == (try? entries.link(for: entry)))
        #expect(
            thrownDeepLinkCode { _ = try entries.link(for: reduced) }
                == thrownDeepLinkCode { _ = try entries.link(for: entry) })
    }

    @Test func entryPointsKeepTheirOrder() throws {
        #expect(try EntryFixtures.entries().entryPoints == EntryFixtures.points)
    }

    @Test func aPayloadGivesItsTextValues() {
        let info: [AnyHashable: Any] = [
            "item": 42, "name": "tea", "price": 2.5, "new": true, "aps": ["badge": 1],
            "tags": ["a"], 7: "seven",
        ]
        #expect(
            IncomingEntry.texts(of: info)
                == ["item": "42", "name": "tea", "price": "2.5", "new": "true"])
    }

    @Test func anEntryDescribesItselfInOneLine() {
        #expect(
            IncomingEntry.notification(category: "order.shipped", payload: ["b": "2", "a": "1"])
                .description == "notification order.shipped a=1 b=2")
        #expect(
            IncomingEntry.activity(
                type: IncomingEntry.browsingWeb, webpageURL: "https://shop.example/cart",
                userInfo: [:]
            ).description == "activity NSUserActivityTypeBrowsingWeb https://shop.example/cart")
        #expect(
            IncomingEntry.notification(category: "", payload: [:]).description == "notification")
        #expect(IncomingEntry.quickAction(type: "cart").kind == "quickAction")
    }
}
