import Foundation
import Routing

/// A shop's routes, one per kind of placeholder an entry point fills.
enum ShopEntryRoute: Route {
    case home
    case cart
    case order(id: Int)
    case search(query: String, page: Int?)
    case file(String)
    case user(UUID)
    case payment
}

/// The shop's patterns, table and entry points, shared by the entry tests.
enum EntryFixtures {
    static let home = DeepLinkPattern<ShopEntryRoute>(
        "", route: .home)
    static let cart = DeepLinkPattern<ShopEntryRoute>(
        "cart", route: .cart)
    static let order = DeepLinkPattern<ShopEntryRoute>(
        "orders/<int:id>",
        route: { .order(id: try $0.int("id")) },
        parameters: { if case .order(let id) = $0 { ["id": id] } else { nil } })
    static let search = DeepLinkPattern<ShopEntryRoute>(
        "search?q=<q>&page=<int:page>?",
        route: { .search(query: try $0.string("q"), page: try $0.optional("page")) },
        parameters: {
            if case .search(let q, let page) = $0 { ["q": q, "page": page] } else { nil }
        })
    static let file = DeepLinkPattern<ShopEntryRoute>(
        "files/<path:rest>", route: { .file(try $0.path("rest")) },
        parameters: { if case .file(let path) = $0 { ["rest": path] } else { nil } })
    static let user = DeepLinkPattern<ShopEntryRoute>(
        "users/<uuid:id>", route: { .user(try $0.uuid("id")) },
        parameters: { if case .user(let id) = $0 { ["id": id] } else { nil } })
    static let payment = DeepLinkPattern<ShopEntryRoute>(
        "checkout/payment", route: .payment
    ).restorationOnly()

    static let activityType = "com.example.shop.screen"

    /// The links: `shop://` and `https://shop.example/` (unless `host` is `nil`), every pattern
    /// above, the shop's activity type, and no entry point.
    static func links(host: String? = "shop.example") throws -> DeepLinkTable<ShopEntryRoute> {
        var links = DeepLinkTable<ShopEntryRoute>(
            scheme: "shop", universalLinkHosts: host.map { [$0] } ?? [],
            activityType: activityType)
        for pattern in [home, cart, order, search, file, user, payment] {
            try links.register(pattern)
        }
        return links
    }

    /// The shop's entry points: a notification by field and one by placeholder name, a quick
    /// action, an intent on an entity and two with parameters, one of them a shortcut.
    static let points: [EntryPoint] = [
        .notification("order.shipped", opens: order, fields: ["id": "order"]),
        .notification("order.updated", opens: order),
        .quickAction("cart", title: "Cart", opens: cart),
        .intent(EntryPoint.Intent("OpenOrder", title: "Open Order", entity: "Order"), opens: order),
        .intent(
            EntryPoint.Intent(
                "SearchShop", title: "Search the \"Shop\"", parameters: ["q": "Search for"],
                shortcut: EntryPoint.Shortcut(
                    phrases: ["Search {app}", "Find in {app}"], shortTitle: "Search",
                    systemImage: "magnifyingglass")),
            opens: search),
        .intent(EntryPoint.Intent("OpenFile", title: "Open File"), opens: file),
    ]

    /// ``links(host:)`` with ``points``.
    static func entries(host: String? = "shop.example") throws -> DeepLinkTable<ShopEntryRoute> {
        var links = try links(host: host)
        for point in points {
            try links.register(point)
        }
        return links
    }
}
