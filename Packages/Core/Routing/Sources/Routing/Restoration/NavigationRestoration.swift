public import Analytics
public import Foundation

/// Saves and restores the navigation state of each scene, for one signed-in user.
///
/// Saving stores identifiers only, in a versioned ``NavigationSnapshot``. Restoring is
/// careful with what it reads:
/// - corrupt data (not JSON, truncated, wrong shape, other schema version) restores
///   nothing, is set aside in the storage and is logged;
/// - state saved for another user restores nothing and is logged;
/// - otherwise each entry that no longer decodes, or that `validator` refuses, is left out
///   with everything reached through it, keeping the longest valid prefix of each stack; a
///   stack left without a root starts again from the default root.
///
/// A scene can show its saved navigation on its first frame: ``load(_:for:defaultRoot:)``
/// reads it synchronously, leaving out only what no longer decodes, and
/// ``validate(_:defaultRoot:)`` asks the validator afterwards, in the background.
///
/// ```swift
/// let restoration = NavigationRestoration<MainRoute>(
///     storage: FileSceneStorage(directory: scenesDirectory), analytics: analytics
/// ) { route in
///     await catalog.stillExists(route)
/// }
/// try restoration.save(tabRouter.state, for: scene, user: user.id)
/// let result = await restoration.restore(scene, for: user.id) { (tab: MainTab) in tab.root }
/// if let state = result.state { tabRouter.restore(state) }
/// ```
public struct NavigationRestoration<R: Route>: Sendable {
    private let storage: any SceneStateStorage
    private let analytics: any AnalyticsClient
    private let now: @Sendable () -> Date
    private let validator: @Sendable (R) async -> Bool

    /// Creates a restoration.
    /// - Parameters:
    ///   - storage: where each scene's state is kept.
    ///   - analytics: receives one event per restore: restored (with the number of entries
    ///     left out) or failed (with the error code).
    ///   - now: the clock stamping saved states.
    ///   - validator: whether a saved route may still be shown (does item 42 still exist?).
    public init(
        storage: any SceneStateStorage,
        analytics: any AnalyticsClient,
        now: @escaping @Sendable () -> Date = { Date() },
        validator: @escaping @Sendable (R) async -> Bool
    ) {
        self.storage = storage
        self.analytics = analytics
        self.now = now
        self.validator = validator
    }

    /// Saves one router's state for `scene`, replacing what was saved.
    /// - Throws: ``RoutingError/Code/unencodable`` or ``RoutingError/Code/storageFailed``.
    public func save(_ state: RouterState<R>, for scene: SceneID, user userID: String)
        throws(RoutingError)
    {
        try write(state, for: scene, user: userID)
    }

    /// Saves a tab router's state for `scene`, replacing what was saved.
    /// - Throws: ``RoutingError/Code/unencodable`` or ``RoutingError/Code/storageFailed``.
    public func save<Tab>(_ state: TabsState<Tab, R>, for scene: SceneID, user userID: String)
        throws(RoutingError)
    {
        try write(state, for: scene, user: userID)
    }

    /// Restores one router's state saved for `scene` by `userID`.
    /// - Parameters:
    ///   - scene: the scene whose state to read.
    ///   - userID: the signed-in user; state saved for anyone else restores nothing.
    ///   - defaultRoot: the root to start from when the saved root is left out.
    /// - Returns: the state to apply (`nil` when nothing is restored) and what was left out.
    public func restore(_ scene: SceneID, for userID: String, defaultRoot: R) async
        -> RestorationResult<RouterState<R>>
    {
        let saved: RouterState<LenientEntry<R>>?
        do {
            saved = try read(scene, for: userID)
        } catch {
            return RestorationResult(state: nil, failure: error)
        }
        guard let saved else { return RestorationResult(state: nil) }
        let refused = await RestorationPruner.refused(in: saved, isValid: validator)
        var pruner = RestorationPruner(refusing: refused)
        let state = pruner.prune(saved, at: "", defaultRoot: defaultRoot)
        analytics.track(.navigationRestored(scene: scene, dropped: pruner.dropped.count))
        return RestorationResult(state: state, dropped: pruner.dropped)
    }

    /// Restores a tab router's state saved for `scene` by `userID`: ``load(_:for:defaultRoot:)``
    /// and ``validate(_:defaultRoot:)`` in one step, what was left out reported once.
    /// - Parameters:
    ///   - scene: the scene whose state to read.
    ///   - userID: the signed-in user; state saved for anyone else restores nothing.
    ///   - defaultRoot: the root a tab starts from when its saved root is left out.
    /// - Returns: the state to apply (`nil` when nothing is restored, including when no
    ///   saved tab is known any more) and what was left out. When the selected tab is left
    ///   out, the first restored tab is selected.
    public func restore<Tab>(_ scene: SceneID, for userID: String, defaultRoot: (Tab) -> R) async
        -> RestorationResult<TabsState<Tab, R>>
    {
        let saved: TabsState<LenientEntry<Tab>, LenientEntry<R>>?
        do {
            saved = try read(scene, for: userID)
        } catch {
            return RestorationResult(state: nil, failure: error)
        }
        guard let saved else { return RestorationResult(state: nil) }
        let refused = await RestorationPruner.refused(in: saved, isValid: validator)
        var pruner = RestorationPruner(refusing: refused)
        let state = pruner.prune(saved, defaultRoot: defaultRoot)
        analytics.track(.navigationRestored(scene: scene, dropped: pruner.dropped.count))
        return RestorationResult(state: state, dropped: pruner.dropped)
    }

    /// Reads a tab router's state saved for `scene` by `userID` at once, without asking the
    /// validator: what the scene shows on its first frame. Entries that no longer decode are
    /// left out (with everything reached through them); call ``validate(_:defaultRoot:)``
    /// afterwards for the rest.
    /// - Parameters:
    ///   - scene: the scene whose state to read.
    ///   - userID: the signed-in user; state saved for anyone else restores nothing.
    ///   - defaultRoot: the root a tab starts from when its saved root is left out.
    /// - Returns: the state to apply (`nil` when nothing is restored) and what was left out.
    public func load<Tab>(_ scene: SceneID, for userID: String, defaultRoot: (Tab) -> R)
        -> RestorationResult<TabsState<Tab, R>>
    {
        let saved: TabsState<LenientEntry<Tab>, LenientEntry<R>>?
        do {
            saved = try read(scene, for: userID)
        } catch {
            return RestorationResult(state: nil, failure: error)
        }
        guard let saved else { return RestorationResult(state: nil) }
        var pruner = RestorationPruner<R>()
        let state = pruner.prune(saved, defaultRoot: defaultRoot)
        analytics.track(.navigationRestored(scene: scene, dropped: pruner.dropped.count))
        return RestorationResult(state: state, dropped: pruner.dropped)
    }

    /// Asks the validator about every route of `state` (a state ``load(_:for:defaultRoot:)``
    /// returned) and leaves out each refused one with everything reached through it,
    /// keeping the longest valid prefix of each stack. Drop paths are positions in `state`.
    /// - Parameters:
    ///   - state: the state to check, as shown.
    ///   - defaultRoot: the root a tab starts from when its root is left out.
    /// - Returns: the state to show, with ``RestorationResult/dropped`` empty when the
    ///   validator refused nothing.
    public func validate<Tab>(_ state: TabsState<Tab, R>, defaultRoot: (Tab) -> R) async
        -> RestorationResult<TabsState<Tab, R>>
    {
        let wrapped = state.lenient
        let refused = await RestorationPruner.refused(in: wrapped, isValid: validator)
        var pruner = RestorationPruner(refusing: refused)
        let validated = pruner.prune(wrapped, defaultRoot: defaultRoot)
        return RestorationResult(state: validated, dropped: pruner.dropped)
    }

    private func write<Payload: Hashable & Sendable & Codable>(
        _ payload: Payload, for scene: SceneID, user userID: String
    ) throws(RoutingError) {
        let snapshot = NavigationSnapshot(userID: userID, savedAt: now(), payload: payload)
        let data: Data
        do {
            data = try JSONEncoder().encode(snapshot)
        } catch {
            throw RoutingError(.unencodable, reason: "\(error)")
        }
        try storage.save(data, for: scene)
    }

    /// Loads and checks the saved payload (`nil` when nothing is saved), setting corrupt
    /// data aside and logging every refusal.
    private func read<Payload: Hashable & Sendable & Codable>(
        _ scene: SceneID, for userID: String
    ) throws(RoutingError) -> Payload? {
        do {
            guard let data = try storage.load(scene) else { return nil }
            return try NavigationSnapshot<Payload>.payload(from: data, for: userID)
        } catch {
            var setAside = false
            if error.isCorruption {
                setAside = (try? storage.setAside(scene)) != nil
            }
            analytics.track(
                .navigationRestoreFailed(scene: scene, reason: error.code, setAside: setAside))
            throw error
        }
    }
}
