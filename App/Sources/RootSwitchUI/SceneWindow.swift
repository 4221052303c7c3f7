#if canImport(SwiftUI)
    public import AppCore
    import Routing
    public import SwiftUI

    /// A window's content. It reports the window to the App (`RootSwitchApp.windows`) and
    /// decides nothing: it connects asking for the scene it saved in `@SceneStorage`, or
    /// showing the link it was opened with, or for a new scene; it reports each phase; and
    /// its view disappearing is reported as the system disconnecting it, which keeps the scene
    /// and its saved navigation for when the window comes back.
    ///
    /// SwiftUI does not say why a window's view disappears. The system disconnects a window in
    /// the background to free memory (iPadOS, visionOS) and connects it again, with the same
    /// `@SceneStorage`, when the user returns to it: the window gets its scene back as it was,
    /// whatever the order windows come back in after a relaunch. A window the user closes (in
    /// the app switcher, or its close button on macOS) takes its `@SceneStorage` with it, so
    /// nothing asks for its scene again, and the App gives that scene up once no window has
    /// asked for it during 3 launches and 14 days. An app that learns of a close (a Close
    /// command of its own) reports it with `ConnectedWindow.closed()`.
    public struct SceneWindow: View {
        private let app: RootSwitchApp
        private let link: Binding<SceneLink?>?
        private let entries: EntryInbox?
        /// The scene this window shows, kept by the system with the window.
        @SceneStorage("RootSwitch.scene") private var savedScene: Int?
        @State private var window: ConnectedWindow?
        /// Why the window has no scene (too many are open), if it has none.
        @State private var refusal: AppError?
        /// Why the window's link did not open, until the user has read it.
        @State private var linkRefusal: AppError?
        @Environment(\.scenePhase) private var phase

        /// - Parameters:
        ///   - app: the composed App.
        ///   - link: the link the window was opened to show (`WindowGroup(for: SceneLink.self)`),
        ///     used once: it is set to `nil` when the window connects, so a window SwiftUI
        ///     restores later shows its scene's saved navigation instead of the link again.
        ///   - entries: the inbox whose waiting entries open once this window has connected.
        public init(
            app: RootSwitchApp, link: Binding<SceneLink?>? = nil, entries: EntryInbox? = nil
        ) {
            self.app = app
            self.link = link
            self.entries = entries
        }

        public var body: some View {
            Group {
                if let window {
                    RootView(app: app, scene: window.scene)
                        .modifier(SceneEntries(app: app, scene: window.scene))
                } else if let refusal {
                    Text(refusal.reason).padding()
                } else {
                    ProgressView()
                }
            }
            .onAppear(perform: connect)
            .onDisappear {
                window?.disconnected()
                window = nil
            }
            .onChange(of: phase) { _, newPhase in window?.moved(to: Self.phase(newPhase)) }
            .reportingWidth(to: app)
            .alert(Text(linkRefusal?.reason ?? ""), isPresented: showsLinkRefusal) {}
        }

        /// Connects the window: its link, else the scene it saved, else a new one.
        private func connect() {
            guard window == nil else { return }
            let url = link?.wrappedValue?.url
            link?.wrappedValue = nil
            let connection: WindowConnection =
                if let url { .showing(url: url) } else {
                    savedScene.map { .restoring(SceneID($0)) } ?? .new
                }
            do {
                let connected = try app.windows.connect(connection)
                savedScene = connected.scene.rawValue
                linkRefusal = connected.linkRefusal
                refusal = nil
                connected.moved(to: Self.phase(phase))
                window = connected
                entries?.start(app)
            } catch {
                refusal = error
            }
        }

        private var showsLinkRefusal: Binding<Bool> {
            Binding(get: { linkRefusal != nil }, set: { if !$0 { linkRefusal = nil } })
        }

        private static func phase(_ phase: SwiftUI.ScenePhase) -> Routing.ScenePhase {
            switch phase {
            case .active: .active
            case .inactive: .inactive
            default: .background
            }
        }
    }
#endif
