#if canImport(SwiftUI)
    public import AppCore
    public import Routing
    public import SwiftUI

    /// One window's content: switches on the App's root case, with an animated transition
    /// between them, and says in an alert what the App refused for this window's scene
    /// (`RootSwitchApp.refusal(in:)`), never another window's. ``SceneWindow`` reports the
    /// window around it (its phase, its links).
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
                case .loading:
                    ProgressView(AppText.checkingSession)
                        .transition(.opacity)
                case .locked:
                    ProgressView(AppText.locked)
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
            .alert(
                AppText.refused, isPresented: refusalShown, presenting: app.refusal(in: scene),
                actions: { _ in Button(AppText.ok) { app.dismissRefusal(in: scene) } },
                message: { refusal in Text(refusal.reason) })
        }
    }

    extension RootView {
        /// Whether the App's refusal for this scene is up; the system taking the alert down
        /// dismisses it.
        private var refusalShown: Binding<Bool> {
            let (app, scene) = (app, scene)
            return Binding(
                get: { app.refusal(in: scene) != nil },
                set: { isUp in if !isUp { app.dismissRefusal(in: scene) } })
        }
    }

    /// The error screen: what went wrong, in the App's words, and the two ways on.
    struct ErrorView: View {
        let kind: AppErrorKind
        let retry: @MainActor () -> Void
        let signOut: @MainActor () -> Void

        var body: some View {
            VStack(spacing: 16) {
                Text(kind.title).font(.title)
                Text(kind.message)
                Button(AppText.tryAgain) { retry() }
                    .buttonStyle(.borderedProminent)
                Button(AppText.signOut, role: .destructive) { signOut() }
            }
            .padding()
        }
    }
#endif
