import Main
import PrivateStorage
public import Routing

/// Scenes: several windows at once, each with its own navigation, saved when it goes
/// inactive and restored (checked against the backend) when it comes back.
extension RootSwitchApp {
    /// Opens a new scene, makes it active and current.
    /// - Returns: its identifier, one more than the highest open one.
    @discardableResult
    public func openScene() -> SceneID {
        let id = SceneID((openScenes.last?.rawValue ?? 0) + 1)
        connect(id)
        currentScene = id
        try? lifecycle.setPhase(.active, for: id)  // connected just above, so it is known
        saveSceneList()
        return id
    }

    /// Makes scene `id` current and active.
    /// - Throws: `unknown_scene`.
    public func switchScene(to id: SceneID) throws(AppError) {
        do {
            try lifecycle.setPhase(.active, for: id)
        } catch {
            throw AppError(error)
        }
        currentScene = id
        saveSceneList()
    }

    /// Closes scene `id` and discards its saved navigation, as closing a window does. The
    /// lowest remaining scene becomes current if `id` was.
    /// - Throws: `unknown_scene`, or `last_scene` for the only open scene.
    public func closeScene(_ id: SceneID) throws(AppError) {
        guard scenes[id] != nil else {
            throw AppError(RoutingError(.unknownScene, reason: "\(id) is not open"))
        }
        guard openScenes.count > 1 else {
            throw AppError(.lastScene, reason: "\(id) is the last open scene; use quit to exit")
        }
        scenes[id]?.detachMain()
        scenes[id] = nil
        do {
            try lifecycle.disconnect(id)
            try container.sceneStorage.remove(id)
        } catch {
            emit(.notice("\(id): \(error.reason)"))
        }
        if currentScene == id, let first = openScenes.first { currentScene = first }
        saveSceneList()
    }

    /// Moves the current scene to `phase`. Inactive saves its navigation; the app becoming
    /// active checks the session; all scenes in the background release caches.
    /// - Throws: `unknown_scene` (never for the current scene).
    public func setPhase(_ phase: ScenePhase) throws(AppError) {
        do {
            try lifecycle.setPhase(phase, for: currentScene)
        } catch {
            throw AppError(error)
        }
    }

    /// Reopens the scenes open when the App last stopped (scene 1 on a fresh device) and
    /// makes the current one active.
    func openSavedScenes() {
        var list: SceneListFile?
        do {
            list = try container.files.load(SceneListFile.self)
        } catch {
            emit(.notice(error.reason))
        }
        let ids = Array(Set(list?.scenes.filter { $0 > 0 } ?? [])).sorted()
        for id in ids.isEmpty ? [1] : ids { connect(SceneID(id)) }
        let current = list.map { SceneID($0.current) }
        currentScene = current.flatMap { scenes[$0] != nil ? $0 : nil } ?? openScenes[0]
        try? lifecycle.setPhase(.active, for: currentScene)  // connected just above
    }

    private func connect(_ id: SceneID) {
        try? lifecycle.connect(id)  // ids come from the open ones plus one, or deduplicated
    }

    func handle(_ event: SceneEvent) {
        switch event {
        case .sceneConnected(let id):
            scenes[id] = AppScene(id: id)
            if signedIn?.user.onboarding.finished == true { attachMain(to: id) }
        case .sceneBecameInactive(let id), .sceneEnteredBackground(let id):
            saveNavigation(of: id)
        case .appBecameActive:
            verifySession()
        case .appEnteredBackground:
            for scene in scenes.values { scene.main?.releaseCaches() }
        case .sceneBecameActive, .sceneDisconnected, .appBecameInactive:
            break
        }
    }

    func attachMainToScenes() {
        for id in openScenes { attachMain(to: id) }
    }

    /// Gives the scene its Main navigation and restores what it saved for this user, in the
    /// foreground (a terminal waits for it before showing the first screen). A navigation
    /// the user already changed (a deep link replayed at sign-in) is kept.
    private func attachMain(to id: SceneID) {
        guard let signedIn, let scene = scenes[id], scene.main == nil else { return }
        let navigation = signedIn.main.makeCoordinator(
            onSignOut: { [weak self] in self?.signOut() },
            onSessionExpired: { [weak self] in self?.sessionExpired() })
        scene.attach(navigation)
        scene.isRestoring = true
        let initial = navigation.navigationState
        let restoration = signedIn.restoration
        let userID = signedIn.user.id
        container.work.start("restore \(id)") { [weak self] in
            let root: @Sendable (MainTab) -> MainRoute = { $0.root }
            let result = await restoration.restore(id, for: userID, defaultRoot: root)
            guard let self, scene.main === navigation else { return }
            scene.isRestoring = false
            if let failure = result.failure {
                emit(
                    .notice(
                        "\(id): saved navigation not restored (\(failure.code)): \(failure.reason)")
                )
            }
            for drop in result.dropped { emit(.notice("\(id): left out \(drop)")) }
            if let state = result.state, navigation.navigationState == initial {
                navigation.restore(state)
            }
        }
    }

    /// Saves the scene's navigation, unless its restoration is still running: saving the
    /// default navigation then (an expired session, a quit right after launch) would
    /// overwrite what the user left.
    func saveNavigation(of id: SceneID) {
        guard let signedIn, let scene = scenes[id], let main = scene.main, !scene.isRestoring
        else { return }
        do {
            try signedIn.restoration.save(main.navigationState, for: id, user: signedIn.user.id)
        } catch {
            emit(.notice("\(id): navigation not saved: \(error.reason)"))
        }
    }

    func saveSceneList() {
        let list = SceneListFile(
            scenes: openScenes.map(\.rawValue), current: currentScene.rawValue)
        do {
            try container.files.save(list)
        } catch {
            emit(.notice("The list of scenes could not be saved: \(error.reason)"))
        }
    }
}
