public import Analytics
import AppStateMachine
public import Foundation
public import Networking
public import PrivateStorage
import Routing
public import RoutingScenes

/// Everything the App runs on, given from outside: the backend's HTTP client, analytics, the
/// private files and the session token's store, each scene's navigation storage, the clock and
/// whether protected data can be read yet, plus two timings.
///
/// AppCore makes no live choice itself. `AppLive` builds the environment `rootswitch` runs
/// on (JSON-lines analytics in the state directory, the embedded backend or URLSession, the
/// Keychain or a private file for the token, `ContinuousClock`, the system's data protection);
/// a test builds its own, with a clock it advances by hand and a lock it opens by hand.
///
/// ```swift
/// // In a test: no live part at all.
/// let environment = AppEnvironment(
///     http: StubHTTPClient(responses: [:]), analytics: RecordingAnalytics(), files: files,
///     sessionTokens: FileTokenStore(files: files), sceneStorage: InMemorySceneStorage(),
///     clock: TestClock())
/// let app = try RootSwitchApp(environment: environment)
/// ```
public struct AppEnvironment: Sendable {
    /// Speaks the backend contract (`docs/backend-contract.md`) for every feature.
    public var http: any HTTPClient
    /// Receives transitions, deep-link decisions and the features' events.
    public var analytics: any AnalyticsClient
    /// Holds `session.json`, `scenes.json` and `pending-link.json`, readable by their owner
    /// only.
    public var files: PrivateFileStore
    /// Keeps the signed-in session's token, apart from `session.json`: the Keychain on
    /// Apple's systems, a private file elsewhere.
    public var sessionTokens: any SessionTokenStore
    /// Holds each scene's saved navigation.
    public var sceneStorage: any SceneStateStorage
    /// Measures the loading screen's minimum time and a pending deep link's window.
    public var clock: any Clock<Duration>
    /// Whether what the App keeps can be read yet: not on a launch before the device's first
    /// unlock, which then waits, signing nobody out.
    public var protectedData: any ProtectedDataAvailability
    /// The shortest time the loading screen stays up once shown, so it never flickers.
    public var minimumLoadingTime: Duration
    /// How long a deep link may wait for sign-in or onboarding before it is dropped.
    public var deepLinkWindow: Duration
    /// The wall-clock time, for what is saved with the time it happened (a waiting deep link,
    /// whose window goes on across a relaunch).
    public var now: @Sendable () -> Date
    /// Records the session's journal (`rootswitch --record`): its inputs, the backend's
    /// answers and the clock's readings at each input; nothing when `nil`.
    public var journal: JournalRecorder?

    /// How long the loading screen stays up at least unless told otherwise: 0.3 s.
    public static let defaultMinimumLoadingTime: Duration = .milliseconds(300)
    /// How long a deep link may wait for sign-in or onboarding unless told otherwise: the
    /// deep-link gate's own default.
    public static let defaultDeepLinkWindow = DeepLinkGate<AppRoute, AppRoot, RootIntent>
        .defaultWindow

    /// Creates an environment.
    /// - Parameters:
    ///   - http: the backend's client.
    ///   - analytics: where events go.
    ///   - files: the private file store of the state directory.
    ///   - sessionTokens: where the session's token is kept.
    ///   - sceneStorage: where each scene's navigation is saved.
    ///   - clock: the clock timings are measured on.
    ///   - protectedData: whether protected data can be read yet; always, by default.
    ///   - minimumLoadingTime: how long the loading screen stays at least;
    ///     ``defaultMinimumLoadingTime`` by default.
    ///   - deepLinkWindow: how long a pending deep link is kept; ``defaultDeepLinkWindow`` by
    ///     default.
    ///   - now: the wall-clock time; the system's by default.
    ///   - journal: records the session's journal; none by default.
    public init(
        http: any HTTPClient,
        analytics: any AnalyticsClient,
        files: PrivateFileStore,
        sessionTokens: any SessionTokenStore,
        sceneStorage: any SceneStateStorage,
        clock: any Clock<Duration>,
        protectedData: any ProtectedDataAvailability = DeviceLock(),
        minimumLoadingTime: Duration = defaultMinimumLoadingTime,
        deepLinkWindow: Duration = defaultDeepLinkWindow,
        now: @escaping @Sendable () -> Date = { Date() },
        journal: JournalRecorder? = nil
    ) {
        self.http = http
        self.analytics = analytics
        self.files = files
        self.sessionTokens = sessionTokens
        self.sceneStorage = sceneStorage
        self.clock = clock
        self.protectedData = protectedData
        self.minimumLoadingTime = minimumLoadingTime
        self.deepLinkWindow = deepLinkWindow
        self.now = now
        self.journal = journal
    }
}
