public import Analytics
public import Foundation

/// Saves and restores the navigation state of each scene, for one signed-in user.
///
/// Saving stores each route as its canonical deep link (what ``DeepLinkTable/url(for:)``
/// writes) in a versioned JSON file a person can read, so a renamed case or parameter does
/// not invalidate saved files: the link is the contract. A route with no link cannot be
/// saved: its stack ends before it, and the layers above it are not saved either.
///
/// Restoring resolves each link through the same table that opens links, then asks the
/// feature's validator, and is careful with what it reads:
/// - corrupt data (not JSON, truncated, wrong shape, another schema version) restores
///   nothing, is set aside in the storage and is logged;
/// - state saved for another user restores nothing and is logged;
/// - otherwise each entry whose link no longer resolves, or that `validator` refuses, is
///   left out as ``policy`` says: by default with everything reached through it, keeping the
///   longest valid prefix of each stack; a stack left without a root starts again from the
///   default root.
///
/// A file of the previous schema (routes in their `Codable` form) is read once through that
/// form and written again as links.
///
/// A scene can show its saved navigation on its first frame: ``load(_:for:defaultRoot:)``
/// reads it synchronously, leaving out only what no longer resolves, and
/// ``validate(_:defaultRoot:)`` asks the validator afterwards, in the background.
///
/// ```swift
/// let restoration = NavigationRestoration<MainRoute>(
///     storage: FileSceneStorage(directory: scenesDirectory), links: table,
///     analytics: analytics
/// ) { route in
///     await catalog.stillExists(route)
/// }
/// try restoration.save(tabRouter.state, for: scene, user: user.id)
/// let root: @Sendable (MainTab) -> MainRoute = { $0.root }
/// let result = await restoration.restore(scene, for: user.id, defaultRoot: root)
/// if let state = result.state { tabRouter.restore(state) }
/// ```
public struct NavigationRestoration<R: Route>: Sendable {
    private let storage: any SceneStateStorage
    private let links: RouteLinks<R>
    private let analytics: any AnalyticsClient
    private let now: @Sendable () -> Date
    private let validator: @Sendable (R) async -> Bool
    private let legacy: LegacyRoutes<R>

    /// What restoring keeps when some saved entries are no longer valid: by default
    /// ``RestorationPolicy/longestValidPrefix``. The app gives it, from the feature whose
    /// navigation it restores (``FeatureAPI/restorationPolicy``).
    public var policy: RestorationPolicy

    /// Creates a restoration.
    /// - Parameters:
    ///   - storage: where each scene's state is kept.
    ///   - links: the app's deep-link table: what each route is saved as, and what each
    ///     saved link resolves to.
    ///   - analytics: receives one event per restore: restored (with the number of entries
    ///     left out) or failed (with the error code).
    ///   - now: the clock stamping saved states.
    ///   - policy: what restoring keeps when some saved entries are no longer valid.
    ///   - validator: whether a saved route may still be shown (does item 42 still exist?).
    public init(
        storage: any SceneStateStorage,
        links: DeepLinkTable<R>,
        analytics: any AnalyticsClient,
        now: @escaping @Sendable () -> Date = { Date() },
        policy: RestorationPolicy = .longestValidPrefix,
        validator: @escaping @Sendable (R) async -> Bool
    ) {
        self.init(
            storage: storage, links: RouteLinks(links), analytics: analytics, now: now,
            policy: policy, legacy: { try R(from: $0) }, validator: validator)
    }

    /// Creates a restoration whose route type is not the one the previous release saved:
    /// the routes of a schema-1 file are read as `Legacy`, in its `Codable` form, and
    /// converted (`nil` for a route to leave out).
    ///
    /// ```swift
    /// // Schema-1 files held Main's routes; the App now saves its own, of every feature.
    /// let restoration = NavigationRestoration<AppRoute>(
    ///     storage: storage, links: table, analytics: analytics,
    ///     legacyRoute: { (old: MainRoute) in .main(old) },
    ///     validator: { route in await stillExists(route) })
    /// ```
    /// - Parameters:
    ///   - storage: where each scene's state is kept.
    ///   - links: the app's deep-link table.
    ///   - analytics: receives one event per restore.
    ///   - now: the clock stamping saved states.
    ///   - policy: what restoring keeps when some saved entries are no longer valid.
    ///   - legacyRoute: converts a route read from a schema-1 file.
    ///   - validator: whether a saved route may still be shown.
    public init<Legacy: Decodable & Sendable>(
        storage: any SceneStateStorage,
        links: DeepLinkTable<R>,
        analytics: any AnalyticsClient,
        now: @escaping @Sendable () -> Date = { Date() },
        policy: RestorationPolicy = .longestValidPrefix,
        legacyRoute: @escaping @Sendable (Legacy) -> R?,
        validator: @escaping @Sendable (R) async -> Bool
    ) {
        self.init(
            storage: storage, links: RouteLinks(links), analytics: analytics, now: now,
            policy: policy, legacy: { try legacyRoute(Legacy(from: $0)) }, validator: validator)
    }

    /// The one initializer the public ones call.
    private init(
        storage: any SceneStateStorage, links: RouteLinks<R>, analytics: any AnalyticsClient,
        now: @escaping @Sendable () -> Date, policy: RestorationPolicy,
        legacy: @escaping @Sendable (any Decoder) throws -> R?,
        validator: @escaping @Sendable (R) async -> Bool
    ) {
        self.storage = storage
        self.links = links
        self.analytics = analytics
        self.now = now
        self.policy = policy
        self.legacy = LegacyRoutes(read: legacy)
        self.validator = validator
    }

    /// Saves one router's state for `scene`, replacing what was saved: each route as its link,
    /// each stack ending before a route that has none.
    /// - Throws: ``RoutingError/Code/unencodable`` or ``RoutingError/Code/storageFailed``.
    public func save(_ state: RouterState<R>, for scene: SceneID, user userID: String)
        throws(RoutingError)
    {
        try write(state.links(links), for: scene, user: userID)
    }

    /// Saves a tab router's state for `scene`, replacing what was saved: each route as its
    /// link, each stack ending before a route that has none.
    /// - Throws: ``RoutingError/Code/unencodable`` or ``RoutingError/Code/storageFailed``.
    public func save<Tab>(_ state: TabsState<Tab, R>, for scene: SceneID, user userID: String)
        throws(RoutingError)
    {
        try write(state.links(links), for: scene, user: userID)
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
        let saved: (state: RouterState<LenientEntry<R>>, isLegacy: Bool)?
        do {
            saved = try read(scene, for: userID) { (file: RouterState<SavedLink>) in
                file.routes(links, policy: policy)
            }
        } catch {
            return RestorationResult(state: nil, failure: error)
        }
        guard let saved else { return RestorationResult(state: nil) }
        let refused = await RestorationPruner.refused(
            in: saved.state, policy: policy, isValid: validator)
        var pruner = RestorationPruner(refusing: refused, policy: policy)
        let state = pruner.prune(saved.state, at: "", defaultRoot: defaultRoot)
        if saved.isLegacy { try? save(state, for: scene, user: userID) }
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
        let saved: (state: TabsState<LenientEntry<Tab>, LenientEntry<R>>, isLegacy: Bool)?
        do {
            saved = try readTabs(scene, for: userID)
        } catch {
            return RestorationResult(state: nil, failure: error)
        }
        guard let saved else { return RestorationResult(state: nil) }
        let refused = await RestorationPruner.refused(
            in: saved.state, policy: policy, isValid: validator)
        var pruner = RestorationPruner(refusing: refused, policy: policy)
        let state = pruner.prune(saved.state, defaultRoot: defaultRoot)
        if saved.isLegacy, let state { try? save(state, for: scene, user: userID) }
        analytics.track(.navigationRestored(scene: scene, dropped: pruner.dropped.count))
        return RestorationResult(state: state, dropped: pruner.dropped)
    }

    /// Reads a tab router's state saved for `scene` by `userID` at once, without asking the
    /// validator: what the scene shows on its first frame. Entries whose links no longer
    /// resolve are left out (as ``policy`` says); call
    /// ``validate(_:defaultRoot:)`` afterwards for the rest.
    /// - Parameters:
    ///   - scene: the scene whose state to read.
    ///   - userID: the signed-in user; state saved for anyone else restores nothing.
    ///   - defaultRoot: the root a tab starts from when its saved root is left out.
    /// - Returns: the state to apply (`nil` when nothing is restored) and what was left out.
    public func load<Tab>(_ scene: SceneID, for userID: String, defaultRoot: (Tab) -> R)
        -> RestorationResult<TabsState<Tab, R>>
    {
        let saved: (state: TabsState<LenientEntry<Tab>, LenientEntry<R>>, isLegacy: Bool)?
        do {
            saved = try readTabs(scene, for: userID)
        } catch {
            return RestorationResult(state: nil, failure: error)
        }
        guard let saved else { return RestorationResult(state: nil) }
        var pruner = RestorationPruner<R>(policy: policy)
        let state = pruner.prune(saved.state, defaultRoot: defaultRoot)
        if saved.isLegacy, let state { try? save(state, for: scene, user: userID) }
        analytics.track(.navigationRestored(scene: scene, dropped: pruner.dropped.count))
        return RestorationResult(state: state, dropped: pruner.dropped)
    }

    /// Asks the validator about every route of `state` (a state ``load(_:for:defaultRoot:)``
    /// returned) and leaves out each refused one as ``policy`` says. Drop paths are positions
    /// in `state`.
    /// - Parameters:
    ///   - state: the state to check, as shown.
    ///   - defaultRoot: the root a tab starts from when its root is left out.
    /// - Returns: the state to show, with ``RestorationResult/dropped`` empty when the
    ///   validator refused nothing.
    public func validate<Tab>(_ state: TabsState<Tab, R>, defaultRoot: (Tab) -> R) async
        -> RestorationResult<TabsState<Tab, R>>
    {
        let wrapped = state.lenient
        let refused = await RestorationPruner.refused(
            in: wrapped, policy: policy, isValid: validator)
        var pruner = RestorationPruner(refusing: refused, policy: policy)
        let validated = pruner.prune(wrapped, defaultRoot: defaultRoot)
        return RestorationResult(state: validated, dropped: pruner.dropped)
    }

    private func write<Payload: Encodable>(
        _ payload: Payload, for scene: SceneID, user userID: String
    ) throws(RoutingError) {
        let data: Data
        do {
            data = try NavigationSnapshot(userID: userID, savedAt: now(), payload: payload)
                .encoded()
        } catch {
            throw RoutingError(.unencodable, reason: "\(error)", underlying: error)
        }
        try storage.save(data, for: scene)
    }

    /// A tab router's saved state, its links resolved.
    private func readTabs<Tab>(_ scene: SceneID, for userID: String) throws(RoutingError)
        -> (state: TabsState<LenientEntry<Tab>, LenientEntry<R>>, isLegacy: Bool)?
    {
        try read(scene, for: userID) { (file: TabsState<LenientEntry<Tab>, SavedLink>) in
            file.routes(links, policy: policy)
        }
    }

    /// Loads and checks the saved state (`nil` when nothing is saved), resolving a current
    /// file's links with `resolve` or reading a legacy file's routes as they are, setting
    /// corrupt data aside and logging every refusal.
    private func read<File: Decodable, State: Decodable>(
        _ scene: SceneID, for userID: String, resolving resolve: (File) -> State
    ) throws(RoutingError) -> (state: State, isLegacy: Bool)? {
        do {
            guard let data = try storage.load(scene) else { return nil }
            let payload: SavedPayload<File, State> = try NavigationSnapshot<Int>.payload(
                from: data, for: userID, legacy: legacy)
            switch payload {
            case .current(let file): return (resolve(file), false)
            case .legacy(let state): return (state, true)
            }
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
