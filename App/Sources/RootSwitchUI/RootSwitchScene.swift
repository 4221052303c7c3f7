#if canImport(SwiftUI)
    public import AppCore
    public import SwiftUI

    /// RootSwitch as an app's whole scene: starts the composed App once, on the environment
    /// `environment` makes, and shows it in every window, each window a scene of its own
    /// (``SceneWindow``): a window the system restores or reconnects gets back the scene it
    /// saved, as it was, in whatever order the windows come; a new window gets a new scene; a
    /// window opened with a ``SceneLink`` value (see ``NewSceneOpener``) gets a new scene
    /// showing that link. A window the system disconnects keeps its scene. The menu bar has the
    /// App's Go menu and Close Window (`RootSwitchApp.menu`), for the focused window. When the
    /// App cannot start, each window says why, and the user can try again without quitting.
    ///
    /// An Xcode app target is then this, on the live environment with the embedded backend:
    ///
    /// ```swift
    /// import AppLive
    /// import RootSwitchUI
    /// import SwiftUI
    ///
    /// @main struct MyApp: App {
    ///     var body: some Scene {
    ///         RootSwitchScene {
    ///             let state = URL.applicationSupportDirectory.appending(path: "RootSwitch")
    ///             return try LiveEnvironment(configuration: AppConfiguration(stateDirectory: state))
    ///                 .environment
    ///         }
    ///     }
    /// }
    /// ```
    public struct RootSwitchScene: Scene {
        private let entries: EntryInbox?
        /// Where what comes before a window waits when the app gives no inbox of its own.
        @State private var ownEntries = EntryInbox()
        @State private var startup: AppStartup

        /// - Parameters:
        ///   - entries: where the app delegate and the App Intents hand their entries (see
        ///     ``EntryAppDelegate``); they open once a window has connected. A new one by
        ///     default: the windows' own links and user activities still wait in it.
        ///   - environment: makes the App's dependencies. It is called when the first window
        ///     appears (SwiftUI may make this scene value again; the App is not made again);
        ///     an error it throws (an ``AppError`` says why in its reason) is shown instead of
        ///     the App, with a button that calls it again.
        public init(
            entries: EntryInbox? = nil, environment: @escaping () throws -> AppEnvironment
        ) {
            self.entries = entries
            _startup = State(
                initialValue: AppStartup {
                    try RootSwitchApp(
                        environment: try environment(), windows: .awaitWindows,
                        onRejection: { assertionFailure("refused transition: \($0)") })
                })
        }

        public var body: some Scene {
            WindowGroup { window(showing: nil) }
                .commands { AppMenuCommands() }
            WindowGroup(for: SceneLink.self) { $link in window(showing: $link) }
        }

        /// A window's content, opening its scene showing `link` when there is one.
        @ViewBuilder
        private func window(showing link: Binding<SceneLink?>?) -> some View {
            switch startup.app() {
            case .success(let app):
                SceneWindow(app: app, link: link, entries: entries ?? ownEntries)
            case .failure(let error):
                VStack(spacing: 16) {
                    Text(AppText.cannotStart(error.reason))
                    Button(AppText.tryAgain) { startup.retry() }
                }
                .padding()
            }
        }
    }
#endif
