#if canImport(SwiftUI)
    import AppCore
    #if canImport(CoreSpotlight)
        import CoreSpotlight
    #endif
    import Foundation
    import Routing
    import SwiftUI

    /// A window's user activities, both ways, decided by the App: the activity its screen
    /// offers (Handoff to another device, Spotlight), made from the screen's link; the
    /// activities continued here (a universal link, Handoff, a Spotlight result), each opened
    /// as an entry, in the window that shows its tab, or kept in the inbox until the window
    /// has connected; and which of those events the system should give this window (the ones
    /// for the tab or feature it shows: their `targetContentIdentifier`, or an App Intent's
    /// `contentIdentifier` with the iOS 26 SDK, names it; the intent's `perform` then opens
    /// it through the inbox, where the App picks this same window).
    struct SceneEntries: ViewModifier {
        let app: RootSwitchApp
        /// The window's scene, once it has connected.
        let scene: SceneID?
        let entries: EntryInbox

        func body(content: Content) -> some View {
            let type = app.entries.activityType
            let events = app.entries.externalEvents(of: scene)
            content
                .userActivity(
                    type, element: scene.flatMap(app.entries.activity(of:)), Self.describe
                )
                .onContinueUserActivity(NSUserActivityTypeBrowsingWeb, perform: open)
                .onContinueUserActivity(type, perform: open)
                .modifier(SpotlightResults(open: open))
                .handlesExternalEvents(preferring: events.preferring, allowing: events.allowing)
        }

        /// Opens a continued activity: its web page, or the link its `userInfo` holds.
        private func open(_ activity: NSUserActivity) {
            open(
                IncomingEntry.activity(
                    type: activity.activityType, webpageURL: activity.webpageURL?.absoluteString,
                    userInfo: IncomingEntry.texts(of: activity.userInfo ?? [:])))
        }

        /// Opens an entry now, a refusal kept for this window, or once the window has connected.
        private func open(_ entry: IncomingEntry) {
            guard let scene else { return entries.deliver(entry) }
            app.attempt(in: scene) { try $0.entries.open(entry) }
        }

        /// Writes the screen's activity onto the system's.
        private static func describe(_ activity: EntryActivity, on user: NSUserActivity) {
            user.title = activity.title
            user.userInfo = activity.userInfo
            user.requiredUserInfoKeys = Set(activity.userInfo.keys)
            user.webpageURL = activity.webpageURL.flatMap(URL.init(string:))
            user.targetContentIdentifier = activity.targetContentIdentifier
            user.persistentIdentifier = activity.link
            user.isEligibleForHandoff = true
            user.isEligibleForSearch = true
        }
    }

    /// Opens the Spotlight results of items the app indexed: each item's identifier is its
    /// link. Nothing where there is no Spotlight.
    private struct SpotlightResults: ViewModifier {
        let open: @MainActor (IncomingEntry) -> Void

        func body(content: Content) -> some View {
            #if canImport(CoreSpotlight)
                content.onContinueUserActivity(CSSearchableItemActionType) { activity in
                    let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier]
                    open(.spotlight(identifier: identifier as? String ?? ""))
                }
            #else
                content
            #endif
        }
    }
#endif
