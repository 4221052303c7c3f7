import Analytics
import Auth
public import FeatureShell
public import Main
public import Observation
public import Routing
import RoutingScenes

/// The signed-in app's scenes: each connected scene's own Main navigation, restored from what
/// it saved for this user when the scene connects, and saved again when it goes inactive. The
/// root's `authenticated` case owns it; leaving that case stops every navigation at once.
///
/// A view asks it for the navigation of the scene (window) it draws, a lookup that does
/// nothing else; a connected scene has one while the user is in Main:
///
/// ```swift
/// if let navigation = scenes.navigation(of: sceneID) {
///     RoutedTabs(navigation.navigator, label: { tab in ... }, content: { tab in ... })
/// }
/// ```
@MainActor
@Observable
public final class MainScenes: Coordinator {
    /// What a scene's navigation is made from, given by the flow factory.
    struct Wiring {
        /// Builds the Main feature for the session, once, when the first scene needs it.
        var makeFeature: @MainActor (AuthSession) -> MainFeature
        /// Builds one scene's navigation, wired to report sign-out and an expired session.
        var makeNavigation: @MainActor (MainFeature) -> any MainNavigation
        /// Where each scene's navigation is saved.
        var storage: any SceneStateStorage
        /// The App's links: what each saved route is written as and read back through.
        var links: DeepLinkTable<AppRoute>
        var analytics: any AnalyticsClient
        var work: BackgroundWork
        /// The connected scenes, each of which gets a navigation when this starts.
        var openScenes: @MainActor () -> [SceneID]
        /// Whether a scene's window is compact, so its columns start collapsed.
        var isCompact: @MainActor (SceneID) -> Bool
        /// Told about what a restoration left out or could not read.
        var report: @Sendable (AppNotice) -> Void
        /// The linked features, whose flows open over a scene's navigation.
        var linked: [LinkedFeatureEntry]
        /// What the linked features' dependencies are built from, for this session.
        var linkedContext: @MainActor () -> LinkedFeatureContext
    }

    /// Each connected scene's navigation.
    private(set) var navigations: [SceneID: any MainNavigation] = [:]
    /// The linked features' flows open over the scenes' navigations.
    let covers: LinkedCovers
    @ObservationIgnored private var madeFeature: MainFeature?
    @ObservationIgnored private let signedIn: UserSession
    @ObservationIgnored private let wiring: Wiring

    init(signedIn: UserSession, wiring: Wiring) {
        self.signedIn = signedIn
        self.wiring = wiring
        covers = LinkedCovers(features: wiring.linked, context: wiring.linkedContext)
    }

    /// Gives every connected scene its navigation. The App starts and stops the scenes as the
    /// root changes; a view never calls it.
    public func start() {
        for id in wiring.openScenes() { attach(id) }
    }

    /// Stops every scene's navigation; the App calls it when the user leaves Main.
    public func stop() {
        covers.closeAll()
        for navigation in navigations.values { navigation.stop() }
        navigations = [:]
    }

    /// The scene's navigation: its tabs, each tab's stack and presented layers, and the
    /// model of every screen. A lookup: the App gives a scene its navigation when the scene
    /// connects (or when the user enters Main), never when it is read.
    /// - Parameter id: a scene.
    /// - Returns: `nil` for a scene without a window.
    public func navigation(of id: SceneID) -> (any MainNavigation)? {
        navigations[id]
    }

    /// Gives the scene its navigation (it connected), showing at once what it saved for this user
    /// (read synchronously: the first frame is the restored screen, never the tab root), the linked
    /// feature's flow over it included, then checks the restored routes with the backend as
    /// foreground work (a terminal waits for it before showing the first screen): a route that no
    /// longer exists is left out with a notice, as Main's restoration policy says, unless the user
    /// has moved on meanwhile.
    func attach(_ id: SceneID) {
        guard navigations[id] == nil else { return }
        let navigation = wiring.makeNavigation(feature)
        navigation.navigator.isCompact = wiring.isCompact(id)
        navigation.start()
        navigations[id] = navigation
        let restoration = restoration(using: feature)
        let blank = MainFeature.blankNavigation.map(AppRoute.main)
        let loaded = restoration.load(id, for: signedIn.user.id, onto: blank)
        report(loaded, in: id)
        guard let saved = loaded.navigation else { return }
        show(SceneNavigation(saved: saved), in: id)
        let shown = state(of: id)
        wiring.work.start("validate \(id)") { [weak self] in
            let validated = await restoration.validate(saved, onto: blank)
            guard let self, self.navigations[id] === navigation else { return }
            report(validated, in: id)
            if let state = validated.navigation, !validated.dropped.isEmpty,
                self.state(of: id) == shown
            {
                show(SceneNavigation(saved: state), in: id)
            }
        }
    }

    /// Stops the scene's navigation and lets it go (the scene's window disconnected or
    /// closed); what it saved stays in storage.
    func detach(_ id: SceneID) {
        covers.close(over: id)
        navigations.removeValue(forKey: id)?.stop()
    }

    /// Saves the scene's navigation, the linked feature's flow over it included.
    func save(_ id: SceneID) {
        guard let state = state(of: id) else { return }
        do {
            try restoration(using: feature).save(state.saved, for: id, user: signedIn.user.id)
        } catch {
            wiring.report(.navigationNotSaved(id, error))
        }
    }

    /// Saves every scene's navigation.
    func saveAll() {
        for id in navigations.keys.sorted() { save(id) }
    }

    /// The text screen of the linked feature open over scene `id`, if one is: what a shell
    /// without views of its own for that feature shows (RootSwitchUI's window does).
    /// - Parameter id: a connected scene.
    public func coverScreen(of id: SceneID) -> Screen? {
        covers.flow(over: id)?.content.screen
    }

    /// Whether a linked feature's flow is open over scene `id` (``coverScreen(of:)`` has its
    /// screen), found without making the screen.
    public func hasCover(over id: SceneID) -> Bool {
        covers.flow(over: id) != nil
    }

    /// Closes the linked feature's flow open over scene `id`, if one is, showing Main as it
    /// was: the window closed the flow's screen (its Close button, or a swipe that took it
    /// down), as going back from its first screen does.
    public func closeCover(over id: SceneID) {
        covers.close(over: id)
    }

    /// Shows scene `id`'s columns as one stack (compact) or side by side; the other scenes'
    /// windows have widths of their own.
    func setCompact(_ compact: Bool, in id: SceneID) {
        navigations[id]?.navigator.isCompact = compact
    }

    /// Marks what the scenes loaded and do not show as out of date (the app went to the
    /// background): it loads again when next shown.
    func refreshWhenShown() {
        for navigation in navigations.values { navigation.refreshWhenShown() }
    }

    /// Tells what a restoration step could not read or left out.
    private func report(_ result: RestorationResult<AppRoute>, in id: SceneID) {
        if let failure = result.failure { wiring.report(.navigationNotRestored(id, failure)) }
        for drop in result.dropped { wiring.report(.navigationLeftOut(id, drop)) }
    }

    /// What scene `id` shows now, as it is saved; `nil` for a scene without navigation.
    private func state(of id: SceneID) -> SceneNavigation? {
        guard let navigation = navigations[id] else { return nil }
        return SceneNavigation(
            main: navigation.navigator.state, cover: covers.navigation(over: id))
    }

    /// Shows saved navigation in scene `id`: Main's tabs, then the flow over them.
    private func show(_ saved: SceneNavigation, in id: SceneID) {
        navigations[id]?.restore(saved.main)
        covers.restore(saved.cover, over: id)
    }

    private var feature: MainFeature {
        if let madeFeature { return madeFeature }
        let feature = wiring.makeFeature(signedIn.session)
        madeFeature = feature
        return feature
    }

    /// Restoration checks each saved item with the backend: one deleted meanwhile is left out,
    /// with what Main's policy says goes with it (a scene's navigation is Main's).
    private func restoration(using feature: MainFeature) -> NavigationRestoration<AppRoute> {
        var restoration = NavigationRestoration(
            storage: wiring.storage, links: wiring.links, analytics: wiring.analytics,
            validator: { route in
                guard let main = route.main else { return true }
                return await feature.routeStillExists(main)
            })
        restoration.policy = MainFeature.restorationPolicy
        return restoration
    }
}
