import Analytics
import Foundation
import Routing
import RoutingLive
import RoutingTesting
import TestSupport
import Testing

/// The examples in the doc comments of deep links, restoration, events and errors, each
/// verbatim (`Scripts/docs` checks it) in the context it assumes, with what it states.
@Suite @MainActor struct DocCommentDeepLinkTests {
    enum MainRoute: Route {
        case home
        case item(id: Int)
    }

    enum ShopRoute: Route {
        case home, cart, payment
    }

    enum AppRoute: Route {
        case main(MainRoute)
        case auth(AuthRoute)

        var auth: AuthRoute? { if case .auth(let route) = self { route } else { nil } }
    }

    static let itemPattern = DeepLinkPattern<MainRoute>(
        "items/<int:id>",
        route: { p in .item(id: try p.int("id")) },
        parameters: { route in
            guard case .item(let id) = route else { return nil }
            return ["id": id]
        }
    )

    @Test func aTableResolvesAndWritesLinks() throws {
        let itemPattern = Self.itemPattern
        var table = DeepLinkTable<MainRoute>(
            scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
        try table.register(itemPattern)
        let match = try table.resolve("rootswitch://items/42")  // match.route == .item(id: 42)
        let url = try table.url(for: .item(id: 42))  // "rootswitch://items/42"
        #expect(match.route == .item(id: 42))
        #expect(url == "rootswitch://items/42")

        let file = try table.appSiteAssociation(
            host: "rootswitch.example", appIDs: ["ABCDE12345.dev.rootswitch.app"])
        // file.applinks.details[0].components.last?.path == "/items/?*"
        #expect(file.applinks.details[0].components.last?.path == "/items/?*")
    }

    @Test func aTableServesItsHostsFile() throws {
        var links = DeepLinkTable<ShopRoute>(scheme: "shop", universalLinkHosts: ["shop.example"])
        try links.register(RestorationFixture.pattern("cart", .cart))
        let file = try links.appSiteAssociation(
            host: "shop.example", appIDs: ["ABCDE12345.com.example.shop"])
        // Serve it at https://shop.example/.well-known/apple-app-site-association.
        let json = try file.json()
        #expect(String(decoding: json, as: UTF8.self).contains("/cart"))
    }

    @Test func aConverterIsRegisteredBeforeItsPatterns() throws {
        var table = DeepLinkTable<ShopRoute>(scheme: "shop")
        let slug = DeepLinkConverter<String>(
            name: "slug",
            parse: { $0.allSatisfy { $0.isLetter || $0 == "-" } ? $0 : nil },
            format: { $0 }
        )
        try table.register(slug)
        try table.register(RestorationFixture.pattern("pages/<slug:s>", .cart))
        #expect(try table.resolve("shop://pages/blue-shoes").route == .cart)
    }

    @Test func aPatternReadsAndWritesItsParameters() throws {
        let itemPattern = DeepLinkPattern<MainRoute>(
            "items/<int:id>",
            requirement: .signedIn,
            route: { p in .item(id: try p.int("id")) },
            parameters: { route in
                guard case .item(let id) = route else { return nil }
                return ["id": id]
            }
        )
        let mainPattern = itemPattern
        let appPattern = mainPattern.map(AppRoute.main) { route in
            guard case .main(let main) = route else { return nil }
            return main
        }
        var table = DeepLinkTable<AppRoute>(scheme: "rootswitch")
        try table.register(appPattern)
        #expect(try table.resolve("rootswitch://items/7").route == .main(.item(id: 7)))
        #expect(try table.resolve("rootswitch://items/7").requirement == .signedIn)
    }

    @Test func aPaymentStepIsRestorationOnly() throws {
        let payment = DeepLinkPattern<ShopRoute>(
            "checkout/payment", route: { _ in .payment }, parameters: { $0 == .payment ? [:] : nil }
        ).restorationOnly()
        var table = DeepLinkTable<ShopRoute>(scheme: "shop")
        try table.register(payment)
        #expect(try table.url(for: .payment) == "shop://checkout/payment")
        #expect(throws: RoutingError.self) { try table.resolve("shop://checkout/payment") }
    }

    @Test func aKeyedRouteFindsItsPatternByKey() throws {
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

        let itemPattern = DeepLinkPattern<ShopRoute>(
            "items/<int:id>", key: .item,
            route: { p in .item(id: try p.int("id")) },
            parameters: { route in
                guard case .item(let id) = route else { return nil }
                return ["id": id]
            }
        )
        var table = DeepLinkTable<ShopRoute>(scheme: "shop")
        try table.register(itemPattern)
        #expect(try table.url(for: .item(id: 3)) == "shop://items/3")
    }

    @Test func aRefusedLinkSaysWhyByCode() throws {
        let table = DeepLinkTable<ShopRoute>(scheme: "shop")
        do {
            _ = try table.resolve("ftp://items/1")
        } catch {
            print(error.code)  // unsupported_scheme
        }
        #expect(throws: RoutingError.self) { try table.resolve("ftp://items/1") }
    }

    @Test func aGateDecidesAndReportsEachLink() throws {
        var table = DeepLinkTable<AppRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern(
                "items/<int:id>", requirement: .signedIn,
                route: { .main(.item(id: try $0.int("id"))) }, parameters: { _ in nil }))
        let analytics = RecordingAnalytics()
        var logged: [String] = []
        func log(_ line: String) { logged.append(line) }
        let coordinator = Coordinator()
        let url = "rootswitch://items/42"
        let gate = DeepLinkGate<AppRoute>(clock: ContinuousClock(), analytics: analytics) {
            log($0.description)  // "deep link deferred: rootswitch://items/42 (needs sign-in)"
        }
        try gate.open(url, in: table) { match in coordinator.show(match) }
        gate.update(access: .ready) { match in coordinator.show(match) }
        #expect(
            logged == [
                "deep link deferred: rootswitch://items/42 (needs sign-in)",
                "deep link replayed: rootswitch://items/42",
            ])
        #expect(coordinator.shown == [.main(.item(id: 42))])

        let decision = DeepLinkDecision<AppRoute>(
            url: url,
            match: DeepLinkMatch(
                route: .main(.item(id: 42)), template: "items/<int:id>", requirement: .signedIn),
            outcome: .deferred)
        let line = decision.description
        // line == "deep link deferred: rootswitch://items/42 (needs sign-in)"
        let event = decision.analyticsEvent  // deep_link_deferred, with pattern and requirement
        #expect(line == "deep link deferred: rootswitch://items/42 (needs sign-in)")
        #expect(event.name == "deep_link_deferred")
    }

    /// Shows what a gate lets through.
    @MainActor final class Coordinator {
        var shown: [AppRoute] = []

        func show(_ match: DeepLinkMatch<AppRoute>) -> Bool {
            shown.append(match.route)
            return true
        }
    }

    @Test func eventsGoToALogger() {
        let events = NavigationEvents()
        let logger = Logger()
        let logging = events.observe([.navigation, .deepLink]) { event in
            logger.info("\(event)")  // "push item(id: 42)", "deep link opened: items/<int:id>"
        }
        Router<MainRoute>(root: .home, events: events).push(.item(id: 42))
        logging.cancel()
        #expect(logger.lines == ["push item(id: 42)"])
    }

    @Test func aPublisherIsSubscribedOnce() {
        let logger = Logger()
        let events = NavigationEvents()
        let router = Router<ShopRoute>(root: .home, events: events)
        let logging = events.observe { event in logger.info("\(event)") }
        router.push(.cart)  // logs "push cart"
        logging.cancel()
        #expect(logger.lines == ["push cart"])
    }

    @Test func aFeatureDeclaresItsLinksOnItsType() throws {
        var table = DeepLinkTable<AppRoute>(scheme: "rootswitch")
        let (dependencies, store) = ("the backend", SessionStore())
        let auth = AuthFeature(dependencies)
        for pattern in AuthFeature.deepLinks {
            try table.register(pattern.map(AppRoute.auth, reverse: \.auth))
        }
        let coordinator = auth.makeCoordinator(start: .intro) { session in store.save(session) }
        coordinator("s-1")
        #expect(store.sessions == ["s-1"])
        #expect(try table.resolve("rootswitch://signin").route == .auth(.signIn))
    }

    enum AuthRoute: String, Route, CustomStringConvertible {
        case intro
        case signIn = "signin"

        var description: String { "/\(rawValue)" }
    }

    /// A feature as small as the protocol allows: one link, a "coordinator" that signs in.
    @MainActor final class AuthFeature: FeatureAPI {
        typealias FeatureRoute = AuthRoute

        static var deepLinks: [DeepLinkPattern<AuthRoute>] {
            [RestorationFixture.pattern(AuthRoute.signIn.rawValue, AuthRoute.signIn)]
        }

        init(_ dependencies: String) {}

        func makeCoordinator(start: AuthRoute, onSignedIn: @escaping (String) -> Void)
            -> (String) -> Void
        { onSignedIn }
    }

    /// Keeps the sessions it is given.
    @MainActor final class SessionStore {
        var sessions: [String] = []

        func save(_ session: String) { sessions.append(session) }
    }

    /// Keeps what it is told.
    @MainActor final class Logger {
        var lines: [String] = []

        func info(_ line: String) { lines.append(line) }
    }
}
