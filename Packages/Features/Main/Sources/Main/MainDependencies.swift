public import Analytics
public import Networking
public import Routing

/// Everything the Main feature needs, injected by the App.
///
/// ```swift
/// let main = MainFeature(MainDependencies(
///     client: client, analytics: analytics, work: work,
///     token: session.token, user: MainUser(email: user.email, name: user.name)))
/// ```
public struct MainDependencies: Sendable {
    /// Talks to the backend; Main sends authenticated `GET` requests only.
    public var client: any HTTPClient
    /// Receives screen views and sheet outcomes, never the email or the token.
    public var analytics: any AnalyticsClient
    /// Tracks every load Main starts, so callers can wait for it.
    public var work: BackgroundWork
    /// The session token, sent as `Authorization: Bearer <token>` and never shown.
    public var token: String
    /// The signed-in user.
    public var user: MainUser

    /// Creates the dependencies.
    /// - Parameters:
    ///   - client: the backend client.
    ///   - analytics: the analytics client.
    ///   - work: the tracker for asynchronous work.
    ///   - token: the session token.
    ///   - user: the signed-in user.
    public init(
        client: any HTTPClient, analytics: any AnalyticsClient, work: BackgroundWork,
        token: String, user: MainUser
    ) {
        self.client = client
        self.analytics = analytics
        self.work = work
        self.token = token
        self.user = user
    }
}
