import Analytics
import AppStateMachine
import Routing
import RoutingTesting
import Testing

// The code of `Routing.docc/BuildingAnApp.md`, in the order the article gives it: the app's
// declarations at the top level, as the article writes them, then the article's snippets run
// in order by `BuildingAnAppTests`, with the outcomes their comments state, and the article's
// own test. `Scripts/docs` checks that every block of the article appears here.

enum Session: KindProviding, CaseIterable {
    case launching, signedOut, signedIn
}

enum SessionIntent: KindProviding, CaseIterable {
    case foundNoSession, foundSession, signIn, signOut
}

extension Session {
    /// Where each intent leads: a launch finds a session or none, then the user signs in
    /// and out.
    static func table() throws -> TransitionTable<Session, SessionIntent> {
        try TransitionTable(
            initial: .launching,
            transitions: [
                Transition(from: .launching, on: .foundNoSession, to: .signedOut),
                Transition(from: .launching, on: .foundSession, to: .signedIn),
                Transition(from: .signedOut, on: .signIn, to: .signedIn),
                Transition(from: .signedIn, on: .signOut, to: .signedOut),
            ])
    }
}

enum RecipeRoute: Route {
    case recipes
    case recipe(id: Int)
    case newRecipe
    case account
}

/// The new recipe's screen: while its title holds text, its sheet is guarded.
@MainActor final class NewRecipeModel {
    let sheet: Router<RecipeRoute>
    private(set) var title = ""

    init(sheet: Router<RecipeRoute>) {
        self.sheet = sheet
    }

    func type(_ text: String) {
        title = text
        if title.isEmpty {
            sheet.unguard()
        } else {
            sheet.guard(with: Self.discard) { [weak self] in self?.title = "" }
        }
    }

    static let discard = DialogState<GuardAction>.confirmationDialog(
        "Discard this recipe?",
        buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
}

extension RecipeRoute {
    /// The app's links: each route's pattern, and where its link lands.
    static func links() throws -> DeepLinkTable<RecipeRoute> {
        var links = DeepLinkTable<RecipeRoute>(scheme: "recipes")
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
        return links
    }

    /// What a link to the route needs: the account opens once the app knows whether someone
    /// is signed in; every other screen waits for sign-in.
    var need: LinkNeed<Session> {
        self == .account
            ? LinkNeed("a settled app", in: [.signedOut, .signedIn])
            : LinkNeed("sign-in", in: [.signedIn])
    }
}

/// The app: the session, the scene's navigation, the links and restoration, each made
/// once from what the app is given, all telling the same events.
@MainActor final class RecipesApp {
    let events: NavigationEvents
    let session: StateMachine<Session, SessionIntent>
    let navigator: Navigator<RecipeRoute>
    let gate: DeepLinkGate<RecipeRoute, Session, SessionIntent>
    let restoration: NavigationRestoration<RecipeRoute>

    init(
        storage: any SceneStateStorage, analytics: any AnalyticsClient,
        recipeExists: @escaping @Sendable (Int) async -> Bool
    ) throws {
        let (links, events) = (try RecipeRoute.links(), NavigationEvents())
        let session = StateMachine(
            initial: .launching, table: try Session.table(), analytics: analytics,
            events: events)
        let navigator = try Navigator<RecipeRoute>(
            tabs: [.recipes, .account], links: links, events: events)
        gate = DeepLinkGate(
            links: links, following: session, clock: ContinuousClock(), analytics: analytics,
            events: events, needs: { $0.route.need }, forgetting: { $0.intent == .signOut },
            show: { match, _ in
                navigator.open(match.route)
                return true
            })
        restoration = NavigationRestoration(storage: storage, links: links, analytics: analytics) {
            route in
            guard case .recipe(let id) = route else { return true }
            return await recipeExists(id)
        }
        (self.events, self.session, self.navigator) = (events, session, navigator)
    }

    /// Keeps what the scene shows: when the scene goes inactive.
    func save(for user: String) throws {
        try restoration.save(navigator.state, for: SceneID(1), user: user)
    }

    /// Shows what the scene showed when the user left it: once the user is signed in.
    func restore(for user: String) async {
        let result = await restoration.restore(SceneID(1), for: user, onto: navigator.state)
        if let saved = result.navigation { navigator.apply(.restore(saved)) }
    }
}

/// The article's snippets, run in order, each followed by what its comments state.
@Suite @MainActor struct BuildingAnAppTests {
    @Test func eachPieceRunsInTheOrderTheAppNeedsIt() async throws {
        let session = StateMachine(
            initial: .launching, table: try Session.table(), analytics: NoopAnalytics())
        session.send(.foundNoSession)
        let accepted = session.send(.signOut)
        // session.state == .signedOut, accepted == false: nobody was signed in
        #expect(session.state == .signedOut)
        #expect(accepted == false)
        #expect(try Session.table().check().isEmpty)

        let navigator = try Navigator<RecipeRoute>(tabs: [.recipes, .account])
        navigator.router(for: .recipes)?.push(.recipe(id: 42))
        navigator.selectedTab = .account
        navigator.apply(.tap(.recipes))
        // navigator.treeDescription ==
        //     """
        //     recipes (selected)
        //       stack: recipes > recipe(id: 42)
        //     account
        //       stack: account
        //     """
        #expect(
            navigator.treeDescription == """
                recipes (selected)
                  stack: recipes > recipe(id: 42)
                account
                  stack: account
                """)

        let sheet = navigator.topRouter.present(
            .newRecipe, sizing: SheetSizing(detents: [.medium, .large]))
        let model = NewRecipeModel(sheet: sheet)
        model.type("Lemon tart")
        navigator.apply(.tap(.recipes))  // the tab tapped again: the guard asks
        sheet.choose(sheet.dialog!.buttons[0])  // Discard
        // model.title == "", sheet.isClosed
        // navigator.router(for: .recipes)?.stack == [.recipes]
        #expect(model.title == "")
        #expect(sheet.isClosed)
        #expect(navigator.router(for: .recipes)?.stack == [.recipes])

        let links = try RecipeRoute.links()
        let scene = try Navigator<RecipeRoute>(tabs: [.recipes, .account], links: links)
        let gate = DeepLinkGate(
            links: links, following: session, clock: ContinuousClock(), analytics: NoopAnalytics(),
            needs: { $0.route.need }, forgetting: { $0.intent == .signOut },
            show: { match, _ in
                scene.open(match.route)
                return true
            })
        try gate.open(.link("recipes://recipes/42"))  // nobody is signed in: it waits
        session.send(.signIn)
        // scene.router(for: .recipes)?.stack == [.recipes, .recipe(id: 42)]
        #expect(scene.router(for: .recipes)?.stack == [.recipes, .recipe(id: 42)])
        #expect(gate.pending == nil)

        let storage = InMemorySceneStorage()  // an app: FileSceneStorage, from RoutingLive
        let restoration = NavigationRestoration<RecipeRoute>(
            storage: storage, links: links, analytics: NoopAnalytics()
        ) { route in
            route != .recipe(id: 7)  // does the recipe still exist? An app asks its backend.
        }
        scene.router(for: .recipes)?.push(.recipe(id: 7))
        try restoration.save(scene.state, for: SceneID(1), user: "u-17")

        let relaunched = try Navigator<RecipeRoute>(tabs: [.recipes, .account], links: links)
        let result = await restoration.restore(SceneID(1), for: "u-17", onto: relaunched.state)
        if let saved = result.navigation { relaunched.apply(.restore(saved)) }
        // relaunched.router(for: .recipes)?.stack == [.recipes, .recipe(id: 42)]
        #expect(relaunched.router(for: .recipes)?.stack == [.recipes, .recipe(id: 42)])
        #expect(result.dropped.map(\.path) == ["tabs[0].stack[2]"])
    }

    @Test func theAppTellsEveryChangeAsAnEvent() throws {
        let app = try RecipesApp(
            storage: InMemorySceneStorage(), analytics: NoopAnalytics(), recipeExists: { $0 != 7 })
        var log: [String] = []
        let logging = app.events.observe { event in log.append(event.description) }
        app.session.send(.foundNoSession)
        try app.gate.open(.link("recipes://recipes/new"))
        app.session.send(.signIn)
        logging.cancel()
        // log == [
        //     "transition launching -> signedOut (foundNoSession)",
        //     "deep link deferred: recipes/new (needs sign-in)",
        //     "transition signedOut -> signedIn (signIn)",
        //     "present newRecipe as sheet",
        //     "resize newRecipe to medium",
        //     "deep link replayed: recipes/new",
        // ]
        #expect(
            log == [
                "transition launching -> signedOut (foundNoSession)",
                "deep link deferred: recipes/new (needs sign-in)",
                "transition signedOut -> signedIn (signIn)",
                "present newRecipe as sheet",
                "resize newRecipe to medium",
                "deep link replayed: recipes/new",
            ])
    }
}

@MainActor @Test func aLinkWaitsForSignInThenTheSceneComesBackAsItWas() async throws {
    let storage = InMemorySceneStorage()
    let app = try RecipesApp(
        storage: storage, analytics: NoopAnalytics(), recipeExists: { _ in true })
    let navigation = NavigationRecorder(app.events, kinds: [.navigation, .deepLink])
    app.session.send(.foundNoSession)
    try app.gate.open(.link("recipes://recipes/42"))
    navigation.expect(
        .deepLink(outcome: "deferred", pattern: "recipes/<int:id>", detail: "needs sign-in"))

    app.session.send(.signIn)
    navigation.expect(
        .setPath(["recipe(id: 42)"]),
        .deepLink(outcome: "replayed", pattern: "recipes/<int:id>", detail: nil))
    try app.save(for: "u-17")

    let relaunched = try RecipesApp(
        storage: storage, analytics: NoopAnalytics(), recipeExists: { _ in true })
    await relaunched.restore(for: "u-17")
    #expect(relaunched.navigator.state == app.navigator.state)
}
