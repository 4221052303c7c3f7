import Routing

/// The App's windows as the platform's windows report them: a headless model the views only
/// report to. A window connects its scene (``connect(_:)``), restoring the one it saved, showing
/// a link, or new, and then reports its phase, its disconnection by the system and, where an
/// app knows it, its closing by the user, each through the ``ConnectedWindow`` it got.
///
/// Disconnecting is not closing. The system disconnects a window in the background to free
/// memory and connects it again when the user comes back to it: its scene and saved navigation
/// are kept for it. Only a window the user closed discards them. SwiftUI reports both as the
/// window's view disappearing; the kept scene of a window that never comes back is given up
/// once no window has asked for it during 3 launches and 14 days.
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
            guard let scene = coordinator.windows.scene(ofWindow: number) else { return }
            try? coordinator.windows.disconnect(scene)  // connected while it has a window
        }
    }

    /// The user closed window `number`: its scene is discarded.
    func windowClosed(_ number: Int) {
        recording(.windowClosed(window: number)) {
            guard let scene = coordinator.windows.scene(ofWindow: number) else { return }
            try? coordinator.windows.close(scene, keepingOne: false)  // connected, as above
        }
    }
}
