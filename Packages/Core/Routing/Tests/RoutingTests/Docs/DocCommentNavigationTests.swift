import Analytics
import Foundation
import Observation
import Routing
import RoutingLive
import RoutingTesting
import TestSupport
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The examples in the doc comments of routers, dialogs, guards, tabs, the state machine,
/// scenes, restoration and the testing and live libraries, each verbatim (`Scripts/docs`
/// checks it) in the context it assumes, with what it states.
@Suite @MainActor struct DocCommentNavigationTests {
    enum ShopRoute: Route {
        case home, cart, addresses, newAddress, picker
        case item(Int)
    }

    struct Address: Hashable, Sendable {
        let street: String
    }

    struct Color: Hashable, Sendable {
        let name: String
    }

    enum ProfileAction { case signOut }

    /// Records what the examples' closures do.
    @MainActor final class Effects {
        var log: [String] = []

        func end() { log.append("end") }
        func ship(to address: Address) { log.append("ship to \(address.street)") }
        func validate() { log.append("validate") }
        func save(_ scene: SceneID) { log.append("save \(scene)") }
        func release() { log.append("release") }
    }

    @Test func aRouterPresentsAndDeliversResults() {
        let (cart, address) = (Effects(), Address(street: "1 Main Street"))
        var outcomes: [CloseOutcome<Address>] = []
        func log(_ outcome: CloseOutcome<Address>) { outcomes.append(outcome) }
        let router = Router<ShopRoute>(root: .home)
        router.push(.cart)
        router.onResult(Address.self, at: .cart) { address in cart.ship(to: address) }
        let sheet = router.present(.addresses, style: .sheet(ownStack: true)) {
            (outcome: CloseOutcome<Address>) in log(outcome)
        }
        sheet.push(.newAddress)
        sheet.terminate(address)  // the cart's handler gets it; the sheet pops to .addresses
        #expect(cart.log == ["ship to 1 Main Street"])
        #expect(sheet.stack == [.addresses])
        #expect(outcomes.isEmpty)
    }

    @Test func aSheetReportsHowItClosed() {
        let router = Router<ShopRoute>(root: .home)
        var applied: [Color] = []
        func apply(_ color: Color) { applied.append(color) }
        router.present(.picker, style: .sheet(ownStack: true)) { (outcome: CloseOutcome<Color>) in
            if case .finished(let color) = outcome { apply(color) }
        }
        router.presentedRouter?.terminate(Color(name: "teal"))
        #expect(applied == [Color(name: "teal")])
    }

    @Test func aDialogAsksAndAnswers() {
        let (router, session) = (Router<ShopRoute>(root: .home), Effects())
        enum ProfileAction { case signOut }
        let signOut = DialogState<ProfileAction>.confirmationDialog(
            "Sign out?", buttons: [.destructive("Sign out", action: .signOut), .cancel("Cancel")])
        router.show(signOut) { outcome in
            if case .action(.signOut) = outcome { session.end() }
        }
        router.choose(router.dialog!.buttons[0])
        router.show(signOut) { (outcome: DialogOutcome<ProfileAction>) in
            if case .action(.signOut) = outcome { session.end() }
        }
        router.choose(router.dialog!.buttons[1])
        #expect(session.log == ["end"])
        let buttons: [DialogButton<ProfileAction>] = [
            .destructive("Sign out", action: .signOut), .cancel("Cancel"),
        ]
        #expect(buttons.map(\.label) == ["Sign out", "Cancel"])
    }

    @Test func aGuardHoldsWhatWouldDiscardInput() {
        let router = Router<ShopRoute>(root: .home)
        router.push(.cart)
        router.guard(
            with: .confirmationDialog(
                "Discard changes?",
                buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")]))
        #expect(router.isGuarded)
        var draft = "3 items"
        router.guard(with: .discardDraft) { draft = "" }
        router.back()  // held: the dialog asks
        #expect(router.stack == [.home, .cart])
        router.choose(router.dialog!.buttons[0])
        #expect(router.stack == [.home])
        #expect(draft.isEmpty)
        router.whenUnguarded {
            router.popToRoot()
            router.push(.item(42))
        }
        #expect(router.stack == [.home, .item(42)])
    }

    @Test func tabsShowALink() throws {
        enum MainTab: String, Hashable, Sendable, Codable {
            case home, search
        }
        enum MainRoute: Route {
            case home
            case search(query: String)
            case item(Int)
        }
        let tabs = try TabRouter<MainTab, MainRoute>(tabs: [.home, .search]) { tab in
            tab == .home ? .home : .search(query: "")
        }
        tabs.show([.item(42)], in: .home)  // what a deep link does by default
        #expect(tabs.router(for: .home)?.stack == [.home, .item(42)])
    }

    @Test func aLifecycleReactsInOnePlace() throws {
        let (session, restoration, caches) = (Effects(), Effects(), Effects())
        let lifecycle = SceneLifecycle { event in
            switch event {
            case .appBecameActive: session.validate()
            case .sceneBecameInactive(let id): restoration.save(id)
            case .appEnteredBackground: caches.release()
            default: break
            }
        }
        try lifecycle.connect(SceneID(1))
        try lifecycle.setPhase(.active, for: SceneID(1))  // sceneBecameActive, appBecameActive
        #expect(session.log == ["validate"])
    }

    enum AppState: KindProviding {
        case loading
        case authenticated(String)
        case signIn

        enum Kind: Hashable, Sendable, CaseIterable { case loading, authenticated, signIn }

        var kind: Kind {
            switch self {
            case .loading: .loading
            case .authenticated: .authenticated
            case .signIn: .signIn
            }
        }
    }

    enum AppIntent: KindProviding {
        case sessionFound(String)
        case noSession

        enum Kind: Hashable, Sendable, CaseIterable { case sessionFound, noSession }

        var kind: Kind {
            switch self {
            case .sessionFound: .sessionFound
            case .noSession: .noSession
            }
        }
    }

    @Test func aMachineMovesAlongItsTable() throws {
        let user = "u-7"
        let analytics = RecordingAnalytics()
        let found = Transition<AppState.Kind, AppIntent.Kind>(
            from: .loading, on: .sessionFound, to: .authenticated)
        let table = try TransitionTable<AppState.Kind, AppIntent.Kind>(
            initial: .loading,
            transitions: [found, Transition(from: .loading, on: .noSession, to: .signIn)])
        let machine = StateMachine<AppState, AppIntent>(
            initial: AppState.loading, table: table, analytics: analytics,
            log: { print($0) }, onRejection: { assertionFailure($0.description) },
            build: { transition, state, intent in
                switch (transition.to, intent) {
                case (.authenticated, .sessionFound(let user)): .authenticated(user)
                default: .signIn
                }
            })
        machine.send(.sessionFound(user))
        #expect(machine.state.kind == .authenticated)
    }

    @Test func aTableDeclaresTheWayOut() throws {
        enum AppState { enum Kind: Hashable, Sendable, CaseIterable { case loading, main, signIn } }
        enum AppIntent {
            enum Kind: Hashable, Sendable, CaseIterable {
                case sessionFound, noSession, signOut, signedIn
            }
        }
        let table = try TransitionTable<AppState.Kind, AppIntent.Kind>(
            initial: .loading,
            transitions: [
                Transition(from: .loading, on: .sessionFound, to: .main),
                Transition(from: .loading, on: .noSession, to: .signIn),
                Transition(from: .main, on: .signOut, to: .signIn),
                Transition(from: .signIn, on: .signedIn, to: .main),
            ])
        #expect(table.check().isEmpty)
    }

    @Test func aStateNamesItsKind() {
        typealias User = String
        enum AppState: KindProviding {
            case loading
            case authenticated(User)
            enum Kind: Hashable, Sendable, CaseIterable { case loading, authenticated }
            var kind: Kind {
                switch self {
                case .loading: .loading
                case .authenticated: .authenticated
                }
            }
        }
        #expect(AppState.authenticated("u-1").kind == .authenticated)
    }

    @Test func workIsAwaitedNotSlept() async {
        let work = BackgroundWork()
        let (email, password) = ("demo@rootswitch.dev", "demo-password")
        work.start("sign-in") { await self.signIn(email, password) }
        await work.settle(.foreground)
        #expect(work.running.isEmpty)
    }

    func signIn(_ email: String, _ password: String) async {}

    @Test func aRecorderExpectsExactNavigation() {
        let events = NavigationEvents()
        let navigation = NavigationRecorder(events)
        let router = Router<ShopRoute>(root: .home, events: events)
        router.push(.cart)
        router.back()
        navigation.expect(.push(route: "cart"), .pop(to: "home"))
    }

    @Test func restorationKeepsWhatIsStillThere() async throws {
        enum MainTab: String, Hashable, Sendable, Codable {
            case home
            var root: MainRoute { .home }
        }
        enum MainRoute: Route {
            case home
            case item(Int)
        }
        struct User { let id: String }
        /// Which items still exist.
        actor Catalog {
            func stillExists(_ route: MainRoute) -> Bool { route != .item(7) }
        }
        let (catalog, user, scene) = (Catalog(), User(id: "u-1"), SceneID(1))
        let analytics = RecordingAnalytics()
        let scenesDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("doc-comment-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scenesDirectory) }
        var table = DeepLinkTable<MainRoute>(scheme: "rootswitch")
        try table.register(RestorationFixture.pattern("home", .home))
        try table.register(
            RestorationFixture.pattern(
                "items/<int:id>", { .item(try $0.int("id")) },
                { if case .item(let id) = $0 { ["id": id] } else { nil } }))
        let tabRouter = try TabRouter<MainTab, MainRoute>(tabs: [.home]) { $0.root }
        tabRouter.show([.item(3), .item(7)], in: .home)
        let restoration = NavigationRestoration<MainRoute>(
            storage: FileSceneStorage(directory: scenesDirectory), links: table,
            analytics: analytics
        ) { route in
            await catalog.stillExists(route)
        }
        try restoration.save(tabRouter.state, for: scene, user: user.id)
        let root: @Sendable (MainTab) -> MainRoute = { $0.root }
        let result = await restoration.restore(scene, for: user.id, defaultRoot: root)
        if let state = result.state { tabRouter.restore(state) }
        #expect(tabRouter.router(for: .home)?.stack == [.home, .item(3)])

        #expect(await restoration.validate(tabRouter.state, defaultRoot: root).dropped.isEmpty)
    }

    @Test func aPolicyIsGivenWithTheRestoration() {
        enum ShopRoute: Route { case home }
        let (storage, links, analytics) = (
            InMemorySceneStorage(), DeepLinkTable<ShopRoute>(scheme: "shop"), RecordingAnalytics()
        )
        let deleted: Set<ShopRoute> = []
        // The saved pages do not depend on each other: keep every one still valid.
        let restoration = NavigationRestoration<ShopRoute>(
            storage: storage, links: links, analytics: analytics, policy: .everyValidEntry
        ) { route in !deleted.contains(route) }
        #expect(restoration.policy == .everyValidEntry)
    }

    @Test func aLegacyFileOfAnotherRouteTypeIsConverted() throws {
        enum MainRoute: Route { case home }
        enum AppRoute: Route { case main(MainRoute) }
        @Sendable func stillExists(_ route: AppRoute) async -> Bool { true }
        let (storage, analytics) = (InMemorySceneStorage(), RecordingAnalytics())
        let table = DeepLinkTable<AppRoute>(scheme: "rootswitch")
        // Schema-1 files held Main's routes; the App now saves its own, of every feature.
        let restoration = NavigationRestoration<AppRoute>(
            storage: storage, links: table, analytics: analytics,
            legacyRoute: { (old: MainRoute) in .main(old) },
            validator: { route in await stillExists(route) })
        #expect(restoration.policy == .longestValidPrefix)
    }

    @Test func scenesCanBeKeptInMemory() throws {
        enum AppRoute: Route { case home }
        let (links, analytics) = (
            DeepLinkTable<AppRoute>(scheme: "rootswitch"), RecordingAnalytics()
        )
        let storage = InMemorySceneStorage()
        let restoration = NavigationRestoration<AppRoute>(
            storage: storage, links: links, analytics: analytics
        ) { _ in true }
        try restoration.save(RouterState(stack: []), for: SceneID(1), user: "u-1")
        #expect(storage.load(SceneID(1)) != nil)
    }

    @Test func scenesAreSavedInAFolder() throws {
        let stateDirectory = FileManager.default.temporaryDirectory
        let storage = FileSceneStorage(directory: stateDirectory.appendingPathComponent("scenes"))
        #expect(try storage.load(SceneID(99_999)) == nil)
    }

    #if canImport(SwiftUI)
        struct HomeView: View {
            var body: some View { Text("Home") }
        }

        struct ShopView: View {
            let router: Router<ShopRoute>

            var body: some View {
                NavigationStack(path: Bindable(router).path) { HomeView() }
                    .alert(
                        router.dialog?.title ?? "", isPresented: .constant(router.dialog != nil),
                        presenting: router.dialog
                    ) { dialog in
                        ForEach(dialog.buttons) { button in
                            Button(button.label) { router.choose(button) }
                        }
                    }
            }
        }
    #endif
}

extension DialogState where Action == GuardAction {
    /// The question a screen with an unsaved draft asks.
    static var discardDraft: Self {
        .confirmationDialog(
            "Discard the draft?",
            buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")])
    }
}
