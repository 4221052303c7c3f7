import Analytics
import AppStateMachine
import Routing
import RoutingScenes
import RoutingTesting
import Testing

// The code of `Routing.docc/BuildingAnApp.md`, in the order the article gives it: the app's
// declarations at the top level, as the article writes them, then the article's snippets run
// in order by `BuildingAnAppTests`, with the outcomes their comments state, and the article's
// own test. `Scripts/docs` checks that every block of the article appears here.

enum Session: KindProviding, CaseIterable, Sendable {
    case launching, signedOut, signedIn
}

enum SessionIntent: KindProviding, CaseIterable, Sendable {
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
    private(set) var navigator: Navigator<RecipeRoute>
    let restoration: NavigationRestoration<RecipeRoute>
    private let links: DeepLinkTable<RecipeRoute>
    private let analytics: any AnalyticsClient
    /// Whether the signed-in user's scene is restored: until then, a link waits for it.
    private var isRestored = false

    /// Lets each link in as the session allows; a signed-in user's once their scene is
    /// restored, which would otherwise replace it. Lazy, so that `show` may capture the app.
    private(set) lazy var gate = DeepLinkGate(
        links: links, following: session, clock: ContinuousClock(), analytics: analytics,
        events: events, needs: { $0.route.need }, forgetting: { $0.intent == .signOut },
        show: { [weak self] match, _ in
            guard let self else { return false }
            if session.state == .signedIn, !isRestored { return nil }  // it waits
            navigator.open(match.route)
            return true
        })

    init(
        storage: any SceneStateStorage, analytics: any AnalyticsClient,
        recipeExists: @escaping @Sendable (Int) async -> Bool
    ) throws {
        let (links, events) = (try RecipeRoute.links(), NavigationEvents())
        session = StateMachine(
            initial: .launching, table: try Session.table(), analytics: analytics,
            events: events)
        navigator = try Navigator(tabs: [.recipes, .account], links: links, events: events)
        restoration = NavigationRestoration(storage: storage, links: links, analytics: analytics) {
            route in
            guard case .recipe(let id) = route else { return true }
            return await recipeExists(id)
        }
        (self.links, self.events, self.analytics) = (links, events, analytics)
    }

    /// Keeps what the scene shows: when the scene goes inactive.
    func save(for user: String) throws {
        try restoration.save(navigator.state, for: SceneID(1), user: user)
    }

    /// Shows what the scene showed when the user left it, once the user is signed in, then
    /// the link that waited for them.
    func restore(for user: String) async {
        let result = await restoration.restore(SceneID(1), for: user, onto: navigator.state)
        if let saved = result.navigation { navigator.apply(.restore(saved)) }
        isRestored = true
        gate.openWaitingLink()
    }
}

extension RecipesApp {
    /// Ends the session and gives the next user a new scene, to restore for them; the last
    /// user's goes as it is, asking no guard.
    func signOut() throws {
        guard session.send(.signOut) else { return }
        navigator = try Navigator(tabs: navigator.tabs, links: links, events: events)
        isRestored = false
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

        let app = try RecipesApp(
            storage: storage, analytics: NoopAnalytics(), recipeExists: { $0 != 7 })
        var log: [String] = []
        let logging = app.events.observe { event in log.append(event.description) }
        app.session.send(.foundNoSession)
        try app.gate.open(.link("recipes://recipes/new"))
        app.session.send(.signIn)  // the link waits for the scene
        await app.restore(for: "u-17")
        logging.cancel()
        // log == [
        //     "transition launching -> signedOut (foundNoSession)",
        //     "deep link deferred: recipes/new (needs sign-in)",
        //     "transition signedOut -> signedIn (signIn)",
        //     "restore [recipes > recipe(id: 42)]",
        //     "restore [account]",
        //     "pop to recipes",
        //     "present newRecipe as sheet",
        //     "resize newRecipe to medium",
        //     "deep link replayed: recipes/new",
        // ]
        #expect(
            log == [
                "transition launching -> signedOut (foundNoSession)",
                "deep link deferred: recipes/new (needs sign-in)",
                "transition signedOut -> signedIn (signIn)",
                "restore [recipes > recipe(id: 42)]",
                "restore [account]",
                "pop to recipes",
                "present newRecipe as sheet",
                "resize newRecipe to medium",
                "deep link replayed: recipes/new",
            ])

        let linked = app.navigator.topRouter  // the sheet the link presented
        let draft = NewRecipeModel(sheet: linked)
        draft.type("Pea soup")
        // linked.stack == [.newRecipe], linked.isGuarded
        try app.save(for: "u-17")
        #expect(linked.stack == [.newRecipe])
        #expect(linked.isGuarded)

        let next = try RecipesApp(
            storage: storage, analytics: NoopAnalytics(), recipeExists: { _ in true })
        next.session.send(.foundSession)
        await next.restore(for: "u-17")
        // next.navigator.topRouter.stack == [.newRecipe], next.navigator.topRouter.isGuarded == false
        #expect(next.navigator.topRouter.stack == [.newRecipe])
        #expect(next.navigator.topRouter.isGuarded == false)
        #expect(next.navigator.topRouter.sizing == linked.sizing)
        let remade = NewRecipeModel(sheet: next.navigator.topRouter)
        remade.type("Leek pie")  // guarded again
        #expect(remade.sheet.isGuarded)

        try next.signOut()
        // no dialog asked: remade.sheet.dialog == nil
        // next.navigator.treeDescription ==
        //     """
        //     recipes (selected)
        //       stack: recipes
        //     account
        //       stack: account
        //     """
        #expect(remade.sheet.dialog == nil)
        #expect(
            next.navigator.treeDescription == """
                recipes (selected)
                  stack: recipes
                account
                  stack: account
                """)
    }

    /// What the article says of signing out: the session's end changes no navigation, and a
    /// reset of the old navigator in place meets the sheet's guard, which asks.
    @Test func aResetInPlaceWouldAskTheGuard() async throws {
        let (app, sheet, model) = try await Self.signedInWithADraft()
        app.session.send(.signOut)
        #expect(app.navigator.topRouter.stack == [.newRecipe])

        let blank = try Navigator<RecipeRoute>(tabs: [.recipes, .account]).state
        app.navigator.apply(.restore(blank))
        #expect(sheet.dialog?.title == "Discard this recipe?")
        #expect(!sheet.isClosed)
        #expect(model.title == "Pea soup")
    }

    /// What the article says of the gate's `opened`: the link went to the navigator, whose
    /// guard may still ask; after Keep editing nothing moved, and the events tell the answer.
    @Test func anOpenedLinkMayStillBeHeldByAGuard() async throws {
        let (app, sheet, model) = try await Self.signedInWithADraft()
        let navigation = NavigationRecorder(app.events, kinds: [.navigation, .deepLink])
        let decision = try app.gate.open(.link("recipes://account"))
        #expect(decision.outcome == .opened)
        sheet.choose(try #require(sheet.dialog).buttons[1])  // Keep editing
        #expect(app.navigator.selectedTab == .recipes)
        #expect(!sheet.isClosed)
        #expect(model.title == "Pea soup")
        navigation.expect(
            .showDialog(title: "Discard this recipe?"),
            .deepLink(outcome: "opened", pattern: "account", detail: nil),
            .closeDialog(title: "Discard this recipe?", answer: "Keep editing"))
    }

    /// A signed-in app, its scene restored, with a new recipe's sheet holding a draft (guarded).
    private static func signedInWithADraft() async throws -> (
        app: RecipesApp, sheet: Router<RecipeRoute>, model: NewRecipeModel
    ) {
        let app = try RecipesApp(
            storage: InMemorySceneStorage(), analytics: NoopAnalytics(),
            recipeExists: { _ in true })
        app.session.send(.foundSession)
        await app.restore(for: "u-17")
        let sheet = app.navigator.topRouter.present(.newRecipe)
        let model = NewRecipeModel(sheet: sheet)
        model.type("Pea soup")
        return (app, sheet, model)
    }
}

@MainActor @Test func aLinkThatWaitedForSignInLandsOnTheRestoredScene() async throws {
    let storage = InMemorySceneStorage()
    let before = try RecipesApp(
        storage: storage, analytics: NoopAnalytics(), recipeExists: { _ in true })
    before.session.send(.foundSession)
    await before.restore(for: "u-17")
    before.navigator.router(for: .recipes)?.push(.recipe(id: 42))
    try before.save(for: "u-17")

    let app = try RecipesApp(
        storage: storage, analytics: NoopAnalytics(), recipeExists: { _ in true })
    let navigation = NavigationRecorder(app.events, kinds: [.navigation, .deepLink])
    try app.gate.open(.link("recipes://recipes/9"))  // still launching: it waits
    app.session.send(.foundSession)  // signed in: it waits for the scene
    navigation.expect(
        .deepLink(outcome: "deferred", pattern: "recipes/<int:id>", detail: "needs sign-in"))

    await app.restore(for: "u-17")
    navigation.expect(
        .restore(stack: ["recipes", "recipe(id: 42)"]),
        .restore(stack: ["account"]),
        .setPath(["recipe(id: 9)"]),
        .deepLink(outcome: "replayed", pattern: "recipes/<int:id>", detail: nil))
    #expect(app.navigator.router(for: .recipes)?.stack == [.recipes, .recipe(id: 9)])
}
