public import Observation
public import Routing

/// Tracks the phase of every connected scene and the app phase they add up to (`active` if any
/// scene is, `background` if all are or none is connected, `inactive` otherwise), and reports
/// every change to one handler: the single place the app reacts to lifecycle.
///
/// A call emits the scene's event, then the app's if the app phase changed, once the phases
/// are updated; a call that changes nothing emits nothing, and a refused call throws.
///
/// ```swift
/// let lifecycle = SceneLifecycle { event in
///     switch event {
///     case .appBecameActive: session.validate()
///     case .sceneBecameInactive(let id): scenes.save(id)
///     case .appEnteredBackground: caches.release()
///     default: break
///     }
/// }
/// try lifecycle.connect(SceneID(1))
/// try lifecycle.setPhase(.active, for: SceneID(1))  // sceneBecameActive, appBecameActive
/// ```
@MainActor
@Observable
public final class SceneLifecycle {
    /// The phase of every connected scene.
    public private(set) var phases: [SceneID: ScenePhase] = [:]

    private let handler: @MainActor (SceneEvent) -> Void

    /// Creates a lifecycle with no scene connected (app phase `background`), whose `handler`
    /// receives every event in order, after `events` publishes it.
    public init(
        events: NavigationEvents? = nil, handler: @escaping @MainActor (SceneEvent) -> Void
    ) {
        self.handler = { event in
            events?.send(.scene(event))
            handler(event)
        }
    }

    /// The app phase the scene phases add up to.
    public var appPhase: ScenePhase {
        if phases.values.contains(.active) { return .active }
        if phases.values.contains(.inactive) { return .inactive }
        return .background
    }

    /// The connected scenes, in identifier order.
    public var connectedScenes: [SceneID] { phases.keys.sorted() }

    /// The phase of `id`, or `nil` when it is not connected.
    public func phase(of id: SceneID) -> ScenePhase? { phases[id] }

    /// Starts tracking a scene, in the background (as a platform connects it before it comes on
    /// screen): emits `sceneConnected`.
    /// - Throws: ``RoutingError/Code/alreadyConnected``.
    public func connect(_ id: SceneID) throws(RoutingError) {
        guard phases[id] == nil else {
            throw RoutingError(.alreadyConnected, reason: "\(id) is already connected")
        }
        phases[id] = .background
        handler(.sceneConnected(id))
    }

    /// Moves a scene to `phase`. Emits the scene's event, then the app's if the app phase
    /// changed; nothing when the scene already is in `phase`.
    /// - Throws: ``RoutingError/Code/unknownScene``.
    public func setPhase(_ phase: ScenePhase, for id: SceneID) throws(RoutingError) {
        guard let old = phases[id] else { throw Self.unknown(id) }
        guard old != phase else { return }
        let oldApp = appPhase
        phases[id] = phase
        switch phase {
        case .active: handler(.sceneBecameActive(id))
        case .inactive: handler(.sceneBecameInactive(id))
        case .background: handler(.sceneEnteredBackground(id))
        }
        reportAppPhase(from: oldApp)
    }

    /// Stops tracking a scene. Emits `sceneDisconnected`, then the app's event if the app
    /// phase changed (closing the last active scene, say).
    /// - Throws: ``RoutingError/Code/unknownScene``.
    public func disconnect(_ id: SceneID) throws(RoutingError) {
        guard phases[id] != nil else { throw Self.unknown(id) }
        let oldApp = appPhase
        phases[id] = nil
        handler(.sceneDisconnected(id))
        reportAppPhase(from: oldApp)
    }

    private func reportAppPhase(from old: ScenePhase) {
        let new = appPhase
        guard new != old else { return }
        switch new {
        case .active: handler(.appBecameActive)
        case .inactive: handler(.appBecameInactive)
        case .background: handler(.appEnteredBackground)
        }
    }

    private static func unknown(_ id: SceneID) -> RoutingError {
        RoutingError(.unknownScene, reason: "\(id) is not connected")
    }
}
