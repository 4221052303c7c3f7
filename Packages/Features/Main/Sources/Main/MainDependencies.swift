public import Analytics
public import FeatureShell
public import Routing

/// Everything the Main feature needs, injected by the App.
///
/// ```swift
/// let main = MainFeature(MainDependencies(
///     client: .live(http, token: session.token), analytics: analytics, work: work,
///     user: MainUser(email: user.email, name: user.name), appVersion: "1.0.0"))
/// ```
public struct MainDependencies: Sendable {
    /// The backend calls: the first items, one item, search. The session's token is inside
    /// (``MainClient/live(_:token:)``), sent and never shown.
    public var client: MainClient
    /// Receives screen views and sheet outcomes, never the email or the token.
    public var analytics: any AnalyticsClient
    /// Tracks every load Main starts, so callers can wait for it.
    public var work: BackgroundWork
    /// The signed-in user.
    public var user: MainUser
    /// The app's version, which the about screen shows; the App gives its one version.
    public var appVersion: String
    /// Where the feature's navigator publishes what it does; nowhere when `nil`.
    public var navigationEvents: NavigationEvents?

    /// Creates the dependencies.
    /// - Parameters:
    ///   - client: the backend calls, usually ``MainClient/live(_:token:)``.
    ///   - analytics: the analytics client.
    ///   - work: the tracker for asynchronous work.
    ///   - user: the signed-in user.
    ///   - appVersion: the app's version, for the about screen.
    ///   - navigationEvents: where its navigator publishes its changes; nowhere by default.
    public init(
        client: MainClient, analytics: any AnalyticsClient, work: BackgroundWork, user: MainUser,
        appVersion: String, navigationEvents: NavigationEvents? = nil
    ) {
        self.client = client
        self.analytics = analytics
        self.work = work
        self.user = user
        self.appVersion = appVersion
        self.navigationEvents = navigationEvents
    }
}
