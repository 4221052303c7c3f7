public import Foundation
public import Routing
public import RoutingScenes
import Synchronization

/// Scene storage held in memory, for tests and for scenes that must not outlive the process.
///
/// ```swift
/// let storage = InMemorySceneStorage()
/// let restoration = NavigationRestoration<AppRoute>(
///     storage: storage, links: links, analytics: analytics
/// ) { _ in true }
/// ```
public final class InMemorySceneStorage: SceneStateStorage {
    private struct Contents {
        var saved: [SceneID: Data] = [:]
        var setAside: [SceneID: Data] = [:]
    }

    private let contents = Mutex(Contents())

    /// Creates an empty storage.
    public init() {}

    /// The bytes saved for `scene`, or `nil`.
    public func load(_ scene: SceneID) -> Data? {
        contents.withLock { $0.saved[scene] }
    }

    /// Replaces the bytes saved for `scene`.
    public func save(_ data: Data, for scene: SceneID) {
        contents.withLock { $0.saved[scene] = data }
    }

    /// Forgets the bytes saved for `scene`.
    public func remove(_ scene: SceneID) {
        contents.withLock { $0.saved[scene] = nil }
    }

    /// Moves the bytes saved for `scene` to ``setAsideData(for:)``.
    public func setAside(_ scene: SceneID) {
        contents.withLock { contents in
            guard let data = contents.saved.removeValue(forKey: scene) else { return }
            contents.setAside[scene] = data
        }
    }

    /// The bytes most recently set aside for `scene` as corrupt, or `nil`.
    public func setAsideData(for scene: SceneID) -> Data? {
        contents.withLock { $0.setAside[scene] }
    }
}
