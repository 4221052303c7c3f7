import Routing
import Synchronization
import Testing

/// A route that names its pattern by a number: `page/<n>` routes of many pages.
struct KeyedPageRoute: DeepLinkKeyed {
    let page: Int
    let number: Int

    var deepLinkKey: Int { page }
}

/// A route type whose key is its case.
enum KeyedShelfRoute: DeepLinkKeyed {
    case home
    case shelf(Int)
    case book(shelf: Int, title: String)

    enum DeepLinkKey { case home, shelf, book }

    var deepLinkKey: DeepLinkKey {
        switch self {
        case .home: .home
        case .shelf: .shelf
        case .book: .book
        }
    }
}

/// The pages whose reverse closures were asked about a route, in order.
private final class Asked: Sendable {
    let pages = Mutex<[Int]>([])
}

@Suite struct DeepLinkKeyedTests {
    /// `p<page>/<int:number>` for page `page`, keyed by it or not; its reverse closure records
    /// each route it is asked about in `asked`.
    private static func pagePattern(
        _ page: Int, keyed: Bool, asked: Asked? = nil
    ) -> DeepLinkPattern<KeyedPageRoute> {
        let route: @Sendable (DeepLinkParameters) throws -> KeyedPageRoute = {
            KeyedPageRoute(page: page, number: try $0.int("number"))
        }
        let parameters: @Sendable (KeyedPageRoute) -> DeepLinkParameters? = { route in
            asked?.pages.withLock { $0.append(page) }
            return route.page == page ? ["number": route.number] : nil
        }
        return keyed
            ? DeepLinkPattern(
                "p\(page)/<int:number>", key: page, route: route, parameters: parameters)
            : DeepLinkPattern("p\(page)/<int:number>", route: route, parameters: parameters)
    }

    private static let shelfPatterns: [DeepLinkPattern<KeyedShelfRoute>] = [
        DeepLinkPattern(
            "", key: .home, route: .home),
        DeepLinkPattern(
            "shelves/<int:shelf>", key: .shelf, route: { .shelf(try $0.int("shelf")) },
            parameters: { if case .shelf(let shelf) = $0 { ["shelf": shelf] } else { nil } }),
        DeepLinkPattern(
            "shelves/<int:shelf>/<title>", key: .book,
            route: { .book(shelf: try $0.int("shelf"), title: try $0.string("title")) },
            parameters: {
                if case .book(let shelf, let title) = $0 {
                    ["shelf": shelf, "title": title]
                } else {
                    nil
                }
            }),
    ]

    @Test(arguments: [
        (KeyedShelfRoute.home, "shelf://"),
        (.shelf(3), "shelf://shelves/3"),
        (.book(shelf: 3, title: "War and Peace"), "shelf://shelves/3/War%20and%20Peace"),
    ])
    func givesTheCanonicalURLThroughTheRoutesKey(_ route: KeyedShelfRoute, _ url: String) throws {
        var table = DeepLinkTable<KeyedShelfRoute>(scheme: "shelf")
        for pattern in Self.shelfPatterns { try table.register(pattern) }
        #expect(try table.url(for: route) == url)
        #expect(try table.resolve(url).route == route)
    }

    @Test func asksOnlyThePatternsOfTheRoutesKeyAndThoseWithoutOne() throws {
        let asked = Asked()
        var table = DeepLinkTable<KeyedPageRoute>(scheme: "rootswitch")
        for page in 0..<300 {
            try table.register(Self.pagePattern(page, keyed: page != 100, asked: asked))
        }
        #expect(try table.url(for: KeyedPageRoute(page: 250, number: 7)) == "rootswitch://p250/7")
        // The unkeyed pattern registered first is asked first; no other keyed pattern is asked.
        #expect(asked.pages.withLock { $0 } == [100, 250])
    }

    @Test func scansEveryPatternWhenNoneHasAKey() throws {
        let asked = Asked()
        var table = DeepLinkTable<KeyedPageRoute>(scheme: "rootswitch")
        for page in 0..<50 {
            try table.register(Self.pagePattern(page, keyed: false, asked: asked))
        }
        #expect(try table.url(for: KeyedPageRoute(page: 49, number: 1)) == "rootswitch://p49/1")
        #expect(asked.pages.withLock { $0 } == Array(0..<50))
    }

    @Test func theFirstRegisteredPatternWinsWhetherKeyedOrNot() throws {
        var table = DeepLinkTable<KeyedPageRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern(
                "old/<int:number>",
                route: { KeyedPageRoute(page: 5, number: try $0.int("number")) },
                parameters: { $0.page == 5 ? ["number": $0.number] : nil }))
        try table.register(Self.pagePattern(5, keyed: true))
        #expect(try table.url(for: KeyedPageRoute(page: 5, number: 2)) == "rootswitch://old/2")
        #expect(try table.resolve("rootswitch://p5/2").route == KeyedPageRoute(page: 5, number: 2))
    }

    @Test func aRouteWhoseKeyNoPatternDeclaresIsUnroutable() throws {
        var table = DeepLinkTable<KeyedPageRoute>(scheme: "rootswitch")
        for page in 0..<10 { try table.register(Self.pagePattern(page, keyed: true)) }
        #expect(
            thrownDeepLinkCode { _ = try table.url(for: KeyedPageRoute(page: 10, number: 1)) }
                == .unroutable)
    }

    @Test func aKeyedPatternLiftedIntoAnotherRouteTypeIsTriedForEveryRoute() throws {
        var table = DeepLinkTable<DeepLinkTestAppRoute>(scheme: "shelf")
        for pattern in Self.shelfPatterns {
            try table.register(
                pattern.map({ _ in .signIn }, reverse: { $0 == .signIn ? .shelf(1) : nil }))
        }
        #expect(try table.url(for: .signIn) == "shelf://shelves/1")
    }
}
