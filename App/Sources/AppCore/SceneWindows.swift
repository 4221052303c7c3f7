import Observation
import PrivateStorage
import Routing

/// The open scenes (windows): each one's phase, the one commands apply to, and the list
/// saved in `scenes.json` so a relaunch opens the same ones. Every lifecycle change goes to
/// one handler, the App's.
@MainActor
@Observable
final class SceneWindows {
    /// The scene that commands apply to.
    private(set) var current = SceneID(1)
    /// Receives every lifecycle event, in order.
    @ObservationIgnored var onEvent: (SceneEvent) -> Void = { _ in }
    @ObservationIgnored private lazy var lifecycle = SceneLifecycle(events: events) {
        [weak self] event in self?.onEvent(event)
    }
    @ObservationIgnored private let events: NavigationEvents
    @ObservationIgnored private let files: PrivateFileStore
    @ObservationIgnored private let storage: any SceneStateStorage
    @ObservationIgnored private let report: @Sendable (AppNotice) -> Void

    /// - Parameters:
    ///   - files: holds the list of open scenes.
    ///   - storage: holds each scene's navigation, discarded when the scene closes.
    ///   - events: where every lifecycle change is published.
    ///   - report: told about files that cannot be read or written.
    init(
        files: PrivateFileStore, storage: any SceneStateStorage, events: NavigationEvents,
        report: @escaping @Sendable (AppNotice) -> Void
    ) {
        self.files = files
        self.storage = storage
        self.events = events
        self.report = report
    }

    /// The open scenes, in identifier order.
    var open: [SceneID] { lifecycle.connectedScenes }

    /// The phase of scene `id`, if it is open.
    func phase(of id: SceneID) -> ScenePhase? {
        lifecycle.phase(of: id)
    }

    /// Reopens the scenes open when the App last stopped (scene 1 on a fresh device; the
    /// first ``AppLimits/openScenes`` of a longer list), then makes the current one active.
    func reopen() {
        let list = files.load(SceneListFile.self)
        var ids = Set(list?.scenes.filter { $0 > 0 } ?? []).sorted()
        if ids.count > AppLimits.openScenes {
            report(.tooManyScenes(listed: ids.count))
            ids = Array(ids.prefix(AppLimits.openScenes))
        }
        for id in ids.isEmpty ? [1] : ids { connect(SceneID(id)) }
        let saved = list.map { SceneID($0.current) }
        current = saved.flatMap { open.contains($0) ? $0 : nil } ?? open[0]
        try? lifecycle.setPhase(.active, for: current)  // connected just above
    }

    /// Opens a new scene, one more than the highest open one, and makes it active and current.
    /// - Throws: `too_many_scenes` when ``AppLimits/openScenes`` are open.
    func openNew() throws(AppError) -> SceneID {
        guard open.count < AppLimits.openScenes else {
            throw AppError(
                .tooManyScenes,
                reason: "\(open.count) scenes are open, the most there can be; close one first")
        }
        let highest = open.last?.rawValue ?? 0
        // A hand-edited list may hold the largest number: then the lowest free one.
        let next = highest < Int.max ? highest + 1 : (1...).first { !open.contains(SceneID($0)) }
        let id = SceneID(next ?? 1)
        connect(id)
        current = id
        try? lifecycle.setPhase(.active, for: id)  // connected just above
        saveList()
        return id
    }

    /// Makes scene `id` current and active.
    /// - Throws: `unknown_scene`.
    func switchTo(_ id: SceneID) throws(AppError) {
        do {
            try lifecycle.setPhase(.active, for: id)
        } catch {
            throw AppError(error)
        }
        current = id
        saveList()
    }

    /// Closes scene `id` and discards its saved navigation, as closing a window does. The
    /// lowest remaining scene becomes current if `id` was.
    /// - Throws: `unknown_scene`, or `last_scene` for the only open scene.
    func close(_ id: SceneID) throws(AppError) {
        guard open.contains(id) else {
            throw AppError(RoutingError(.unknownScene, reason: "\(id) is not open"))
        }
        guard open.count > 1 else {
            throw AppError(.lastScene, reason: "\(id) is the last open scene; use quit to exit")
        }
        try? lifecycle.disconnect(id)  // open, checked above
        discardNavigation(of: id)
        if current == id { current = open[0] }
        saveList()
    }

    /// Moves the current scene to `phase`.
    func setPhase(_ phase: ScenePhase) {
        try? lifecycle.setPhase(phase, for: current)  // the current scene is always open
    }

    /// Moves scene `id` to `phase`, whether or not it is current (a window of its own).
    /// - Throws: `unknown_scene`.
    func setPhase(_ phase: ScenePhase, of id: SceneID) throws(AppError) {
        do {
            try lifecycle.setPhase(phase, for: id)
        } catch {
            throw AppError(error)
        }
    }

    /// Forgets every open scene's saved navigation (the user signed out).
    func discardSavedNavigation() {
        for id in open { discardNavigation(of: id) }
    }

    /// Saves which scenes are open and which is current.
    func saveList() {
        do {
            try files.save(SceneListFile(scenes: open.map(\.rawValue), current: current.rawValue))
        } catch {
            report(.sceneListNotSaved(reason: error.reason))
        }
    }

    private func connect(_ id: SceneID) {
        try? lifecycle.connect(id)  // ids are new: deduplicated, or one above the highest
    }

    private func discardNavigation(of id: SceneID) {
        do {
            try storage.remove(id)
        } catch {
            report(.navigationNotDiscarded(id, error))
        }
    }
}
