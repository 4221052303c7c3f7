package import AppCore
package import Routing
package import RoutingTools

/// The files the command line writes from the App's table with RoutingTools, here rather than
/// in AppCore so that the app ships without RoutingTools.
extension AppRoute {
    /// The apple-app-site-association file to serve at
    /// `https://rootswitch.example/.well-known/apple-app-site-association`: it claims for the
    /// App exactly the https links of its table (`deepLinkTable(linking:)` with every linked
    /// feature), and lets it fill in the site's passwords.
    /// - Parameter appIDs: the apps, `TEAMID.dev.rootswitch.app`; the declared `appIDs` by
    ///   default.
    /// - Throws: `invalid_app_id` without an app ID or for a malformed one, or what
    ///   registering the App's patterns throws.
    @MainActor
    package static func appSiteAssociation(appIDs: [String] = appIDs) throws(RoutingError)
        -> AppSiteAssociation
    {
        do {
            return try deepLinkTable(linking: LinkedFeatureEntry.all)
                .appSiteAssociation(host: universalLinkHost, appIDs: appIDs)
        } catch let error where error.code == .invalidAppID && appIDs.isEmpty {
            throw RoutingError(
                .invalidAppID,
                reason: "the App declares no app ID (AppRoute.appIDs) until a team signs it: "
                    + "give one, such as --app-id ABCDE12345.\(bundleIdentifier)")
        }
    }

    /// The App Intents the SwiftUI app target compiles (`App/Sources/rootswitch-app`), as
    /// `rootswitch --app-intents` writes them: each hands its entry to AppCore's `EntryInbox`.
    /// An entity has a URL representation only once the App serves its universal links, which
    /// needs a team's app ID (`appIDs`) in the served apple-app-site-association file. Each
    /// intent's window is its route's ``AppRoute/target`` (the tab or feature it shows in), and
    /// it starts in the background when its route ``AppRoute/waitsForUser``.
    /// - Throws: what building the App's tables throws.
    @MainActor
    package static func appIntentsSource() throws(RoutingError) -> AppIntentsSource {
        try AppIntentsSource(
            links: deepLinkTable(linking: LinkedFeatureEntry.all), opener: "EntryInbox",
            imports: ["AppCore"], shortcuts: "RootSwitchShortcuts",
            servesUniversalLinks: !appIDs.isEmpty, target: \.route.target,
            waits: \.route.waitsForUser)
    }
}
