import Analytics
import AppStateMachine
import Routing
import RoutingScenes
import RoutingTesting
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The recipes app of `BuildingAnApp.md` with the author's page of `AddingAScreen.md` added,
/// apart from the article's own copy: the three files the page touches, as it shows them,
/// and the rest of the route file as `BuildingAnApp.md` writes it. `Scripts/docs` checks that
/// every block of the page appears here.
enum AddingAScreenApp {
    enum RecipeRoute: Route {
        case recipes
        case recipe(id: Int)
        case newRecipe
        case account
        case author(id: Int)
    }

    /// An author's page: the recipes they wrote, each opening its own page.
    @MainActor final class AuthorModel {
        let id: Int
        let router: Router<RecipeRoute>

        init(id: Int, router: Router<RecipeRoute>) {
            self.id = id
            self.router = router
        }

        func open(recipe: Int) {
            router.push(.recipe(id: recipe))
        }
    }

    #if canImport(SwiftUI)
        /// What each route shows.
        struct RecipeScreen: View {
            let route: RecipeRoute

            var body: some View {
                switch route {
                case .recipes: Text("Recipes")
                case .recipe(let id): Text("Recipe \(id)")
                case .newRecipe: Text("New recipe")
                case .account: Text("Account")
                case .author(let id): Text("Author \(id)")
                }
            }
        }
    #endif
}

/// The rest of `RecipeRoute.swift`, as `BuildingAnApp.md` writes it, with the author's pattern.
extension AddingAScreenApp.RecipeRoute {
    static func links() throws -> DeepLinkTable<AddingAScreenApp.RecipeRoute> {
        var links = DeepLinkTable<AddingAScreenApp.RecipeRoute>(scheme: "recipes")
        try links.register(
            DeepLinkPattern(
                "recipes", landing: .tab(.recipes),
                route: .recipes))
        try links.register(
            DeepLinkPattern(
                "recipes/<int:id>", landing: .tab(.recipes),
                route: { .recipe(id: try $0.int("id")) },
                parameters: { if case .recipe(let id) = $0 { ["id": id] } else { nil } }))
        try links.register(
            DeepLinkPattern(
                "recipes/new",
                landing: .layer(over: .recipes, sizing: SheetSizing(detents: [.medium, .large])),
                route: .newRecipe))
        try links.register(
            DeepLinkPattern(
                "account", landing: .tab(.account),
                route: .account))
        try links.register(
            DeepLinkPattern(
                "authors/<int:id>", landing: .tab(.recipes),
                route: { .author(id: try $0.int("id")) },
                parameters: { if case .author(let id) = $0 { ["id": id] } else { nil } }))
        return links
    }

    var need: LinkNeed<Session> {
        self == .account
            ? LinkNeed("a settled app", in: [.signedOut, .signedIn])
            : LinkNeed("sign-in", in: [.signedIn])
    }
}

extension AddingAScreenApp {
    /// What the page says follows from the three files, with no more code.
    @Suite @MainActor struct AddingAScreenTests {
        @Test func theNewScreenOpensByItsLinkAndNavigates() throws {
            let links = try RecipeRoute.links()
            let scene = try Navigator<RecipeRoute>(tabs: [.recipes, .account], links: links)
            scene.open(try links.resolve("recipes://authors/7").route)
            let author = AuthorModel(id: 7, router: scene.router(for: .recipes)!)
            author.open(recipe: 42)
            // scene.router(for: .recipes)?.stack == [.recipes, .author(id: 7), .recipe(id: 42)]
            // try links.url(for: .author(id: 7)) == "recipes://authors/7"
            #expect(
                scene.router(for: .recipes)?.stack == [.recipes, .author(id: 7), .recipe(id: 42)])
            #expect(try links.url(for: .author(id: 7)) == "recipes://authors/7")
        }

        /// The gate lets its link in as it does every screen's but the account: after sign-in.
        @Test func itsLinkWaitsForSignInWithNothingAdded() throws {
            let links = try RecipeRoute.links()
            let scene = try Navigator<RecipeRoute>(tabs: [.recipes, .account], links: links)
            let session = StateMachine(
                initial: .launching, table: try Session.table(), analytics: NoopAnalytics())
            session.send(.foundNoSession)
            let gate = DeepLinkGate(
                links: links, following: session, clock: ContinuousClock(),
                analytics: NoopAnalytics(), needs: { $0.route.need },
                show: { match, _ in
                    scene.open(match.route)
                    return true
                })
            let decision = try gate.open(.link("recipes://authors/7"))
            #expect(decision.outcome == .deferred(needs: "sign-in"))
            session.send(.signIn)
            #expect(scene.router(for: .recipes)?.stack == [.recipes, .author(id: 7)])
        }

        /// It is saved as its link and comes back, events naming it as the tree does.
        @Test func itIsRestoredAndNamedWithNothingAdded() async throws {
            let (links, storage, events) = (
                try RecipeRoute.links(), InMemorySceneStorage(), NavigationEvents()
            )
            let restoration = NavigationRestoration<RecipeRoute>(
                storage: storage, links: links, analytics: NoopAnalytics()
            ) { _ in true }
            let scene = try Navigator<RecipeRoute>(
                tabs: [.recipes, .account], links: links, events: events)
            let navigation = NavigationRecorder(events)
            scene.open(.author(id: 7))
            navigation.expect(.setPath(["author(id: 7)"]))
            try restoration.save(scene.state, for: SceneID(1), user: "u-1")
            let saved = String(decoding: try #require(storage.load(SceneID(1))), as: UTF8.self)
            #expect(saved.contains("recipes://authors/7"))

            let relaunched = try Navigator<RecipeRoute>(tabs: [.recipes, .account], links: links)
            let result = await restoration.restore(SceneID(1), for: "u-1", onto: relaunched.state)
            if let saved = result.navigation { relaunched.apply(.restore(saved)) }
            #expect(relaunched.treeDescription.contains("stack: recipes > author(id: 7)"))
            #expect(result.dropped.isEmpty)
        }

        /// A link cannot land under a route with a value: the landing's path is fixed.
        @Test func aLandingPathIsFixed() throws {
            let landing = LinkLanding<RecipeRoute>.tab(.recipes, path: [.recipe(id: 42)])
            let commands = landing.commands(
                for: .author(id: 7), in: try Navigation(tabs: [.recipes]))
            #expect(commands.last == .setPath([.recipe(id: 42), .author(id: 7)]))
        }
    }
}
