/// How long the embedded backend's sessions last and how many sign-in attempts it takes: what
/// makes a stolen token age out and guessing a password cost time.
///
/// ```swift
/// var policy = BackendPolicy()
/// policy.tokenIdleTimeout = .seconds(15 * 60)   // sign in again after 15 idle minutes
/// let backend = try EmbeddedBackend(directory: directory, policy: policy)
/// ```
public struct BackendPolicy: Sendable {
    /// How long a token lasts from its sign-in, however much it is used: 30 days by default.
    public var tokenLifetime: Duration
    /// How long a token lasts without being used: 7 days by default. A use is noted at most
    /// once per 1/16 of it (and once a minute at most often), so a token may end up to that
    /// much sooner.
    public var tokenIdleTimeout: Duration
    /// The most sign-in attempts for one account (its email, whether or not it exists) within
    /// ``signInWindow``: 5 by default. A successful sign-in clears the account's count.
    public var signInAttemptsPerAccount: Int
    /// The most sign-in attempts from one client (its address; the App's in-process client
    /// is one) within ``signInWindow``, successful or not: 20 by default.
    public var signInAttemptsPerClient: Int
    /// The window the attempts are counted over: one minute by default. Past a limit, sign-in
    /// answers 429 `too_many_attempts` with `Retry-After`, the seconds until the oldest
    /// counted attempt leaves the window, without checking the password.
    public var signInWindow: Duration

    /// Creates a policy; every argument has the default its property names.
    public init(
        tokenLifetime: Duration = .seconds(30 * 24 * 3600),
        tokenIdleTimeout: Duration = .seconds(7 * 24 * 3600),
        signInAttemptsPerAccount: Int = 5,
        signInAttemptsPerClient: Int = 20,
        signInWindow: Duration = .seconds(60)
    ) {
        self.tokenLifetime = tokenLifetime
        self.tokenIdleTimeout = tokenIdleTimeout
        self.signInAttemptsPerAccount = signInAttemptsPerAccount
        self.signInAttemptsPerClient = signInAttemptsPerClient
        self.signInWindow = signInWindow
    }

    /// How stale a session's last use may be before it is noted again (and saved).
    var idleResolution: Duration {
        min(.seconds(60), tokenIdleTimeout / 16)
    }
}
