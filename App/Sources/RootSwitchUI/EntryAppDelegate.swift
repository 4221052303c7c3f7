#if os(iOS) && canImport(SwiftUI)
    import AppCore
    import Routing
    public import UIKit
    public import UserNotifications

    /// The app delegate for the ways in SwiftUI does not deliver to a view: a tapped
    /// notification (as the notification center's delegate) and a home-screen quick action (at
    /// launch, and through its scenes' delegate afterwards). Each becomes an `IncomingEntry`
    /// handed to ``entries``; the quick actions themselves are installed from the App's entry
    /// points once it has started, each naming the window it is for.
    ///
    /// ```swift
    /// @main struct MyApp: App {
    ///     @UIApplicationDelegateAdaptor private var delegate: EntryAppDelegate
    ///
    ///     var body: some Scene {
    ///         RootSwitchScene(entries: delegate.entries) { try LiveEnvironment(configuration: configuration).environment }
    ///     }
    /// }
    /// ```
    @MainActor
    public final class EntryAppDelegate: NSObject, UIApplicationDelegate,
        UNUserNotificationCenterDelegate
    {
        /// Where the entries go; give it to ``RootSwitchScene``.
        public let entries = EntryInbox()
        /// The delegate UIKit launched the app with: a scene's delegate, which UIKit makes from
        /// its class alone, reaches the entries through it.
        fileprivate static weak var launched: EntryAppDelegate?

        /// Becomes the notification center's delegate, and installs the quick actions once the
        /// App has started.
        public func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            Self.launched = self
            UNUserNotificationCenter.current().delegate = self
            entries.onStart = { app in application.shortcutItems = Self.shortcutItems(of: app) }
            return true
        }

        /// Delivers the quick action a launch was made for, and gives each scene the delegate
        /// that delivers those performed later.
        public func application(
            _ application: UIApplication, configurationForConnecting session: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            if let item = options.shortcutItem { deliver(.quickAction(type: item.type)) }
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            configuration.delegateClass = EntrySceneDelegate.self
            return configuration
        }

        /// A tapped notification: its category and its payload's text values.
        public nonisolated func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
        ) async {
            let content = response.notification.request.content
            let entry = IncomingEntry.notification(
                category: content.categoryIdentifier,
                payload: IncomingEntry.texts(of: content.userInfo))
            await deliver(entry)
        }

        /// Hands an entry to ``entries``; a refusal is the App's to show.
        fileprivate func deliver(_ entry: IncomingEntry) {
            entries.deliver(entry)
        }

        /// The App's quick actions, each with the window it is for.
        private static func shortcutItems(of app: RootSwitchApp) -> [UIApplicationShortcutItem] {
            app.entries.points.compactMap { point in
                guard case .quickAction(let type, let title) = point.kind else { return nil }
                let item = UIMutableApplicationShortcutItem(type: type, localizedTitle: title)
                item.targetContentIdentifier = app.entries.target(of: .quickAction(type: type))
                return item
            }
        }
    }

    /// Each scene's delegate, for the quick actions performed while the app runs.
    final class EntrySceneDelegate: UIResponder, UIWindowSceneDelegate {
        func windowScene(
            _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
            completionHandler: @escaping (Bool) -> Void
        ) {
            EntryAppDelegate.launched?.deliver(.quickAction(type: shortcutItem.type))
            completionHandler(true)
        }
    }
#endif
