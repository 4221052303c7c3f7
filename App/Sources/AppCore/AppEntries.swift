public import Routing

/// Every way into the App besides a URL, as a platform's edge delivers them: a tapped
/// notification, a continued user activity (Handoff, a universal link), a Spotlight item, a
/// quick action, an App Intent. Each becomes its link and goes through the same table and gate
/// as ``RootSwitchApp/open(_:)``, with the same decisions, waiting, expiry and events, in the
/// scene that shows its tab or feature. The other way, each scene's screen offers the user
/// activity that comes back to it.
///
/// ```swift
/// let scene = try app.entries.open(.notification(category: "item.updated", payload: ["item": "42"]))
/// let activity = app.entries.activity(of: scene)  // activity?.link == "rootswitch://items/42"
/// ```
@MainActor
public final class AppEntries {
    private let coordinator: AppCoordinator
    private let recording: InputRecording

    init(coordinator: AppCoordinator, recording: InputRecording) {
        self.coordinator = coordinator
        self.recording = recording
    }

    /// The App's own user activity type, which a screen's activity has (``activity(of:)``):
    /// an app target lists it in its `NSUserActivityTypes`.
    public var activityType: String { coordinator.links.links.activityType ?? "" }

    /// The App's entry points: the notification categories, quick actions and App Intents it
    /// answers (a shell installs the quick actions from them).
    public var points: [EntryPoint] { coordinator.links.links.entryPoints }

    /// Opens an entry: at once when the app state allows its link, in the open scene that shows
    /// the link's tab or feature (the current one first), which becomes current, else in the
    /// current scene; or, when the state does not allow it yet, kept waiting as any link.
    /// - Parameter entry: what the system delivered.
    /// - Returns: the scene it opened in (the current scene when it waits or was dropped).
    /// - Throws: `unknown_entry` or `incomplete_entry` when it does not become a link, the
    ///   link's resolution error (`no_match`, ...), `unknown_scene` when no window shows the
    ///   current scene, or `too_much_work`; a waiting link stays waiting.
    @discardableResult
    public func open(_ entry: IncomingEntry) throws(AppError) -> SceneID {
        try recording(.deliver(entry: coordinator.links.links.reduced(entry))) {
            () throws(AppError) in
            do throws(RoutingError) {
                try coordinator.work.checkCapacity()
            } catch {
                throw AppError(error)
            }
            return try coordinator.open(entry)
        }
    }

    /// The user activity of scene `id`'s screen (its top route's link, its title), for Handoff
    /// and Spotlight; `nil` when the screen has no link from outside or `id` is not open.
    public func activity(of id: SceneID) -> EntryActivity? {
        guard coordinator.windows.isConnected(id) else { return nil }
        let content = coordinator.content(in: id)
        guard let route = content.location.modal ?? content.location.stack.last else { return nil }
        return try? coordinator.links.links.activity(
            for: route, title: content.screen.title, target: route.target)
    }

    /// Which of the system's events scene `id`'s window takes, as SwiftUI's
    /// `handlesExternalEvents(preferring:allowing:)` reads them: it prefers those for what it
    /// shows (its selected tab, or the linked feature open over it, as ``target(of:)``
    /// names an entry's), and takes any other (`*`) when no window prefers it. A window that
    /// has not connected yet (`nil`) prefers none and takes any.
    public func externalEvents(of id: SceneID?) -> (preferring: Set<String>, allowing: Set<String>)
    {
        guard let id, coordinator.windows.isConnected(id),
            let shown = coordinator.content(in: id).location.target
        else { return ([], ["*"]) }
        return ([shown], ["*"])
    }

    /// What an entry's link is shown in (a tab, a linked feature), for the system to give it to
    /// the window showing that (a quick action's `targetContentIdentifier`); `nil` when it has
    /// no link, or shows alike in every window.
    public func target(of entry: IncomingEntry) -> String? {
        let links = coordinator.links.links
        guard let link = try? links.link(for: entry) else { return nil }
        return (try? links.resolve(link))?.route.target
    }
}
