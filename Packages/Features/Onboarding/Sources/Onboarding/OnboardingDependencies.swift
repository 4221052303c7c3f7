public import Analytics
public import FeatureShell
public import Routing

/// What the onboarding feature needs, injected by the App: its backend call, analytics and
/// the tracker for the work its actions start.
///
/// The signed-in session's token is inside the client (``OnboardingClient/live(_:token:)``),
/// so printing or dumping the dependencies never shows it.
///
/// ```swift
/// let dependencies = OnboardingDependencies(
///     client: .live(http, token: session.token), analytics: analytics, work: work)
/// ```
public struct OnboardingDependencies: Sendable {
    /// The backend call that saves progress (`BackendEndpoint.updateOnboarding`).
    public let client: OnboardingClient
    /// Where step events go.
    public let analytics: any AnalyticsClient
    /// Tracks the requests actions start, so callers can wait for them.
    public let work: BackgroundWork
    /// Where the feature's routers publish what they do; nowhere when `nil`.
    public let navigationEvents: NavigationEvents?

    /// Creates the dependencies.
    /// - Parameters:
    ///   - client: the backend call, usually ``OnboardingClient/live(_:token:)``.
    ///   - analytics: the analytics client.
    ///   - work: the tracker for the work actions start.
    ///   - navigationEvents: where its routers publish their commands; nowhere by default.
    public init(
        client: OnboardingClient, analytics: any AnalyticsClient, work: BackgroundWork,
        navigationEvents: NavigationEvents? = nil
    ) {
        self.client = client
        self.analytics = analytics
        self.work = work
        self.navigationEvents = navigationEvents
    }
}
