public import Analytics
public import Networking
public import Routing

/// What the onboarding feature needs, injected by the App.
///
/// Printing or dumping the value never shows the token.
public struct OnboardingDependencies: CustomStringConvertible, CustomReflectable {
    /// The backend, spoken to through the contract's `PUT /v1/me/onboarding`.
    public let client: any HTTPClient
    /// Where step events go.
    public let analytics: any AnalyticsClient
    /// Tracks the requests actions start, so callers can wait for them.
    public let work: BackgroundWork
    /// The signed-in session's bearer token; sent in `Authorization`, never shown.
    public let token: String

    /// Creates the dependencies.
    /// - Parameters:
    ///   - client: the backend's HTTP client.
    ///   - analytics: the analytics client.
    ///   - work: the tracker for the work actions start.
    ///   - token: the signed-in session's bearer token.
    public init(
        client: any HTTPClient, analytics: any AnalyticsClient, work: BackgroundWork,
        token: String
    ) {
        self.client = client
        self.analytics = analytics
        self.work = work
        self.token = token
    }

    /// Names the parts, with the token hidden.
    public var description: String {
        "OnboardingDependencies(client: \(type(of: client)), "
            + "analytics: \(type(of: analytics)), token: [secret])"
    }

    /// Shows ``description`` only, so `dump` cannot reveal the token either.
    public var customMirror: Mirror {
        Mirror(self, children: ["dependencies": description])
    }
}
