import Foundation
import PrivateStorage

/// `scenes.json` in the state directory: the scenes the App knows, so that a relaunch gives
/// every window its own scene back. The scenes a window showed when the list was saved, the
/// current one, and the scenes kept without a window (``KeptScene``), each with the launch and
/// the time a window last showed it; ``SceneRetention`` says when those are given up.
///
/// 1.0 wrote `{"version":1,"scenes":[1,2],"current":2}`; the keys added since are optional, so
/// each release reads the other's file (a scene of such a list was last shown at launch 0,
/// now).
struct SceneListFile: VersionedFile, Equatable {
    static let fileName = "scenes.json"
    static var isExcludedFromBackup: Bool { true }
    var version = Self.currentVersion
    /// The scenes a window showed, in identifier order.
    var scenes: [Int]
    /// The scene commands applied to.
    var current: Int
    /// The launch that saved the list, counting from 1.
    var launch: Int?
    /// When the list was saved: the last time a window was known to show each of ``scenes``.
    var savedAt: Date?
    /// The scenes kept without a window, in identifier order.
    var kept: [KeptScene]?
}

/// A scene whose window the system disconnected: it keeps its identifier and its saved
/// navigation until a window asks for it again, or ``SceneRetention`` gives it up.
struct KeptScene: Codable, Equatable {
    /// The scene's number.
    var id: Int
    /// The launch during which a window last showed it.
    var launch: Int
    /// When a window last showed it, by `AppEnvironment.now`.
    var at: Date
}
