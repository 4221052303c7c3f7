public import Foundation
public import Routing

/// Keeps the saved navigation state of each scene (window), separately.
///
/// Storage moves bytes only; ``NavigationRestoration`` decides what they mean and asks for
/// bytes it cannot read to be set aside, so a corrupt file is kept for inspection but never
/// read again.
public protocol SceneStateStorage: Sendable {
    /// The bytes saved for `scene`, or `nil` when nothing is saved.
    /// - Throws: ``RoutingError/Code/storageFailed`` when they exist but cannot be read.
    func load(_ scene: SceneID) throws(RoutingError) -> Data?

    /// Replaces what is saved for `scene`, all at once: a reader sees the old bytes or the
    /// new ones, never a mix.
    /// - Throws: ``RoutingError/Code/storageFailed``.
    func save(_ data: Data, for scene: SceneID) throws(RoutingError)

    /// Forgets what is saved for `scene`; does nothing when nothing is saved.
    /// - Throws: ``RoutingError/Code/storageFailed``.
    func remove(_ scene: SceneID) throws(RoutingError)

    /// Moves what is saved for `scene` out of the way because it is corrupt: `load` then
    /// returns `nil`. Does nothing when nothing is saved.
    /// - Throws: ``RoutingError/Code/storageFailed``.
    func setAside(_ scene: SceneID) throws(RoutingError)
}
