#if canImport(SwiftUI)
    import AppCore
    import Routing
    import SwiftUI
    #if os(iOS)
        import UIKit
    #elseif os(macOS)
        import AppKit
    #endif

    extension View {
        /// Tells the App what the platform says of this window and SwiftUI does not: on iOS the
        /// window's scene session keeps the scene it shows (``SceneSessionTag``), so that the
        /// session the user discards in the app switcher names it; on macOS the window closing
        /// (`NSWindow.willCloseNotification`) is the user's close of `window`.
        func reportingPlatformWindow(_ window: ConnectedWindow?) -> some View {
            #if os(iOS)
                background(SceneSessionTag(scene: window?.scene))
            #elseif os(macOS)
                background(WindowCloseReporter(window: window))
            #else
                self
            #endif
        }
    }

    #if os(iOS)
        /// Writes the scene a window shows into its `UISceneSession`'s `userInfo`, which the
        /// system keeps with the session: `application(_:didDiscardSceneSessions:)` hands the
        /// sessions back, even at the next launch, and each says which scene it showed.
        struct SceneSessionTag: UIViewRepresentable {
            /// The key of the scene's number in the session's `userInfo`.
            static let key = "RootSwitch.scene"
            let scene: SceneID?

            /// The scene a discarded session's window showed, if it said.
            static func scene(of session: UISceneSession) -> SceneID? {
                (session.userInfo?[key] as? Int).map(SceneID.init)
            }

            func makeUIView(context: Context) -> TagView { TagView() }

            func updateUIView(_ view: TagView, context: Context) {
                view.scene = scene
            }

            /// An empty view that tags its window scene's session once both are known.
            final class TagView: UIView {
                var scene: SceneID? {
                    didSet { tag() }
                }

                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    tag()
                }

                private func tag() {
                    guard let scene, let session = window?.windowScene?.session else { return }
                    var info = session.userInfo ?? [:]
                    info[SceneSessionTag.key] = scene.rawValue
                    session.userInfo = info
                }
            }
        }
    #elseif os(macOS)
        /// Reports the user's close of the window it is in: AppKit posts
        /// `NSWindow.willCloseNotification` for the window the user closes (its close button,
        /// Close in the File menu), which SwiftUI's view does not tell from a disappearance.
        struct WindowCloseReporter: NSViewRepresentable {
            let window: ConnectedWindow?

            func makeNSView(context: Context) -> CloseWatchView { CloseWatchView() }

            func updateNSView(_ view: CloseWatchView, context: Context) {
                view.connected = window
            }

            /// An empty view watching the window it moves into.
            final class CloseWatchView: NSView {
                var connected: ConnectedWindow?
                private var observer: (any NSObjectProtocol)?

                override func viewDidMoveToWindow() {
                    super.viewDidMoveToWindow()
                    if let observer { NotificationCenter.default.removeObserver(observer) }
                    observer = window.map { window in
                        NotificationCenter.default.addObserver(
                            forName: NSWindow.willCloseNotification, object: window, queue: .main
                        ) { [weak self] _ in
                            MainActor.assumeIsolated { self?.connected?.closed() }
                        }
                    }
                }
            }
        }
    #endif
#endif
