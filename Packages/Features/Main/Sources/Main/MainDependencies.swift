public import Analytics
public import FeatureShell
import Routing

/// Everything the Main feature needs, injected by the App.
///
/// ```swift
/// let main = MainFeature(MainDependencies(
///     client: .live(http, token: session.token), analytics: analytics, work: work,
///     user: MainUser(email: user.email, name: user.name)))
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

    /// Creates the dependencies.
    /// - Parameters:
    ///   - client: the backend calls, usually ``MainClient/live(_:token:)``.
    ///   - analytics: the analytics client.
    ///   - work: the tracker for asynchronous work.
    ///   - user: the signed-in user.
    public init(
        client: MainClient, analytics: any AnalyticsClient, work: BackgroundWork, user: MainUser
    ) {
        self.client = client
        self.analytics = analytics
        self.work = work
        self.user = user
    }
}
