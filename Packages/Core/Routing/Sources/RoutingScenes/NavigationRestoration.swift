public import Analytics
public import Foundation
public import Routing

/// Saves and restores each scene's ``Navigation``, for one signed-in user.
///
/// Saving stores each route as its canonical deep link (what ``DeepLinkTable/url(for:)``
/// writes) in a versioned JSON file a person can read, so a renamed case or parameter does
/// not invalidate saved files: the link is the contract. A route with no link, or whose link
/// would not lead back to it, cannot be saved: its stack ends before it, and the layers above
/// it are not saved either. Dialogs are never saved.
///
/// Restoring resolves each link through the same table that opens links, then asks the
/// feature's validator, and is careful with what it reads:
/// - corrupt data (not JSON, truncated, wrong shape, another schema version) restores
///   nothing, is set aside in the storage and is logged;
/// - state saved for another user restores nothing and is logged;
/// - otherwise each entry whose link no longer resolves, or that `validator` refuses, is
///   left out as ``policy`` says: by default with everything reached through it, keeping the
///   longest valid prefix of each stack; a stack left without a root starts again from its
///   tab's root.
///
/// A scene can show its saved navigation on its first frame: ``load(_:for:onto:)`` reads it
/// synchronously, leaving out only what no longer resolves, and ``validate(_:onto:)`` asks the
/// validator afterwards, in the background. What either returns is applied with
/// ``NavigationCommand/restore(_:)``.
///
/// ```swift
/// let restoration = NavigationRestoration<MainRoute>(
///     storage: FileSceneStorage(directory: scenesDirectory), links: table,
///     analytics: analytics
/// ) { route in
///     await catalog.stillExists(route)
/// }
/// try restoration.save(navigator.state, for: scene, user: user.id)
/// let blank = try Navigation<MainRoute>(tabs: [.home, .search])
/// let result = await restoration.restore(scene, for: user.id, onto: blank)
/// if let saved = result.navigation { navigator.apply(.restore(saved)) }
/// ```
public struct NavigationRestoration<R: Route>: Sendable {
    private let storage: any SceneStateStorage
    private let links: RouteLinks<R>
    private let analytics: any AnalyticsClient
    private let now: @Sendable () -> Date
    private let validator: @Sendable (R) async -> Bool

    /// What is left out with an entry that cannot be restored; the longest valid prefix of
    /// each stack by default.
    public var policy: RestorationPolicy

    /// Creates a restoration.
    /// - Parameters:
    ///   - storage: where each scene's state is kept.
    ///   - links: the table that writes each route's link and resolves it back.
    ///   - analytics: receives `navigation_restored` and `navigation_restore_failed`.
    ///   - now: the time a save records.
    ///   - policy: what is left out with an entry that cannot be restored.
    ///   - validator: whether a route may still be shown (does item 42 still exist?).
    public init(
        storage: any SceneStateStorage,
        links: DeepLinkTable<R>,
        analytics: any AnalyticsClient,
        now: @escaping @Sendable () -> Date = { Date() },
        policy: RestorationPolicy = .longestValidPrefix,
        validator: @escaping @Sendable (R) async -> Bool
    ) {
        self.storage = storage
        self.links = RouteLinks(links)
        self.analytics = analytics
        self.now = now
        self.policy = policy
        self.validator = validator
    }

    /// Saves `navigation` for `scene`, replacing what was saved.
    /// - Throws: ``RoutingError/Code/unroutable`` when its selected tab's root has no link,
    ///   ``RoutingError/Code/unencodable`` or ``RoutingError/Code/storageFailed``.
    public func save(_ navigation: Navigation<R>, for scene: SceneID, user userID: String)
        throws(RoutingError)
    {
        guard let saved = navigation.saved.links(links) else {
            throw RoutingError(.unroutable, reason: "the selected tab's root has no link")
        }
        let data: Data
        do {
            data = try NavigationSnapshot(userID: userID, savedAt: now(), payload: saved).encoded()
        } catch {
            throw RoutingError(.unencodable, reason: "\(error)", underlying: error)
        }
        try storage.save(data, for: scene)
    }

    /// Restores the navigation saved for `scene` by `userID`, asking the validator.
    /// - Parameters:
    ///   - scene: the scene whose state to read.
    ///   - userID: the signed-in user; state saved for anyone else restores nothing.
    ///   - blank: the navigation as it starts, whose tabs the saved ones are matched to.
    /// - Returns: the navigation to restore (`nil` when nothing is) and what was left out.
    public func restore(_ scene: SceneID, for userID: String, onto blank: Navigation<R>) async
        -> RestorationResult<R>
    {
        let saved: SavedNavigation<LenientEntry<R>>?
        do {
            saved = try read(scene, for: userID)
        } catch {
            return RestorationResult(navigation: nil, failure: error)
        }
        guard let saved else { return RestorationResult(navigation: nil) }
        let refused = await RestorationPruner.refused(
            in: saved, onto: blank, policy: policy, isValid: validator)
        return pruned(saved, onto: blank, refusing: refused, scene: scene)
    }

    /// Loads the navigation saved for `scene` by `userID` at once, without asking the
    /// validator: for a scene's first frame. Only what no longer resolves is left out;
    /// ``validate(_:onto:)`` asks the validator about the rest afterwards.
    public func load(_ scene: SceneID, for userID: String, onto blank: Navigation<R>)
        -> RestorationResult<R>
    {
        let saved: SavedNavigation<LenientEntry<R>>?
        do {
            saved = try read(scene, for: userID)
        } catch {
            return RestorationResult(navigation: nil, failure: error)
        }
        guard let saved else { return RestorationResult(navigation: nil) }
        return pruned(saved, onto: blank, refusing: [], scene: scene)
    }

    /// Asks the validator about every route of `navigation` (each distinct route once, within
    /// ``Navigation/maximumRoutes`` per tab and, with the prefix policy, up to its first
    /// refused one) and leaves out each refused one as ``policy`` says.
    /// - Returns: the navigation to show, with ``RestorationResult/dropped`` empty when the
    ///   validator refused nothing.
    public func validate(_ navigation: Navigation<R>, onto blank: Navigation<R>) async
        -> RestorationResult<R>
    {
        let wrapped = navigation.saved.map { LenientEntry(value: $0) }
        let refused = await RestorationPruner.refused(
            in: wrapped, onto: blank, policy: policy, isValid: validator)
        guard !refused.isEmpty else { return RestorationResult(navigation: navigation) }
        var pruner = RestorationPruner(refusing: refused, policy: policy)
        let validated = pruner.prune(wrapped, onto: blank)
        return RestorationResult(
            navigation: validated.map { Navigation($0, onto: blank) }, dropped: pruner.dropped)
    }

    private func pruned(
        _ saved: SavedNavigation<LenientEntry<R>>, onto blank: Navigation<R>,
        refusing refused: Set<R>,
        scene: SceneID
    ) -> RestorationResult<R> {
        var pruner = RestorationPruner(refusing: refused, policy: policy)
        let navigation = pruner.prune(saved, onto: blank).map { Navigation($0, onto: blank) }
        analytics.track(.navigationRestored(scene: scene, dropped: pruner.dropped.count))
        return RestorationResult(navigation: navigation, dropped: pruner.dropped)
    }

    /// Loads and checks the saved state, its links resolved (`nil` when nothing is saved),
    /// setting corrupt data aside and logging every refusal.
    private func read(_ scene: SceneID, for userID: String) throws(RoutingError)
        -> SavedNavigation<LenientEntry<R>>?
    {
        do {
            guard let data = try storage.load(scene) else { return nil }
            let file: SavedNavigation<SavedLink> = try NavigationSnapshot<Int>.payload(
                from: data, for: userID)
            return file.routes(links, policy: policy)
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
