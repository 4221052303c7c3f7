#if canImport(SwiftUI)
    public import AppCore
    public import Routing

    #if canImport(AppIntents)
        import AppIntents
    #endif

    /// Where the ways into the app that come before a window, or without one, are handed to
    /// the App: the tapped notifications and quick actions of ``EntryAppDelegate``, and the App
    /// Intents of the app target (each `perform` calls ``open(_:)`` through App Intents'
    /// `@Dependency`). An entry that comes before the App has started waits here and opens,
    /// in order, once ``RootSwitchScene`` has started it.
    ///
    /// Make one per app and give it to the scene; making it registers it as the App Intents
    /// dependency:
    ///
    /// ```swift
    /// @main struct MyApp: App {
    ///     private let entries = EntryInbox()
    ///
    ///     var body: some Scene {
    ///         RootSwitchScene(entries: entries) { try LiveEnvironment(configuration: configuration).environment }
    ///     }
    /// }
    /// ```
    @MainActor
    public final class EntryInbox {
        private var app: RootSwitchApp?
        private var waiting: [IncomingEntry] = []
        /// Told once the App has started (the app delegate installs its quick actions then).
        var onStart: (@MainActor (RootSwitchApp) -> Void)?

        /// Creates the inbox and registers it with App Intents' `AppDependencyManager`.
        public init() {
            #if canImport(AppIntents)
                AppDependencyManager.shared.add(dependency: self)
            #endif
        }

        /// Opens an entry in the App (`RootSwitchApp.entries`), or keeps it until the App has
        /// started.
        /// - Parameter entry: what the system delivered.
        /// - Throws: the App's refusal of the entry (an intent then fails with it, in its
        ///   words); nothing while it waits.
        public func open(_ entry: IncomingEntry) throws(AppError) {
            guard let app else { return waiting.append(entry) }
            try app.entries.open(entry)
        }

        /// Opens an entry in the App, or keeps it until the App has started, as ``open(_:)``
        /// does, for a caller with nowhere to throw to (a delegate's callback): a refusal is
        /// kept as the App's `refusal`, for the screen to say.
        /// - Parameter entry: what the system delivered.
        public func deliver(_ entry: IncomingEntry) {
            guard let app else { return waiting.append(entry) }
            app.attempt { try $0.entries.open(entry) }
        }

        /// The App has started: the entries that came before it open, in order.
        func start(_ app: RootSwitchApp) {
            guard self.app == nil else { return }
            self.app = app
            onStart?(app)
            let arrived = waiting
            waiting = []
            for entry in arrived { deliver(entry) }
        }
    }
#endif
