import Routing

/// Which platform window shows which scene, by the number each connection gets
/// (``ConnectedWindow``'s), and which scene each window that left showed: what tells a report
/// of the window that shows a scene now from a late one of a window that is gone.
///
/// A window reconnecting to a scene another connection still shows takes the scene over: the
/// platform disconnected the old window without a word reaching the App (a view that never
/// disappeared, a report lost while the app was suspended), and the platform never shows one
/// scene in two windows. Every later report of the old connection changes nothing.
struct WindowRegistry {
    /// The scene each connected window shows.
    private var showing: [Int: SceneID] = [:]
    /// The scene each window whose disconnection was reported showed when it left: its close,
    /// which the platform may report after the disconnection, still discards that scene.
    private var left: [Int: SceneID] = [:]
    /// The last number given.
    private var last = 0

    /// A window connected to `scene`: its number. Any other window showing `scene` is gone.
    mutating func connect(_ scene: SceneID) -> Int {
        forget(scene)
        last += 1
        showing[last] = scene
        return last
    }

    /// The scene window `number` shows, while it does.
    func scene(of number: Int) -> SceneID? {
        showing[number]
    }

    /// The scene window `number` showed when its disconnection was reported, if it left so.
    func sceneLeft(by number: Int) -> SceneID? {
        left[number]
    }

    /// Window `number`, which showed `scene`, left (the system disconnected it): its close,
    /// reported later, is still about `scene`.
    mutating func leave(_ number: Int, showing scene: SceneID) {
        showing[number] = nil
        left[number] = scene
    }

    /// Window `number` closed: it reports nothing any more.
    mutating func close(_ number: Int) {
        showing[number] = nil
        left[number] = nil
    }

    /// No window shows `scene` any more (the App closed or disconnected it, or another window
    /// took it over): their reports change nothing.
    mutating func forget(_ scene: SceneID) {
        showing = showing.filter { $0.value != scene }
        left = left.filter { $0.value != scene }
    }
}
