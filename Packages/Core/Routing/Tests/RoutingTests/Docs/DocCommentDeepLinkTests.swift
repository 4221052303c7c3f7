import Analytics
import Foundation
import Routing
import RoutingLive
import RoutingScenes
import RoutingTesting
import RoutingTools
import TestSupport
import Testing

/// The examples in the doc comments of deep links, entry points, the apple-app-site-association
/// file, features and restoration, each verbatim (`Scripts/docs` checks it) in the context it
/// assumes, with what it states.
@Suite @MainActor struct DocCommentDeepLinkTests {
    typealias ShopRoute = ShopEntryRoute

    let orderPattern = EntryFixtures.order
    let cartPattern = EntryFixtures.cart
    let analytics = RecordingAnalytics()

    enum MainRoute: Route {
        case home, search
        case item(id: Int)
    }

    enum AppRoute: Route {
        case main(MainRoute)
    }

    @Test func aPatternLandsInItsTabAndATableResolvesItBothWays() throws {
        let itemPattern = DeepLinkPattern<MainRoute>(
            "items/<int:id>",
            landing: .tab(.home),
            route: { p in .item(id: try p.int("id")) },
            parameters: { route in
                guard case .item(let id) = route else { return nil }
                return ["id": id]
            }
        )
        #expect(itemPattern.landing == .tab(.home))

        var table = DeepLinkTable<MainRoute>(
            scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
        try table.register(itemPattern)
        let match = try table.resolve("rootswitch://items/42")  // match.route == .item(id: 42)
        let url = try table.url(for: .item(id: 42))  // "rootswitch://items/42"
        #expect(match.route == .item(id: 42))
        #expect(url == "rootswitch://items/42")

        let mainPattern = itemPattern
        let appPattern = mainPattern.map(AppRoute.main) { route in
            guard case .main(let main) = route else { return nil }
            return main
        }
        var app = DeepLinkTable<AppRoute>(scheme: "rootswitch")
        try app.register(appPattern)
        #expect(try app.resolve("rootswitch://items/7").route == .main(.item(id: 7)))
        #expect(appPattern.landing == .tab(.main(.home)))
    }

    @Test func aPatternOfOneRouteWithoutValuesWritesAndReadsIt() throws {
        let cart = DeepLinkPattern<ShopRoute>("cart", landing: .tab(.cart), route: .cart)
        var table = DeepLinkTable<ShopRoute>(scheme: "shop")
        try table.register(cart)
        #expect(try table.url(for: .cart) == "shop://cart")
        #expect(try table.resolve("shop://cart").route == .cart)
        #expect(table.landing(of: .cart) == .tab(.cart))
        #expect(throws: RoutingError.self) { try table.url(for: .home) }
    }

    @Test func aRestorationOnlyPatternOpensNoLink() throws {
        let payment = DeepLinkPattern<ShopRoute>("checkout/payment", route: .payment)
            .restorationOnly()
        var table = DeepLinkTable<ShopRoute>(scheme: "shop")
        try table.register(payment)
        #expect(try table.url(for: .payment) == "shop://checkout/payment")
        let error = #expect(throws: RoutingError.self) {
            try table.resolve("shop://checkout/payment")
        }
        #expect(error?.code == .noMatch)
    }

    /// The route type of `DeepLinkKeyed`'s example.
    enum Keyed {
        enum ShopRoute: DeepLinkKeyed {
            case home
            case item(id: Int)

            enum DeepLinkKey { case home, item }
            var deepLinkKey: DeepLinkKey {
                switch self {
                case .home: .home
                case .item: .item
                }
            }
        }
    }

    @Test func aKeyedRouteIsWrittenByItsKeysPattern() throws {
        var table = DeepLinkTable<Keyed.ShopRoute>(scheme: "shop")
        try table.register(
            DeepLinkPattern(
                "items/<int:id>", key: .item, route: { .item(id: try $0.int("id")) },
                parameters: { if case .item(let id) = $0 { ["id": id] } else { nil } }))
        try table.register(
            DeepLinkPattern("", key: .home, route: { _ in .home }, parameters: { _ in [:] }))
        #expect(try table.url(for: .item(id: 3)) == "shop://items/3")
        #expect(try table.url(for: .home) == "shop://")
    }

    @Test func aConverterTypesAPlaceholder() throws {
        enum BlogRoute: Route { case post(String) }
        var table = DeepLinkTable<BlogRoute>(scheme: "blog")
        let slug = DeepLinkConverter<String>(
            name: "slug",
            parse: { $0.allSatisfy { $0.isLetter || $0 == "-" } ? $0 : nil },
            format: { $0 }
        )
        try table.register(slug)
        try table.register(
            DeepLinkPattern(
                "posts/<slug:s>", route: { .post(try $0.value("s")) },
                parameters: { if case .post(let s) = $0 { ["s": s] } else { nil } }))
        #expect(try table.resolve("blog://posts/hello-world").route == .post("hello-world"))
        let error = #expect(throws: RoutingError.self) { try table.resolve("blog://posts/42") }
        #expect(error?.code == .unconvertibleValue)
    }

    @Test func theFileAndTheMatcherAgree() throws {
        var links = DeepLinkTable<ShopRoute>(scheme: "shop", universalLinkHosts: ["shop.example"])
        try links.register(orderPattern)
        let file = try links.appSiteAssociation(
            host: "shop.example", appIDs: ["ABCDE12345.com.example.shop"])
        // Serve it at https://shop.example/.well-known/apple-app-site-association.
        let json = try file.json()
        #expect(String(decoding: json, as: UTF8.self).contains("\"/\" : \"/orders/?*\""))

        let matcher = try AppleLinkMatcher(json: try file.json())
        // matcher.opens("https://shop.example/orders/42", in: "ABCDE12345.com.example.shop") == true
        let disagreements = matcher.disagreements(
            with: links, host: "shop.example", appID: "ABCDE12345.com.example.shop",
            paths: ["/orders/42", "/orders/x"])
        // disagreements == ["/orders/x"]: the file claims it, the table refuses its value
        #expect(matcher.opens("https://shop.example/orders/42", in: "ABCDE12345.com.example.shop"))
        #expect(!matcher.opens("https://shop.example/items/42", in: "ABCDE12345.com.example.shop"))
        #expect(disagreements == ["/orders/x"])
    }

    @Test func everyWayInIsALinkOfTheOneTable() throws {
        let orderPattern = orderPattern
        let cartPattern = cartPattern
        var table = DeepLinkTable<ShopRoute>(
            scheme: "shop", universalLinkHosts: ["shop.example"],
            activityType: "com.example.shop.screen")
        try table.register(orderPattern)
        try table.register(
            .notification("order.shipped", opens: orderPattern, fields: ["id": "order"]))
        let link = try table.link(
            for: .notification(category: "order.shipped", payload: ["order": "7"]))
        // link == "shop://orders/7"
        #expect(link == "shop://orders/7")

        let points: [EntryPoint] = [
            .notification("order.shipped", opens: orderPattern, fields: ["id": "order"]),
            .quickAction("cart", title: "Cart", opens: cartPattern),
            .menuItem("Cart", key: EntryPoint.Key("2"), opens: cartPattern),
            .intent(
                EntryPoint.Intent("OpenOrder", title: "Open Order", entity: "Order"),
                opens: orderPattern),
        ]
        var links = try EntryFixtures.links()
        for point in points { try links.register(point) }
        #expect(try links.link(for: .quickAction(type: "cart")) == "shop://cart")
        #expect(try links.link(for: .menuItem(title: "Cart")) == "shop://cart")
        #expect(
            try links.link(for: .intent(name: "OpenOrder", values: ["id": "9"]))
                == "shop://orders/9")
    }

    @Test func anIntentIsDeclaredWithItsShortcut() throws {
        let search = EntryPoint.Intent(
            "SearchShop", title: "Search the Shop", parameters: ["q": "Search for"],
            shortcut: EntryPoint.Shortcut(
                phrases: ["Search {app}"], shortTitle: "Search", systemImage: "magnifyingglass"))
        var links = try EntryFixtures.links()
        try links.register(.intent(search, opens: EntryFixtures.search))
        #expect(
            try links.link(for: .intent(name: "SearchShop", values: ["q": "tea"]))
                == "shop://search?q=tea")

        let source = try AppIntentsSource(
            links: links, opener: "EntryInbox", imports: ["ShopUI"], shortcuts: "ShopShortcuts")
        // source.text begins "// Generated by AppIntentsSource"
        #expect(source.text.hasPrefix("// Generated by AppIntentsSource"))
        #expect(source.text.contains("struct SearchShopIntent: AppIntent"))
    }

    @Test func aPayloadIsReadAsText() {
        let payload = IncomingEntry.texts(of: ["item": 42, "aps": ["badge": 1]])
        // payload == ["item": "42"]
        #expect(payload == ["item": "42"])
    }

    // MARK: Features

    enum AuthRoute: Route, CustomStringConvertible {
        case intro, signIn

        var description: String { self == .intro ? "/intro" : "/sign-in" }
    }

    enum FeatureAppRoute: Route {
        case auth(AuthRoute)

        var auth: AuthRoute? {
            if case .auth(let route) = self { route } else { nil }
        }
    }

    /// A feature as `FeatureAPI`'s example assumes it: built from its dependencies, its
    /// coordinator made on a first screen and reporting a session upward.
    @MainActor struct AuthFeature: FeatureAPI {
        struct Dependencies {}

        static var deepLinks: [DeepLinkPattern<AuthRoute>] {
            [
                DeepLinkPattern(
                    "sign-in", route: .signIn)
            ]
        }

        init(_ dependencies: Dependencies) {}

        func makeCoordinator(
            start: AuthRoute, onSignedIn: @escaping @MainActor (String) -> Void
        ) -> Navigator<AuthRoute> {
            let navigator = Navigator(root: start, links: Self.links)
            onSignedIn("session-1")
            return navigator
        }
    }

    @MainActor final class Store {
        var saved: [String] = []

        func save(_ session: String) { saved.append(session) }
    }

    @Test func aFeatureDeclaresItsLinksOnItsType() throws {
        typealias AppRoute = FeatureAppRoute
        let (dependencies, store) = (AuthFeature.Dependencies(), Store())
        var table = DeepLinkTable<AppRoute>(scheme: "rootswitch")

        let auth = AuthFeature(dependencies)
        for pattern in AuthFeature.deepLinks {
            try table.register(pattern.map(AppRoute.auth, reverse: \.auth))
        }
        let coordinator = auth.makeCoordinator(start: .intro) { session in store.save(session) }

        #expect(try table.resolve("rootswitch://sign-in").route == .auth(.signIn))
        #expect(coordinator.router.stack == [.intro])
        #expect(store.saved == ["session-1"])
        #expect(AuthFeature.restorationPolicy == .longestValidPrefix)
    }

    // MARK: Restoration

    /// Whether an item still exists, as a backend would say.
    actor Catalog {
        let gone: Set<Int>

        init(gone: Set<Int>) { self.gone = gone }

        func stillExists(_ route: MainRoute) -> Bool {
            if case .item(let id) = route { !gone.contains(id) } else { true }
        }
    }

    struct User {
        let id: String
    }

    static func mainTable() throws -> DeepLinkTable<MainRoute> {
        var table = DeepLinkTable<MainRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern("home", route: .home))
        try table.register(
            DeepLinkPattern(
                "search", route: .search))
        try table.register(
            DeepLinkPattern(
                "items/<int:id>", landing: .tab(.home), route: { .item(id: try $0.int("id")) },
                parameters: { if case .item(let id) = $0 { ["id": id] } else { nil } }))
        return table
    }

    @Test func aSceneIsSavedAndRestoredOnAFile() async throws {
        let scenesDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("DocCommentDeepLinkTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scenesDirectory) }
        let (table, catalog) = (try Self.mainTable(), Catalog(gone: [7]))
        let (scene, user) = (SceneID(1), User(id: "u-17"))
        let navigator = try Navigator<MainRoute>(tabs: [.home, .search], links: table)
        navigator.apply([.push(.item(id: 42)), .push(.item(id: 7))])

        let restoration = NavigationRestoration<MainRoute>(
            storage: FileSceneStorage(directory: scenesDirectory), links: table,
            analytics: analytics
        ) { route in
            await catalog.stillExists(route)
        }
        try restoration.save(navigator.state, for: scene, user: user.id)
        let blank = try Navigation<MainRoute>(tabs: [.home, .search])
        let result = await restoration.restore(scene, for: user.id, onto: blank)
        if let saved = result.navigation { navigator.apply(.restore(saved)) }

        #expect(navigator.router(for: .home)?.stack == [.home, .item(id: 42)])
        #expect(
            result.dropped == [
                RestorationDrop("tabs[0].stack[2]", .invalid, entry: "rootswitch://items/7")
            ])
    }

    @Test func aPolicyKeepsEveryValidEntry() async throws {
        typealias ShopRoute = MainRoute
        let (links, deleted) = (try Self.mainTable(), Set<MainRoute>([.item(id: 7)]))
        let storage = InMemorySceneStorage()
        let navigator = Navigator<MainRoute>(root: .home)
        navigator.apply([.push(.item(id: 7)), .push(.item(id: 8))])

        // The saved pages do not depend on each other: keep every one still valid.
        let restoration = NavigationRestoration<ShopRoute>(
            storage: storage, links: links, analytics: analytics, policy: .everyValidEntry
        ) { route in !deleted.contains(route) }

        try restoration.save(navigator.state, for: SceneID(1), user: "u-1")
        let result = await restoration.restore(
            SceneID(1), for: "u-1", onto: Navigation(root: .home))
        #expect(result.navigation?.top.routes == [.home, .item(id: 8)])
    }

    @Test func aTestKeepsScenesInMemory() throws {
        typealias AppRoute = MainRoute
        let links = try Self.mainTable()
        let storage = InMemorySceneStorage()
        let restoration = NavigationRestoration<AppRoute>(
            storage: storage, links: links, analytics: analytics
        ) { _ in true }
        try restoration.save(Navigation(root: .home), for: SceneID(2), user: "u-1")
        #expect(storage.load(SceneID(2)) != nil)
    }

    @Test func anAppKeepsScenesInFiles() throws {
        let stateDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("DocCommentDeepLinkTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: stateDirectory) }
        let storage = FileSceneStorage(directory: stateDirectory.appendingPathComponent("scenes"))
        try storage.save(Data("{}".utf8), for: SceneID(1))
        #expect(try storage.load(SceneID(1)) == Data("{}".utf8))
    }

    @Test func aMenuItemsShortcutSaysItselfAsAMenuDoes() {
        let key = EntryPoint.Key("1")  // key.description == "⌘1"
        #expect(key.description == "⌘1")
    }
}
