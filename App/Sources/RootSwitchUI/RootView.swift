#if canImport(SwiftUI)
    public import AppCore
    public import Routing
    public import SwiftUI

    /// One window of RootSwitch: switches on the App's root case, with an animated
    /// transition between them, and reports its scene's phase and links to the App: a link
    /// the window receives (`onOpenURL`) opens in this window's scene, not the current one.
    ///
    /// Every decision is the App's: this view reads `app.root` and the models it holds, and
    /// forwards taps to model methods.
    ///
    /// ```swift
    /// RootView(app: app, scene: app.currentScene)
    /// ```
    public struct RootView: View {
        private let app: RootSwitchApp
        private let scene: SceneID

        /// - Parameters:
        ///   - app: the composed App.
        ///   - scene: the scene (window) this view draws.
        public init(app: RootSwitchApp, scene: SceneID) {
            self.app = app
            self.scene = scene
        }

        public var body: some View {
            ZStack {
                switch app.root {
                case .loading, .locked:
                    ProgressView(app.screen.content.joined(separator: "\n"))
                        .transition(.opacity)
                case .unauthenticated(let auth):
                    AuthView(flow: auth)
                        .transition(.move(edge: .leading).combined(with: .opacity))
                case .onboarding(_, let onboarding):
                    OnboardingView(flow: onboarding)
                        .transition(.move(edge: .trailing).combined(with: .opacity))
                case .authenticated(let session, let scenes):
                    if let navigation = scenes.navigation(of: scene) {
                        MainView(navigation: navigation, warning: session.warning)
                            .transition(.opacity)
                    }
                case .error(let kind, _, _):
                    ErrorView(kind: kind, retry: app.retry, signOut: app.signOut)
                        .transition(.opacity)
                }
            }
            .animation(.default, value: app.root.kind)
            .onOpenURL { url in try? app.open(url.absoluteString, in: scene) }
        }
    }

    /// The error screen: what went wrong, and the two ways on.
    struct ErrorView: View {
        let kind: AppErrorKind
        let retry: @MainActor () -> Void
        let signOut: @MainActor () -> Void

        var body: some View {
            VStack(spacing: 16) {
                Text(kind == .maintenance ? "Down for maintenance" : "No connection")
                    .font(.title)
                Text(
                    kind == .maintenance
                        ? "RootSwitch is down for maintenance. Try again soon."
                        : "RootSwitch cannot reach its server. Check the connection.")
                Button("Try again") { retry() }
                    .buttonStyle(.borderedProminent)
                Button("Sign out", role: .destructive) { signOut() }
            }
            .padding()
        }
    }
#endif
