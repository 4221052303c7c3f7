import Analytics
import Auth
import Main
import Observation
import Routing

/// The signed-in app's scenes: each open scene's own Main navigation, restored from what it
/// saved for this user and saved again when it goes inactive. The root's `authenticated`
/// case owns it; leaving that case stops every navigation at once.
@MainActor
@Observable
final class MainScenes: Coordinator {
    /// What a scene's navigation is made from, given by the flow factory.
    struct Wiring {
        /// Builds the Main feature for the session, once, when the first scene needs it.
        var makeFeature: @MainActor (AuthSession) -> MainFeature
        /// Builds one scene's navigation, wired to report sign-out and an expired session.
        var makeNavigation: @MainActor (MainFeature) -> any MainNavigation
        /// Where each scene's navigation is saved.
        var storage: any SceneStateStorage
        var analytics: any AnalyticsClient
        var work: BackgroundWork
        /// The scenes open now, each of which gets a navigation when this starts.
        var openScenes: @MainActor () -> [SceneID]
        /// Told about what a restoration left out or could not read.
        var report: @Sendable (String) -> Void
    }

    /// Each open scene's navigation.
    private(set) var navigations: [SceneID: any MainNavigation] = [:]
    /// Scenes whose saved navigation is still being restored: until it is, the saved file,
    /// not the default navigation on screen, is what the scene should come back to.
    @ObservationIgnored private var restoring: Set<SceneID> = []
    @ObservationIgnored private var madeFeature: MainFeature?
    @ObservationIgnored private let signedIn: SignedIn
    @ObservationIgnored private let wiring: Wiring

    init(signedIn: SignedIn, wiring: Wiring) {
        self.signedIn = signedIn
        self.wiring = wiring
    }

    /// Gives every open scene its navigation.
    func start() {
        for id in wiring.openScenes() { attach(id) }
    }

    /// Stops every scene's navigation.
    func stop() {
        for navigation in navigations.values { navigation.stop() }
        navigations = [:]
        restoring = []
    }

    /// The scene's navigation, made (and its restoration begun) if the scene has none yet.
    func navigation(of id: SceneID) -> any MainNavigation {
        navigations[id] ?? attach(id)
    }

    /// Gives the scene its navigation and restores what it saved for this user, as
    /// foreground work (a terminal waits for it before showing the first screen). A
    /// navigation the user changed meanwhile (a deep link replayed at sign-in) is kept.
    @discardableResult
    func attach(_ id: SceneID) -> any MainNavigation {
        if let navigation = navigations[id] { return navigation }
        let navigation = wiring.makeNavigation(feature)
        navigation.start()
        navigations[id] = navigation
        restoring.insert(id)
        let initial = navigation.navigationState
        let restoration = restoration(using: feature)
        let userID = signedIn.user.id
        let report = wiring.report
        let root: @Sendable (MainTab) -> MainRoute = { $0.root }
        wiring.work.start("restore \(id)") { [weak self] in
            let result = await restoration.restore(id, for: userID, defaultRoot: root)
            guard let self, self.navigations[id] === navigation else { return }
            restoring.remove(id)
            if let failure = result.failure {
                report("\(id): saved navigation not restored (\(failure.code)): \(failure.reason)")
            }
            for drop in result.dropped { report("\(id): left out \(drop)") }
            if let state = result.state, navigation.navigationState == initial {
                navigation.restore(state)
            }
        }
        return navigation
    }

    /// Stops the scene's navigation (the scene closed).
    func detach(_ id: SceneID) {
        navigations.removeValue(forKey: id)?.stop()
        restoring.remove(id)
    }

    /// Saves the scene's navigation, unless its restoration is still running: saving the
    /// default navigation then (an expired session, a quit right after launch) would
    /// overwrite what the user left.
    func save(_ id: SceneID) {
        guard let navigation = navigations[id], !restoring.contains(id) else { return }
        do {
            try restoration(using: feature).save(
                navigation.navigationState, for: id, user: signedIn.user.id)
        } catch {
            wiring.report("\(id): navigation not saved: \(error.reason)")
        }
    }

    /// Saves every scene's navigation.
    func saveAll() {
        for id in navigations.keys.sorted() { save(id) }
    }

    /// Drops what the scenes loaded and do not show (the app went to the background).
    func releaseCaches() {
        for navigation in navigations.values { navigation.releaseCaches() }
    }

    private var feature: MainFeature {
        if let madeFeature { return madeFeature }
        let feature = wiring.makeFeature(signedIn.session)
        madeFeature = feature
        return feature
    }

    /// Restoration checks each saved item with the backend: one deleted meanwhile is left out.
    private func restoration(using feature: MainFeature) -> NavigationRestoration<MainRoute> {
        NavigationRestoration(storage: wiring.storage, analytics: wiring.analytics) { route in
            await feature.routeStillExists(route)
        }
    }
}
