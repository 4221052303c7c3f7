import Analytics
import AnalyticsLive
public import AppCore
public import Backend
import Foundation
import Networking
import PrivateStorage
import Routing
import RoutingLive
import RoutingScenes

#if RemoteBackend
    import NetworkingLive
#endif

/// The live choices, made in one place: analytics as JSON lines in the state directory, the
/// embedded backend (or URLSession with bounded retry and the configuration's request
/// timeout for a remote one, in a build with the `RemoteBackend` trait, the default), the
/// private files and scene storage in the state directory, the session's token in the
/// Keychain (or a private file, also where the Keychain refuses the app its entitlement),
/// `ContinuousClock`, and the system's data protection (UIKit's
/// word that protected data became available, where there is UIKit).
///
/// `rootswitch` runs on it; the end-to-end tests use it too, replacing only the clock.
///
/// ```swift
/// let live = try LiveEnvironment(configuration: AppConfiguration(stateDirectory: directory))
/// let app = try RootSwitchApp(environment: live.environment)
/// live.embeddedBackend?.isOffline = true
/// ```
public struct LiveEnvironment: Sendable {
    /// What the App runs on.
    public var environment: AppEnvironment
    /// The embedded backend, for its fault switches; `nil` with a remote backend.
    public let embeddedBackend: EmbeddedBackend?

    /// Builds the environment `configuration` asks for.
    /// - Parameters:
    ///   - configuration: the state directory, the backend and the timings.
    ///   - onNotice: told about problems recovered from (a bad file set aside, a mode set
    ///     back, an analytics file that cannot be written); may be called from any thread.
    /// - Throws: `.unsafeStateDirectory` if the state directory belongs to another user or
    ///   others may write to it (the reason says what to do), `.storage` if it cannot be
    ///   used otherwise or the token is to be kept in a Keychain where there is none,
    ///   `.backend` if the embedded backend cannot start, or for a remote backend in a build
    ///   without the `RemoteBackend` trait, `.insecureBackend` for a remote backend over plain
    ///   `http://` anywhere but on this machine's loopback.
    public init(
        configuration: AppConfiguration,
        onNotice: @escaping @Sendable (AppNotice) -> Void = { _ in }
    ) throws(AppError) {
        let directory = configuration.stateDirectory
        let files: PrivateFileStore
        do {
            files = try PrivateFileStore(folder: directory) { problem in
                onNotice(
                    problem.code == .storage
                        ? .stateFileFailed(problem.reason) : .stateFileRepaired(problem.reason))
            }
        } catch {
            let code: AppError.Code = error.code == .unsafeFolder ? .unsafeStateDirectory : .storage
            throw AppError(code, reason: error.reason, underlying: error)
        }
        let http: any HTTPClient
        switch configuration.backend {
        case .embedded:
            do {
                let backend = try EmbeddedBackend(directory: directory) { problem in
                    onNotice(
                        problem.code == .storage
                            ? .stateFileFailed(problem.reason) : .stateFileRepaired(problem.reason))
                }
                embeddedBackend = backend
                http = EmbeddedBackendClient(backend: backend)
            } catch {
                throw AppError(.backend, reason: error.reason, underlying: error)
            }
        case .none:
            embeddedBackend = nil
            http = NoBackend()
        case .remote(let url):
            try Self.checkTransport(of: url)
            #if RemoteBackend
                embeddedBackend = nil
                http = RetryingHTTPClient(
                    wrapping: URLSessionHTTPClient(
                        baseURL: url, defaultTimeout: configuration.requestTimeout))
            #else
                throw AppError(
                    .backend,
                    reason: "this build has the embedded backend only, not \(url.absoluteString)"
                        + " (it was built without the RemoteBackend trait)")
            #endif
        }
        let tokens: any SessionTokenStore
        switch configuration.tokenStorage {
        case .privateFile:
            tokens = FileTokenStore(files: files)
        case .keychain(let service):
            #if canImport(Security)
                // A Mac app signed without the keychain entitlement keeps its token in the
                // private file instead of failing every save.
                tokens = EntitlementFallbackTokenStore(
                    KeychainTokenStore(service: service), fallback: FileTokenStore(files: files))
            #else
                throw AppError(
                    .storage,
                    reason: "the Keychain (\(service)) exists on Apple's systems only; "
                        + "keep the token in a private file instead")
            #endif
        }
        environment = AppEnvironment(
            http: http,
            analytics: JSONLinesFileAnalytics(
                fileURL: directory.appending(path: "analytics.jsonl"),
                onError: { problem in
                    let repaired = problem.code == .setAside || problem.code == .modeRestored
                    onNotice(
                        repaired
                            ? .stateFileRepaired("analytics: \(problem.reason)")
                            : .analyticsNotWritten(reason: problem.reason))
                }),
            files: files,
            sessionTokens: tokens,
            sceneStorage: FileSceneStorage(
                directory: directory.appending(path: "scenes"),
                onNotice: { onNotice(.stateFileRepaired($0)) }),
            clock: ContinuousClock(),
            protectedData: SystemProtectedData.live,
            minimumLoadingTime: configuration.minimumLoadingTime,
            deepLinkWindow: configuration.deepLinkWindow)
    }
}

extension LiveEnvironment {
    /// Refuses a remote backend a password would reach unencrypted: `https://` anywhere, plain
    /// `http://` only on this machine's loopback by a name `rootswitch-backend` listens on
    /// (`LoopbackHTTPServer.hostNames`: `localhost`, `127.0.0.1`, `::1`), so a loopback
    /// address it does not serve is refused rather than found unreachable.
    /// - Throws: `.insecureBackend` otherwise.
    static func checkTransport(of url: URL) throws(AppError) {
        guard url.scheme?.lowercased() == "http" else { return }
        guard !LoopbackHTTPServer.isLoopback(url.host ?? "") else { return }
        let names = LoopbackHTTPServer.hostNames.map { $0.contains(":") ? "[\($0)]" : $0 }
        throw AppError(
            .insecureBackend,
            reason: "\(url.absoluteString) is plain HTTP to another machine, or to a loopback "
                + "address no local server listens on: a password would travel unencrypted; use "
                + "https://, or http:// on this machine only (\(names.joined(separator: ", ")))")
    }
}

/// The client of ``AppConfiguration/Backend/none``: there is nobody to answer.
private struct NoBackend: HTTPClient {
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        throw NetworkError(.offline, reason: "This App has no backend.")
    }
}
