public import AppCore
public import Foundation

/// The live choices a user can make: where the App keeps its state and its session's token,
/// and which backend it talks to, plus the timings ``LiveEnvironment`` passes on.
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

    /// Where the signed-in session's token is kept.
    public enum TokenStorage: Hashable, Sendable {
        /// A Keychain generic password of this service: after first unlock, this device only,
        /// never synchronised, the data-protection keychain on macOS. Apple's systems only;
        /// an app the Keychain refuses for want of its entitlement (`errSecMissingEntitlement`)
        /// keeps the token in the private file instead.
        case keychain(service: String)
        /// A private file of the state directory, `session-token.json` (0600): what Linux
        /// has, and what a command-line tool uses (it has no keychain entitlement).
        case privateFile

        /// The Keychain for an app on Apple's systems; the private file elsewhere, and for an
        /// executable without a bundle there (as `swift run` starts one on a Mac: unsigned, it
        /// has no keychain entitlement, and the data-protection keychain refuses it).
        public static var standard: TokenStorage {
            #if canImport(Security)
                standard(bundleIdentifier: Bundle.main.bundleIdentifier)
            #else
                .privateFile
            #endif
        }

        /// What ``standard`` is on Apple's systems for a process of this bundle identifier
        /// (`nil` for an executable without a bundle).
        package static func standard(bundleIdentifier: String?) -> TokenStorage {
            bundleIdentifier == nil ? .privateFile : .keychain(service: "dev.rootswitch.session")
        }
    }

    /// Where the session, the scenes' navigation, analytics and the embedded backend live.
    public var stateDirectory: URL
    /// Where the session's token is kept; ``TokenStorage/standard`` by default.
    public var tokenStorage: TokenStorage
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
    ///   - tokenStorage: where the session's token is kept; the Keychain on Apple's systems,
    ///     a private file elsewhere, by default.
    ///   - minimumLoadingTime: how long the loading screen stays at least;
    ///     `AppEnvironment.defaultMinimumLoadingTime` by default.
    ///   - deepLinkWindow: how long a pending deep link is kept;
    ///     `AppEnvironment.defaultDeepLinkWindow` by default.
    ///   - requestTimeout: how long a request to a remote backend waits;
    ///     ``defaultRequestTimeout`` by default.
    public init(
        stateDirectory: URL,
        backend: Backend = .embedded,
        tokenStorage: TokenStorage = .standard,
        minimumLoadingTime: Duration = AppEnvironment.defaultMinimumLoadingTime,
        deepLinkWindow: Duration = AppEnvironment.defaultDeepLinkWindow,
        requestTimeout: Duration = defaultRequestTimeout
    ) {
        self.stateDirectory = stateDirectory
        self.backend = backend
        self.tokenStorage = tokenStorage
        self.minimumLoadingTime = minimumLoadingTime
        self.deepLinkWindow = deepLinkWindow
        self.requestTimeout = requestTimeout
    }
}
