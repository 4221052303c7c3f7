public import AppCore
public import Foundation

/// The live choices a user can make: where the App keeps its state and which backend it
/// talks to, plus the timings ``LiveEnvironment`` passes on.
///
/// ```swift
/// let configuration = AppConfiguration(stateDirectory: URL(filePath: "/tmp/rs"))
/// let live = try LiveEnvironment(configuration: configuration)
/// ```
public struct AppConfiguration: Sendable {
    /// Which backend the App talks to.
    public enum Backend: Hashable, Sendable {
        /// The embedded backend, in-process, keeping its accounts in the state directory.
        case embedded
        /// A server speaking the contract in `docs/backend-contract.md`, over HTTP.
        case remote(URL)
        /// None: every request fails as offline. What a replay starts from before the
        /// journal's answers take the backend's place.
        case none
    }

    /// Where the session, the scenes' navigation, analytics and the embedded backend live.
    public var stateDirectory: URL
    /// The backend; embedded by default.
    public var backend: Backend
    /// The shortest time the loading screen stays up once shown, so it never flickers.
    public var minimumLoadingTime: Duration
    /// How long a deep link may wait for sign-in or onboarding before it is dropped.
    public var deepLinkWindow: Duration
    /// How long each request to a remote backend waits for an answer before it fails as
    /// timed out (the feature then says the backend did not answer in time).
    public var requestTimeout: Duration

    /// How long a request to a remote backend waits unless told otherwise: 10 s.
    public static let defaultRequestTimeout: Duration = .seconds(10)

    /// Creates a configuration.
    /// - Parameters:
    ///   - stateDirectory: the state directory; created if missing.
    ///   - backend: the backend; `.embedded` by default.
    ///   - minimumLoadingTime: how long the loading screen stays at least;
    ///     `AppEnvironment.defaultMinimumLoadingTime` by default.
    ///   - deepLinkWindow: how long a pending deep link is kept;
    ///     `AppEnvironment.defaultDeepLinkWindow` by default.
    ///   - requestTimeout: how long a request to a remote backend waits;
    ///     ``defaultRequestTimeout`` by default.
    public init(
        stateDirectory: URL,
        backend: Backend = .embedded,
        minimumLoadingTime: Duration = AppEnvironment.defaultMinimumLoadingTime,
        deepLinkWindow: Duration = AppEnvironment.defaultDeepLinkWindow,
        requestTimeout: Duration = defaultRequestTimeout
    ) {
        self.stateDirectory = stateDirectory
        self.backend = backend
        self.minimumLoadingTime = minimumLoadingTime
        self.deepLinkWindow = deepLinkWindow
        self.requestTimeout = requestTimeout
    }
}
