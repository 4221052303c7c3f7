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
    /// as an entry, in the window that shows its tab; and which of those events the system
    /// should give this window (the ones for the tab or feature it shows).
    struct SceneEntries: ViewModifier {
        let app: RootSwitchApp
        let scene: SceneID

        func body(content: Content) -> some View {
            let type = app.entries.activityType
            let events = app.entries.externalEvents(of: scene)
            content
                .userActivity(type, element: app.entries.activity(of: scene), Self.describe)
                .onContinueUserActivity(NSUserActivityTypeBrowsingWeb, perform: open)
                .onContinueUserActivity(type, perform: open)
                .modifier(SpotlightResults(app: app))
                .handlesExternalEvents(preferring: events.preferring, allowing: events.allowing)
        }

        /// Opens a continued activity: its web page, or the link its `userInfo` holds.
        private func open(_ activity: NSUserActivity) {
            let entry = IncomingEntry.activity(
                type: activity.activityType, webpageURL: activity.webpageURL?.absoluteString,
                userInfo: IncomingEntry.texts(of: activity.userInfo ?? [:]))
            app.attempt { try $0.entries.open(entry) }
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
        let app: RootSwitchApp

        func body(content: Content) -> some View {
            #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
                content.onContinueUserActivity(CSSearchableItemActionType) { activity in
                    let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier]
                    let entry = IncomingEntry.spotlight(identifier: identifier as? String ?? "")
                    app.attempt { try $0.entries.open(entry) }
                }
            #else
                content
            #endif
        }
    }
#endif
