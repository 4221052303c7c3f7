import Foundation

/// When a scene kept without a window is given up, with its saved navigation.
///
/// SwiftUI tells the App when a window disappears, never why: the system disconnects a window
/// in the background to reclaim memory (it comes back when the user returns to it, asking for
/// its scene through `@SceneStorage`), and the user closes one (its `@SceneStorage` is
/// destroyed with it, so nothing ever asks for that scene again). Both end as a kept scene;
/// only time tells them apart. A window set aside in the app switcher may come back weeks
/// later, after launches that did not restore it, so a kept scene is given up at a launch only
/// once no window has shown it during the last ``launches`` launches **and** for ``age`` by the
/// injected clock (`AppEnvironment.now`): neither a burst of launches nor a long absence alone
/// loses a window. A clock set back counts as no time at all.
enum SceneRetention {
    /// The launches in a row that must pass without a window showing the scene: 3.
    static let launches = 3
    /// The time that must pass without a window showing the scene: 14 days.
    static let age: TimeInterval = 14 * 24 * 60 * 60

    /// Whether `scene` is given up at launch number `launch`, at `now`.
    static func givesUp(_ scene: KeptScene, atLaunch launch: Int, now: Date) -> Bool {
        launch - scene.launch > launches && now.timeIntervalSince(scene.at) >= age
    }
}
