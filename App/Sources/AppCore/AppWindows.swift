public import Routing

/// The App's windows as the platform's windows report them: a headless model the views only
/// report to. A window connects its scene (``connect(_:)``), restoring the one it saved, showing
/// a link, or new, and then reports its phase, its disconnection by the system and, where an
/// app knows it, its closing by the user, each through the ``ConnectedWindow`` it got.
///
/// Disconnecting is not closing. The system disconnects a window in the background to free
/// memory and connects it again when the user comes back to it: its scene and saved navigation
/// are kept for it. Only a window the user closed discards them, as the platform says: iOS
/// discards the window's scene session (``closed(_:)``), macOS's window reports it will close
/// (``ConnectedWindow/closed()``). SwiftUI reports both as the window's view disappearing; the
/// kept scene of a window whose close never reaches the App is given up once no window has
/// asked for it during 3 launches and 14 days.
///
/// Reports are made harmless where they can be: a window asking for a scene another window
/// still shows takes it over, as it is (the other left without a word); a report of a window
/// that is gone changes nothing; a view that disappears and appears again gets its scene back
/// as it saved it.
///
/// ```swift
/// @SceneStorage("scene") private var saved: Int?
///
/// .onAppear {
///     let window = try app.windows.connect(saved.map { .restoring(SceneID($0)) } ?? .new)
///     saved = window.scene.rawValue
/// }
/// ```
@MainActor
public final class AppWindows {
    private let coordinator: AppCoordinator
    private let recording: InputRecording

    init(coordinator: AppCoordinator, recording: InputRecording) {
        self.coordinator = coordinator
        self.recording = recording
    }

    /// A window connected: it gets the scene it saved if the App keeps it and no other
    /// window shows it (its navigation as saved), else a new scene, which shows the window's
    /// link if it has one. The scene connects in the background, the window reports its phase
    /// next, and it becomes current while the current scene has no window.
    /// - Parameter connection: what the window asks for.
    /// - Returns: the window, through which it reports; its scene is the one to save.
    /// - Throws: `too_many_scenes` when ``AppLimits/openScenes`` scenes are open; no scene is
    ///   connected then. A link that cannot open does not throw: the window shows its new
    ///   scene and ``ConnectedWindow/linkRefusal`` says why.
    public func connect(_ connection: WindowConnection) throws(AppError) -> ConnectedWindow {
        try recording(AppInput(connecting: connection)) { () throws(AppError) in
            let connected = try coordinator.connectWindow(connection)
            return ConnectedWindow(
                scene: connected.scene, number: connected.window,
                linkRefusal: connected.linkRefusal, windows: self)
        }
    }

    /// Window `number` moved to `phase`: becoming active makes its scene current.
    func window(_ number: Int, moved phase: ScenePhase) {
        recording(.windowMoved(window: number, phase: phase)) {
            guard let scene = coordinator.windows.scene(ofWindow: number) else { return }
            if phase == .active {
                try? coordinator.windows.switchTo(scene)  // connected while it has a window
            } else {
                try? coordinator.windows.setPhase(phase, of: scene)
            }
        }
    }

    /// The system disconnected window `number`: its scene is kept.
    func windowDisconnected(_ number: Int) {
        recording(.windowDisconnected(window: number)) {
            coordinator.windows.windowDisconnected(number)
        }
    }

    /// The user closed window `number`: its scene is discarded, even when the system's
    /// disconnection was reported first.
    func windowClosed(_ number: Int) {
        recording(.windowClosed(window: number)) { coordinator.windows.windowClosed(number) }
    }

    /// The user closed the windows of scenes `ids`, as a platform reports it without a window to
    /// report through: iOS's discarded scene sessions (`application(_:didDiscardSceneSessions:)`,
    /// for the sessions the user swiped away in the app switcher, at the next launch if the app was
    /// not running), each session telling the scene its window saved. Each scene is discarded with
    /// its saved navigation, connected or kept; a scene the App does not know is ignored.
    ///
    /// ```swift
    /// app.windows.closed([SceneID(2)])
    /// ```
    /// - Parameter ids: the scenes.
    public func closed(_ ids: Set<SceneID>) {
        recording(.scenesClosed(scenes: ids.map(\.rawValue).sorted())) {
            coordinator.windows.scenesClosed(ids)
        }
    }

    /// The app quits: a window the platform closes from now on keeps its scene, as a
    /// disconnected one does, for the next launch to restore (macOS closes the windows of an app
    /// that quits, and gives them back at its next launch).
    public func quitting() {
        recording(.quitting) { coordinator.windows.isQuitting = true }
    }
}
