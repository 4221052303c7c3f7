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
                            .sheet(isPresented: coverShown(scenes)) { cover(scenes) }
                            .transition(.opacity)
                    }
                case .error(let kind, _, _):
                    ErrorView(kind: kind, retry: app.retry, signOut: app.signOut)
                        .transition(.opacity)
                }
            }
            .animation(.default, value: app.root.kind)
            .modifier(RefusalAlert(app: app, scene: scene, isOnTop: !isCovered))
        }
    }

    extension RootView {
        /// Whether a linked feature's flow is open over this scene: its sheet is on top.
        private var isCovered: Bool {
            guard case .authenticated(_, let scenes) = app.root else { return false }
            return scenes.hasCover(over: scene)
        }

        /// Whether a linked feature's flow is open over this scene; the system taking its
        /// sheet down (a swipe) closes the flow.
        private func coverShown(_ scenes: MainScenes) -> Binding<Bool> {
            let scene = scene
            return Binding(
                get: { scenes.hasCover(over: scene) },
                set: { isUp in if !isUp { scenes.closeCover(over: scene) } })
        }

        /// The linked feature's screen over this scene, drawn from its text screen (the
        /// feature has no views here), each action performed on it; a refusal is said over it.
        @ViewBuilder
        private func cover(_ scenes: MainScenes) -> some View {
            let (app, scene) = (app, scene)
            if let screen = scenes.coverScreen(of: scene) {
                ScreenView(screen: screen, close: { scenes.closeCover(over: scene) }) {
                    action, arguments in
                    app.attempt(in: scene) { _ in
                        do throws(RoutingError) {
                            try screen.perform(action, arguments: arguments)
                        } catch {
                            throw AppError(error)
                        }
                    }
                }
                .modifier(RefusalAlert(app: app, scene: scene, isOnTop: true))
            }
        }
    }

    /// Says in an alert what the App refused for a scene's window (`RootSwitchApp.refusal(in:)`),
    /// from the view on top: the window's root, or the sheet over it (a view under a sheet
    /// cannot present).
    private struct RefusalAlert: ViewModifier {
        let app: RootSwitchApp
        let scene: SceneID
        let isOnTop: Bool

        func body(content: Content) -> some View {
            content.alert(
                AppText.refused, isPresented: refusalShown, presenting: app.refusal(in: scene),
                actions: { _ in Button(AppText.ok) { app.dismissRefusal(in: scene) } },
                message: { refusal in Text(refusal.reason) })
        }

        /// Whether the App's refusal for this scene is up here; the system taking the alert
        /// down dismisses it.
        private var refusalShown: Binding<Bool> {
            let (app, scene, isOnTop) = (app, scene, isOnTop)
            return Binding(
                get: { isOnTop && app.refusal(in: scene) != nil },
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
