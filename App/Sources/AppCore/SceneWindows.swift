import Foundation
import Observation
import PrivateStorage
import Routing
import RoutingScenes

/// The App's scenes as the platform keeps them, headless. A scene is connected (a window shows
/// it, in a phase), kept (the system disconnected its window: its navigation stays saved for
/// when a window asks for it again) or gone (its window was closed, or ``SceneRetention`` gave
/// it up). This type is the one answer to "is this scene open?" (``isConnected(_:)``), knows
/// the current scene, which window shows which scene, and keeps `scenes.json` so that a
/// relaunch gives each window its own scene back. Every lifecycle change goes to one handler,
/// the App's.
@MainActor
@Observable
final class SceneWindows {
    /// The scene that commands apply to. It stays a kept scene's only while none is connected.
    private(set) var current = SceneID(1)
    /// How wide each connected scene's window is, as the window reported it (``width(of:)``):
    /// each window has its own size class, so each scene shows its own columns.
    private(set) var widths: [SceneID: SceneWidth] = [:]
    /// The scenes kept without a window.
    private(set) var kept: [SceneID: KeptScene] = [:]
    /// What the App refused for each connected scene's window (``RootSwitchApp/attempt(in:_:)``),
    /// for that window alone to say; forgotten when the window goes, so that a scene numbered
    /// alike later never shows it.
    var refusals: [SceneID: AppError] = [:]
    /// Receives every lifecycle event, in order.
    @ObservationIgnored var onEvent: (SceneEvent) -> Void = { _ in }
    /// Whether the list saved last time was read (``restore(reconnecting:)``). Not while the
    /// App waits for the device's first unlock: the list is then neither saved over, nor
    /// asked which scene a window may restore (the window is trusted until it is read).
    @ObservationIgnored var hasReadList = true
    @ObservationIgnored private lazy var lifecycle = SceneLifecycle(events: events) {
        [weak self] event in self?.onEvent(event)
    }
    /// Whether the app quits: a window that closes now is not closed by the user.
    @ObservationIgnored var isQuitting = false
    /// Which window shows which scene, by the window's number.
    @ObservationIgnored private var registry = WindowRegistry()
    /// The scenes whose windows the user closed before the list was read (a launch before the
    /// device's first unlock): discarded once it is.
    @ObservationIgnored private var closedBeforeList: Set<SceneID> = []
    /// This run's launch number, counting from 1.
    @ObservationIgnored private var launch = 1
    /// What `scenes.json` holds: the list read at launch, then each one written.
    @ObservationIgnored private var written: SceneListFile?
    /// The scenes the list read at launch says a window showed, kept until a window asks for
    /// them (without ``restore(reconnecting:)``'s `reconnecting`), as they were kept then.
    @ObservationIgnored private var waiting: [SceneID: KeptScene] = [:]
    @ObservationIgnored private let environment: AppEnvironment
    @ObservationIgnored private let events: NavigationEvents
    @ObservationIgnored private let report: @Sendable (AppNotice) -> Void

    /// - Parameters:
    ///   - environment: the files holding the list of scenes, the storage holding each
    ///     scene's navigation, and the wall clock kept scenes are dated with.
    ///   - events: where every lifecycle change is published.
    ///   - report: told about files that cannot be read or written.
    init(
        environment: AppEnvironment, events: NavigationEvents,
        report: @escaping @Sendable (AppNotice) -> Void
    ) {
        self.environment = environment
        self.events = events
        self.report = report
    }

    /// The connected scenes, in identifier order.
    var open: [SceneID] { lifecycle.connectedScenes }

    /// The scenes kept without a window, in identifier order.
    var disconnected: [SceneID] { kept.keys.sorted() }

    /// Whether a window shows scene `id`.
    func isConnected(_ id: SceneID) -> Bool {
        lifecycle.phase(of: id) != nil
    }

    /// The phase of scene `id`, if it is connected.
    func phase(of id: SceneID) -> ScenePhase? {
        lifecycle.phase(of: id)
    }

    /// How wide scene `id`'s window is: compact until the window says otherwise.
    func width(of id: SceneID) -> SceneWidth {
        widths[id] ?? .compact
    }

    /// Records that scene `id`'s window is `width` wide.
    /// - Returns: whether a window shows the scene: a width for any other changes nothing.
    func setWidth(_ width: SceneWidth, of id: SceneID) -> Bool {
        guard isConnected(id) else { return false }
        widths[id] = width
        return true
    }

    /// Refuses a command for scene `id` unless a window shows it.
    /// - Throws: `unknown_scene`, saying whether the scene is kept without a window.
    func requireConnected(_ id: SceneID) throws(AppError) {
        guard !isConnected(id) else { return }
        let reason =
            kept[id] == nil
            ? "\(id) is not open" : "\(id) is disconnected; reconnect it first"
        throw AppError(RoutingError(.unknownScene, reason: reason))
    }

    // MARK: Launch

    /// Reads the list saved last time and gives up the kept scenes ``SceneRetention`` says
    /// no window will ask for again. With `reconnecting`, connects again the scenes a window
    /// showed (the first ``AppLimits/openScenes``; the others are given up), or, when none
    /// did, the current one (scene 1 on a fresh device), and makes the current one active;
    /// without it, each of them waits, kept, for its window to connect.
    ///
    /// Windows that connected before the list could be read (a launch before the device's
    /// first unlock) keep their scenes.
    func restore(reconnecting: Bool) {
        hasReadList = true
        let list = environment.files.load(SceneListFile.self)
        written = list
        launch = (list?.launch ?? 0) + 1
        // Scenes whose windows the user closed meanwhile are discarded, not kept.
        let closed = closedBeforeList.filter { !isConnected($0) }
        closedBeforeList = []
        for id in closed { discardNavigation(of: id) }
        for scene in list?.kept ?? []
        where scene.id > 0 && !isConnected(SceneID(scene.id)) && !closed.contains(SceneID(scene.id))
        {
            keep(scene)
        }
        var shown = Set(list?.scenes.filter { $0 > 0 } ?? []).sorted().map(SceneID.init)
        shown.removeAll { closed.contains($0) }
        if shown.count > AppLimits.openScenes {
            report(.tooManyScenes(listed: shown.count))
            for id in shown.dropFirst(AppLimits.openScenes) { discardNavigation(of: id) }
            shown = Array(shown.prefix(AppLimits.openScenes))
        }
        let savedAt = list?.savedAt ?? environment.now()
        for id in shown where !isConnected(id) {
            kept[id] = KeptScene(id: id.rawValue, launch: list?.launch ?? 0, at: savedAt)
            waiting[id] = kept[id]
        }
        giveUpStale()
        let saved = SceneID(list?.current ?? 1)
        if !isConnected(current) { current = saved }
        if reconnecting {
            for id in shown.isEmpty ? [kept[saved] == nil ? nextID() : saved] : shown {
                connect(id)
            }
            current = isConnected(saved) ? saved : open[0]
            try? lifecycle.setPhase(.active, for: current)  // connected just above
        }
        saveChangedList()
    }

    /// Gives up the kept scenes that no window has shown for long enough, their navigation
    /// with them.
    private func giveUpStale() {
        let now = environment.now()
        for (id, scene) in kept where SceneRetention.givesUp(scene, atLaunch: launch, now: now) {
            giveUp(id)
        }
    }

    /// Keeps `scene` without a window; past ``AppLimits/keptScenes``, gives up the one a
    /// window showed longest ago (the highest of a tie).
    private func keep(_ scene: KeptScene) {
        kept[SceneID(scene.id)] = scene
        guard kept.count > AppLimits.keptScenes else { return }
        let oldest = kept.values.min { ($0.launch, $0.at, -$0.id) < ($1.launch, $1.at, -$1.id) }
        if let oldest { giveUp(SceneID(oldest.id)) }
    }

    /// Forgets kept scene `id` and its saved navigation.
    private func giveUp(_ id: SceneID) {
        kept[id] = nil
        registry.forget(id)
        discardNavigation(of: id)
    }

    // MARK: Connecting

    /// A window connected asking for `saved`: that scene if it is kept, else a new one. The
    /// scene connects in the background (the window reports its phase next) and becomes
    /// current if the current one has no window. A scene another window still shows is taken
    /// over as it is: that window left without its disconnection reaching the App.
    /// - Returns: the scene, and the number the window reports with.
    /// - Throws: `too_many_scenes` when ``AppLimits/openScenes`` are connected.
    func connectWindow(restoring saved: SceneID?) throws(AppError) -> (SceneID, window: Int) {
        if let saved, isConnected(saved) {
            return (saved, registry.connect(saved))
        }
        try checkRoom()
        let id = saved.flatMap { kept[$0] == nil && hasReadList ? nil : $0 } ?? nextID()
        connect(id)
        if !isConnected(current) { current = id }
        let window = registry.connect(id)
        saveChangedList()
        return (id, window)
    }

    /// The scene window `number` shows, while it does.
    func scene(ofWindow number: Int) -> SceneID? {
        registry.scene(of: number)
    }

    /// The system disconnected window `number`: its scene is kept (``disconnect(_:)``), and
    /// the window's close, should the platform report it next, still discards it.
    func windowDisconnected(_ number: Int) {
        guard let id = registry.scene(of: number) else { return }
        try? disconnect(id)  // connected while a window shows it
        registry.leave(number, showing: id)
    }

    /// The user closed window `number`: the scene it shows, or the one it showed when the
    /// system disconnected it while no other window has shown it since, is discarded. While
    /// the app quits, a closing window is disconnected instead: its scene is kept.
    func windowClosed(_ number: Int) {
        guard !isQuitting else { return windowDisconnected(number) }
        let id = registry.scene(of: number) ?? registry.sceneLeft(by: number)
        registry.close(number)
        guard let id, isConnected(id) || kept[id] != nil else { return }
        try? close(id, keepingOne: false)  // connected or kept, checked above
    }

    /// The user closed the windows of `ids` where the platform could only say so by scene (the
    /// sessions iOS discards, at the next launch if the app was not running): each is
    /// discarded, connected or kept; one the App does not know is ignored. Before the list of
    /// scenes is read, they wait for it.
    func scenesClosed(_ ids: Set<SceneID>) {
        guard hasReadList else { return closedBeforeList.formUnion(ids) }
        for id in ids.sorted() where isConnected(id) || kept[id] != nil {
            try? close(id, keepingOne: false)  // connected or kept, checked above
        }
    }

    /// Opens a new scene, one more than the highest known one, and makes it active and
    /// current.
    /// - Throws: `too_many_scenes` when ``AppLimits/openScenes`` are connected.
    func openNew() throws(AppError) -> SceneID {
        try checkRoom()
        let id = nextID()
        connect(id)
        try switchTo(id)
        return id
    }

    /// Connects kept scene `id` again, its navigation as saved, and makes it active and
    /// current: the user came back to a window the system had disconnected.
    /// - Throws: `unknown_scene` when `id` is not kept (`already_connected` when a window
    ///   shows it), `too_many_scenes`.
    func reconnect(_ id: SceneID) throws(AppError) {
        guard kept[id] != nil else {
            guard !isConnected(id) else {
                throw AppError(RoutingError(.alreadyConnected, reason: "\(id) is connected"))
            }
            try requireConnected(id)
            return
        }
        try checkRoom()
        connect(id)
        try switchTo(id)
    }

    // MARK: Disconnecting

    /// The system disconnected scene `id`'s window: it goes to the background first (which
    /// saves its navigation), then its navigation is released and the scene kept. The lowest
    /// connected scene becomes current if `id` was.
    /// - Throws: `unknown_scene`.
    func disconnect(_ id: SceneID) throws(AppError) {
        try requireConnected(id)
        disconnectWindow(of: id)
        keep(KeptScene(id: id.rawValue, launch: launch, at: environment.now()))
        saveChangedList()
    }

    /// The user closed scene `id`'s window, connected or kept: its saved navigation is
    /// discarded and the scene forgotten. The lowest connected scene becomes current if `id`
    /// was.
    /// - Parameter keepingOne: refuse to close the last connected scene (a terminal cannot
    ///   go on without one; a platform's last window can close).
    /// - Throws: `unknown_scene`, or `last_scene` for the only connected scene.
    func close(_ id: SceneID, keepingOne: Bool) throws(AppError) {
        if kept.removeValue(forKey: id) != nil {
            registry.forget(id)
        } else {
            try requireConnected(id)
            guard !keepingOne || open.count > 1 else {
                throw AppError(.lastScene, reason: "\(id) is the last open scene; use quit to exit")
            }
            disconnectWindow(of: id)
        }
        discardNavigation(of: id)
        saveChangedList()
    }

    /// Takes scene `id` (connected) through the background to disconnected, as the platform
    /// does, and forgets its window.
    private func disconnectWindow(of id: SceneID) {
        try? lifecycle.setPhase(.background, for: id)  // connected, checked by the callers
        try? lifecycle.disconnect(id)
        registry.forget(id)
        refusals[id] = nil
        widths[id] = nil
        if current == id, let first = open.first { current = first }
    }

    // MARK: Phases

    /// Makes scene `id` current and active.
    /// - Throws: `unknown_scene`.
    func switchTo(_ id: SceneID) throws(AppError) {
        try setPhase(.active, of: id)
        current = id
        saveChangedList()
    }

    /// Moves the current scene to `phase`; nothing when it has no window.
    func setPhase(_ phase: ScenePhase) {
        try? lifecycle.setPhase(phase, for: current)  // refused only for a kept scene
    }

    /// Moves scene `id` to `phase`, whether or not it is current (a window of its own).
    /// - Throws: `unknown_scene`.
    func setPhase(_ phase: ScenePhase, of id: SceneID) throws(AppError) {
        try requireConnected(id)
        try? lifecycle.setPhase(phase, for: id)  // connected, checked above
    }

    // MARK: Files

    /// Forgets every known scene's saved navigation (the user signed out).
    func discardSavedNavigation() {
        for id in open + disconnected { discardNavigation(of: id) }
    }

    /// Saves which scenes are connected and kept, and which is current, dated now and with
    /// this launch's number: when the app goes to the background or quits.
    func saveList() {
        guard hasReadList else { return }
        let list = listFile(launch: launch, savedAt: environment.now())
        do {
            try environment.files.save(list)
            written = list
        } catch {
            report(.sceneListNotSaved(reason: error.reason))
        }
    }

    /// Saves the list when a scene connected, was kept, closed or made current since the file
    /// was written, not when only the launch number would change: a launch, and each window
    /// connecting at it to the scene it showed before, writes nothing, sparing the first
    /// screen a write. A scene still waiting for its window since the launch is as the file
    /// says, shown. The number goes with the next save, at the latest when the app goes to
    /// the background or quits; a launch that ends before (a crash) is not counted.
    private func saveChangedList() {
        if let written {
            let stillWaiting = waiting.filter { kept[$0.key] == $0.value }.keys.map(\.rawValue)
            var list = listFile(launch: written.launch, savedAt: written.savedAt)
            list.scenes = (list.scenes + stillWaiting).sorted()
            list.kept?.removeAll { stillWaiting.contains($0.id) }
            if list == written { return }
        }
        saveList()
    }

    /// The list of scenes as it stands, numbered `launch` and saved at `savedAt`.
    private func listFile(launch: Int?, savedAt: Date?) -> SceneListFile {
        SceneListFile(
            scenes: open.map(\.rawValue), current: current.rawValue, launch: launch,
            savedAt: savedAt, kept: disconnected.compactMap { kept[$0] })
    }

    /// Refuses a new connection while ``AppLimits/openScenes`` scenes are connected.
    func checkRoom() throws(AppError) {
        guard open.count < AppLimits.openScenes else {
            throw AppError(
                .tooManyScenes,
                reason: "\(open.count) scenes are open, the most there can be; close one first")
        }
    }

    /// One more than the highest known scene; the lowest free number after a hand-edited
    /// list that holds the largest.
    private func nextID() -> SceneID {
        let known = Set(open + disconnected)
        let highest = known.max()?.rawValue ?? 0
        let next = highest < Int.max ? highest + 1 : (1...).first { !known.contains(SceneID($0)) }
        return SceneID(next ?? 1)
    }

    /// Connects scene `id`, new or kept, in the background.
    private func connect(_ id: SceneID) {
        kept[id] = nil
        registry.forget(id)
        try? lifecycle.connect(id)  // never connected: callers take a kept or a new scene
    }

    private func discardNavigation(of id: SceneID) {
        do {
            try environment.sceneStorage.remove(id)
        } catch {
            report(.navigationNotDiscarded(id, error))
        }
    }
}
