public import Routing

/// Where every way into the App that can come before a window shows it waits for one: a
/// tapped notification, a quick action, an App Intent, a link or user activity a window
/// received before it connected, and the scenes whose windows the user closed (iOS tells
/// those at launch, before any window). The system delivers them whenever it likes: at a cold
/// launch before the first window has made the App, or while every window is disconnected in
/// the background. None is dropped: each waits, in order, and opens once a window has
/// connected (``windowConnected(_:in:)``), through the App's one table and gate.
///
/// A SwiftUI app gets one from RootSwitchUI's `EntryAppDelegate`, which also registers it as
/// the App Intents dependency; a window tells it each time it connects.
///
/// ```swift
/// let inbox = EntryInbox()
/// inbox.deliver(.quickAction(type: "search"))  // no window yet: it waits
/// let window = try app.windows.connect(.new)
/// inbox.windowConnected(window, in: app)  // the search opens
/// ```
@MainActor
public final class EntryInbox {
    /// What waits for a window.
    package enum Waiting: Equatable, Sendable {
        /// An entry besides a URL, opened in the scene that shows its tab.
        case entry(IncomingEntry)
        /// A link a window received before it connected, opened in the next window to connect.
        case link(String)
        /// The scenes whose windows the user closed.
        case closed(Set<SceneID>)
    }

    /// What waits, in the order it came.
    package private(set) var waiting: [Waiting] = []
    /// The App, once a window has shown it.
    private var app: RootSwitchApp?
    /// Told once, the first time a window connects (the app delegate installs its quick
    /// actions then).
    public var onStart: (@MainActor (RootSwitchApp) -> Void)?

    /// An inbox where everything waits until a window connects.
    public init() {}

    /// Opens an entry at once when a window shows the App, else keeps it until one does: what
    /// an App Intent's `perform` calls.
    /// - Parameter entry: what the system delivered.
    /// - Throws: the App's refusal of an entry it opens now (an intent then fails with it, in
    ///   its words); nothing while it waits.
    public func open(_ entry: IncomingEntry) throws(AppError) {
        guard let app = appWithWindow else { return waiting.append(.entry(entry)) }
        try app.entries.open(entry)
    }

    /// Opens an entry, or keeps it until a window shows the App, as ``open(_:)`` does, for a
    /// caller with nowhere to throw to (a delegate's callback): a refusal is kept for the
    /// current scene's window to say (`RootSwitchApp.refusal(in:)`).
    /// - Parameter entry: what the system delivered.
    public func deliver(_ entry: IncomingEntry) {
        guard let app = appWithWindow else { return waiting.append(.entry(entry)) }
        app.attempt(in: app.currentScene) { try $0.entries.open(entry) }
    }

    /// Keeps a link a window received before it connected: it opens in the next window to
    /// connect, or waits for one if that window cannot connect (too many are open).
    /// - Parameter url: the link.
    public func wait(link url: String) {
        waiting.append(.link(url))
    }

    /// The user closed the windows of scenes `ids` (iOS's discarded scene sessions): the App
    /// discards them now if a window has made it, else once one does (``AppWindows/closed(_:)``).
    /// - Parameter ids: the scenes.
    public func closed(_ ids: Set<SceneID>) {
        guard !ids.isEmpty else { return }
        guard let app else { return waiting.append(.closed(ids)) }
        app.windows.closed(ids)
    }

    /// The app quits (macOS): the windows that close from now on are not closed by the user,
    /// and keep their scenes for the next launch (``AppWindows/quitting()``). Nothing before a
    /// window has shown the App.
    public func quitting() {
        app?.windows.quitting()
    }

    /// A window connected: what waits opens, in order, entries in the scene that shows their
    /// tab, links in this window's scene; each refusal is kept for the window of the scene it
    /// was for.
    /// - Parameters:
    ///   - window: the window that connected.
    ///   - app: the App it shows.
    public func windowConnected(_ window: ConnectedWindow, in app: RootSwitchApp) {
        let first = self.app == nil
        self.app = app
        if first { onStart?(app) }
        let arrived = waiting
        waiting = []
        for item in arrived {
            switch item {
            case .entry(let entry): deliver(entry)
            case .link(let url):
                app.attempt(in: window.scene) { try $0.open(url, in: window.scene) }
            case .closed(let ids): app.windows.closed(ids)
            }
        }
    }

    /// The App while a window shows it: an entry opened with no window would be refused
    /// (`unknown_scene`).
    private var appWithWindow: RootSwitchApp? {
        guard let app, !app.openScenes.isEmpty else { return nil }
        return app
    }
}
