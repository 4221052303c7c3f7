#if canImport(SwiftUI) && (os(iOS) || os(macOS))
    public import AppCore
    import Foundation
    import Routing

    #if canImport(AppIntents)
        import AppIntents
    #endif
    #if os(iOS)
        public import UIKit
    #else
        public import AppKit
    #endif

    /// The app delegate for the ways in SwiftUI does not deliver to a view, each handed to
    /// ``entries`` (which waits for a window): a notification (as the notification center's
    /// delegate, on iOS and macOS), a home-screen quick action (iOS: in the scene it is for,
    /// through its scene delegate: at a cold launch in `scene(_:willConnectTo:options:)`, and
    /// while the app runs) and an App Intent (``entries`` is the App Intents dependency). It also
    /// tells the App which windows the user closed where the platform says so to the app: iOS's
    /// discarded scene sessions, and macOS's quitting, whose closing windows are not the user's.
    ///
    /// Scenes only (TN3187): every way in arrives per scene, so it implements none of the app
    /// delegate's callbacks that scenes replace (opening a URL, continuing an activity, a quick
    /// action, the app's phases) and reads no launch option; `Scripts/check-boundaries` refuses
    /// them (`scene-life-cycle`). What it sets up at launch, it sets up as it is made, before
    /// the app finishes launching.
    ///
    /// ```swift
    /// @main struct MyApp: App {
    ///     #if os(iOS)
    ///         @UIApplicationDelegateAdaptor private var delegate: EntryAppDelegate
    ///     #else
    ///         @NSApplicationDelegateAdaptor private var delegate: EntryAppDelegate
    ///     #endif
    ///
    ///     var body: some Scene {
    ///         RootSwitchScene(entries: delegate.entries) { try LiveEnvironment(configuration: configuration).environment }
    ///     }
    /// }
    /// ```
    @MainActor
    public final class EntryAppDelegate: NSObject {
        /// Where the entries go; give it to ``RootSwitchScene``.
        public let entries = EntryInbox()
        /// The notification center's delegate, which the center holds weakly.
        private lazy var notifications = EntryNotifications(entries: entries)

        /// Registers ``entries`` as the App Intents dependency the app's intents open through,
        /// becomes the notification center's delegate (before the launch finishes, as the
        /// center requires, so that the tap that launched the app is delivered) and, on iOS,
        /// gives the scene delegates the inbox and installs the quick actions once a window has
        /// shown the App.
        override public init() {
            super.init()
            let entries = entries
            #if canImport(AppIntents)
                AppDependencyManager.shared.add(dependency: entries)
            #endif
            notifications.install()
            #if os(iOS)
                EntrySceneDelegate.entries = entries
                entries.onStart = { app in
                    UIApplication.shared.shortcutItems = Self.shortcutItems(of: app)
                }
            #endif
        }
    }

    #if os(iOS)
        extension EntryAppDelegate: UIApplicationDelegate {
            /// Gives each new scene session the delegate that delivers its quick actions. UIKit
            /// asks this for a new session only: a quick action that cold-launches the app into
            /// a session it restores reaches the scene's delegate alone.
            public func application(
                _ application: UIApplication, configurationForConnecting session: UISceneSession,
                options: UIScene.ConnectionOptions
            ) -> UISceneConfiguration {
                let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                configuration.delegateClass = EntrySceneDelegate.self
                return configuration
            }

            /// The user closed these scenes in the app switcher (now, or before this launch): the
            /// App discards the scene each window saved.
            public func application(
                _ application: UIApplication,
                didDiscardSceneSessions sceneSessions: Set<UISceneSession>
            ) {
                entries.closed(Set(sceneSessions.compactMap(SceneSessionTag.scene(of:))))
            }

            /// The App's quick actions, each with the window it is for.
            private static func shortcutItems(of app: RootSwitchApp) -> [UIApplicationShortcutItem]
            {
                app.entries.points.compactMap { point in
                    guard case .quickAction(let type, let title) = point.kind else { return nil }
                    let item = UIMutableApplicationShortcutItem(type: type, localizedTitle: title)
                    item.targetContentIdentifier = app.entries.target(of: .quickAction(type: type))
                    return item
                }
            }
        }

        /// Each scene's delegate, which UIKit makes from its class alone: the quick action a
        /// scene connects for (a cold launch, into a new or a restored session) and those
        /// performed while it runs.
        final class EntrySceneDelegate: UIResponder, UIWindowSceneDelegate {
            /// The app delegate's inbox, set as the app delegate is made.
            static weak var entries: EntryInbox?

            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let item = connectionOptions.shortcutItem else { return }
                Self.entries?.deliver(.quickAction(type: item.type))
            }

            func windowScene(
                _ windowScene: UIWindowScene,
                performActionFor shortcutItem: UIApplicationShortcutItem,
                completionHandler: @escaping (Bool) -> Void
            ) {
                Self.entries?.deliver(.quickAction(type: shortcutItem.type))
                completionHandler(true)
            }
        }
    #else
        extension EntryAppDelegate: NSApplicationDelegate {
            /// Learns when the app quits.
            public func applicationWillFinishLaunching(_ notification: Notification) {
                let entries = entries
                _ = NotificationCenter.default.addObserver(
                    forName: NSApplication.willTerminateNotification, object: nil, queue: .main
                ) { _ in
                    MainActor.assumeIsolated { entries.quitting() }
                }
            }

            /// The app quits: the windows that close from now on keep their scenes, for the
            /// next launch to restore. Asked before any window closes.
            public func applicationShouldTerminate(_ sender: NSApplication)
                -> NSApplication.TerminateReply
            {
                entries.quitting()
                return .terminateNow
            }
        }
    #endif
#endif
