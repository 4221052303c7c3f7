#if canImport(SwiftUI)
    public import AppCore
    import Routing
    public import SwiftUI

    /// A window's content: the first window shows the App's current scene, each further one
    /// opens a scene of its own, showing the window's link if it was opened with one; the
    /// window's phase goes to its scene, and closing the window closes the scene.
    public struct SceneWindow: View {
        private let app: RootSwitchApp
        private let windows: WindowScenes
        private let link: Binding<SceneLink?>?
        @State private var scene: SceneID?
        @Environment(\.scenePhase) private var phase

        /// - Parameters:
        ///   - app: the composed App.
        ///   - windows: the scenes the app's windows show, one value for all of them.
        ///   - link: the link the window was opened to show (`WindowGroup(for: SceneLink.self)`),
        ///     used once: it is set to `nil` when its scene opens, so a window SwiftUI
        ///     restores later shows its scene's saved navigation instead of the link again.
        public init(app: RootSwitchApp, windows: WindowScenes, link: Binding<SceneLink?>? = nil) {
            self.app = app
            self.windows = windows
            self.link = link
        }

        public var body: some View {
            Group {
                if let scene {
                    RootView(app: app, scene: scene)
                } else {
                    ProgressView()
                }
            }
            .onAppear {
                guard scene == nil else { return }
                if let link, let url = link.wrappedValue?.url {
                    link.wrappedValue = nil
                    // A link that does not resolve, or past the App's cap on scenes, opens no
                    // scene: the window shows the current scene, as below.
                    if let opened = try? app.openScene(showing: url) {
                        _ = windows.claim(opened)
                        scene = opened
                        return
                    }
                }
                // Past the App's cap on scenes, a further window shows the current scene too.
                scene =
                    windows.claim(app.currentScene)
                    ? app.currentScene : (try? app.openScene()) ?? app.currentScene
            }
            .onDisappear {
                guard let scene else { return }
                windows.release(scene)
                try? app.closeScene(scene)
            }
            .onChange(of: phase) { _, newPhase in
                guard let scene else { return }
                if newPhase == .active { try? app.switchScene(to: scene) }
                try? app.setPhase(Self.phase(newPhase), of: scene)
            }
        }

        private static func phase(_ phase: SwiftUI.ScenePhase) -> Routing.ScenePhase {
            switch phase {
            case .active: .active
            case .inactive: .inactive
            default: .background
            }
        }
    }

    /// Which scenes the app's windows show, so that only the first window adopts the App's
    /// current scene and every other one opens its own. The SwiftUI `App` makes one.
    @MainActor
    public final class WindowScenes {
        private var shown: Set<SceneID> = []

        /// Creates an empty record.
        public init() {}

        /// Records that a window shows `scene`.
        /// - Returns: false when another window shows it already.
        func claim(_ scene: SceneID) -> Bool {
            shown.insert(scene).inserted
        }

        /// Records that the window showing `scene` closed.
        func release(_ scene: SceneID) {
            shown.remove(scene)
        }
    }
#endif
