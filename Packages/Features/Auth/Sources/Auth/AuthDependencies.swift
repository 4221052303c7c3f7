public import Analytics
public import FeatureShell
public import Routing

/// What ``AuthFeature`` needs from the App: exactly its backend calls, analytics and the
/// tracker for the work its screen actions start.
///
/// ```swift
/// let auth = AuthFeature(AuthDependencies(client: .live(http), analytics: analytics, work: work))
/// ```
public struct AuthDependencies: Sendable {
    /// The backend calls: sign up, sign in, password reset, current user, sign out.
    public var client: AuthClient
    /// Receives `sign_in` results; never an email, password or token.
    public var analytics: any AnalyticsClient
    /// Tracks every request an action starts, so the App and tests can wait for it.
    public var work: BackgroundWork
    /// Where the feature's routers publish what they do; nowhere when `nil`.
    public var navigationEvents: NavigationEvents?

    /// Creates the dependencies.
    /// - Parameters:
    ///   - client: the backend calls, usually ``AuthClient/live(_:)``.
    ///   - analytics: where sign-in results go.
    ///   - work: the tracker for asynchronous work started by actions.
    ///   - navigationEvents: where its routers publish their commands; nowhere by default.
    public init(
        client: AuthClient, analytics: any AnalyticsClient, work: BackgroundWork,
        navigationEvents: NavigationEvents? = nil
    ) {
        self.client = client
        self.analytics = analytics
        self.work = work
        self.navigationEvents = navigationEvents
    }
}
