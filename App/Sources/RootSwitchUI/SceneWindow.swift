#if canImport(SwiftUI)
    public import AppCore
    import Routing
    public import SwiftUI

    /// A window's content. It reports the window to the App (`RootSwitchApp.windows`) and
    /// decides nothing: it connects asking for the scene it saved in `@SceneStorage`, or
    /// showing the link it was opened with, or for a new scene; it reports each phase; its
    /// view disappearing is reported as the system disconnecting it, which keeps the scene and
    /// its saved navigation for when the window comes back; and what the platform says of a
    /// close reaches the App as one (``EntryAppDelegate`` on iOS, the window itself on macOS).
    ///
    /// The system disconnects a window in the background to free memory (iPadOS) and connects
    /// it again, with the same `@SceneStorage`, when the user returns to it: the window gets
    /// its scene back as it was, whatever the order windows come back in after a relaunch. A
    /// window that connects asking for a scene still marked connected takes it over as it is
    /// (the old window's disconnection never came). Links, user activities and entries that
    /// arrive before the window has connected wait in the ``EntryInbox`` and open once it has.
    public struct SceneWindow: View {
        private let app: RootSwitchApp
        private let link: Binding<SceneLink?>?
        private let entries: EntryInbox
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
        ///   - entries: where what comes before a window waits; told when this window connects.
        public init(app: RootSwitchApp, link: Binding<SceneLink?>? = nil, entries: EntryInbox) {
            self.app = app
            self.link = link
            self.entries = entries
        }

        public var body: some View {
            // The lifecycle is reported by one view whose identity never changes. On a Group
            // around the branches below, each modifier would apply to every branch (Apple's
            // documentation of Group): the spinner's onDisappear, as the content replaces it,
            // would disconnect the window that just connected.
            ZStack { content }
                .onAppear(perform: connect)
                .onDisappear {
                    window?.disconnected()
                    window = nil
                }
                .onChange(of: phase) { _, newPhase in window?.moved(to: Self.phase(newPhase)) }
                .onOpenURL(perform: open)
                .modifier(SceneEntries(app: app, scene: window?.scene, entries: entries))
                .reportingPlatformWindow(window)
                .reportingWidth(to: app, of: window?.scene)
                .offeringMenu(of: app, in: window?.scene)
                .alert(Text(linkRefusal?.reason ?? ""), isPresented: showsLinkRefusal) {}
        }

        @ViewBuilder
        private var content: some View {
            if let window {
                RootView(app: app, scene: window.scene)
            } else if let refusal {
                Text(refusal.reason).padding()
            } else {
                ProgressView()
            }
        }

        /// Connects the window: its link, else the scene it saved, else a new one; then what
        /// waits in the inbox opens.
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
                entries.windowConnected(connected, in: app)
            } catch {
                refusal = error
            }
        }

        /// A link the window received: in its scene, or kept until it has one.
        private func open(_ url: URL) {
            guard let scene = window?.scene else { return entries.wait(link: url.absoluteString) }
            app.attempt(in: scene) { try $0.open(url.absoluteString, in: scene) }
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
