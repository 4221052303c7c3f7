import Analytics
import AnalyticsLive
import Auth
import Backend
import Foundation
import Main
import Networking
import NetworkingLive
import Onboarding
import PrivateStorage
import Routing

/// Builds what the App runs on, once: analytics (a JSON-lines file in the state directory),
/// the backend client (embedded or HTTP), the private files, the scenes' storage and the
/// work tracker. Features are created lazily through their factories: Auth on first use,
/// Onboarding and Main per signed-in session, since they need its token.
@MainActor
final class AppContainer {
    let configuration: AppConfiguration
    let analytics: any AnalyticsClient
    let client: any HTTPClient
    /// The embedded backend, when the App runs on it (for the fault switches).
    let backend: EmbeddedBackend?
    let files: PrivateFileStore
    let sceneStorage: FileSceneStorage
    let work = BackgroundWork()

    private(set) lazy var auth = AuthFeature(
        AuthDependencies(client: .live(client), analytics: analytics, work: work))

    /// - Parameter report: told about problems the App recovers from (corrupt files, an
    ///   analytics file that cannot be written); may be called from any thread.
    /// - Throws: `.storage` if the state directory cannot be used, `.backend` if the
    ///   embedded backend cannot start.
    init(configuration: AppConfiguration, report: @escaping @Sendable (String) -> Void)
        throws(AppError)
    {
        let directory = configuration.stateDirectory
        self.configuration = configuration
        do {
            files = try PrivateFileStore(folder: directory) { report($0.reason) }
        } catch {
            throw AppError(.storage, reason: error.reason)
        }
        analytics = JSONLinesFileAnalytics(
            fileURL: directory.appending(path: "analytics.jsonl"),
            onError: { report("analytics: \($0)") })
        sceneStorage = FileSceneStorage(directory: directory.appending(path: "scenes"))
        switch configuration.backend {
        case .embedded:
            do {
                let backend = try EmbeddedBackend(directory: directory) { report($0.reason) }
                self.backend = backend
                client = EmbeddedBackendClient(backend: backend)
            } catch {
                throw AppError(.backend, reason: error.reason)
            }
        case .remote(let url):
            backend = nil
            client = RetryingHTTPClient(wrapping: URLSessionHTTPClient(baseURL: url))
        }
    }

    func onboarding(token: String) -> OnboardingFeature {
        OnboardingFeature(
            OnboardingDependencies(
                client: .live(client, token: token), analytics: analytics, work: work))
    }

    func main(for session: AuthSession) -> MainFeature {
        let user = MainUser(email: session.user.email, name: session.user.name)
        return MainFeature(
            MainDependencies(
                client: .live(client, token: session.token), analytics: analytics, work: work,
                user: user))
    }

    /// Each scene's Main navigation, kept in `scenes/` and checked against the backend on
    /// restore: an item deleted meanwhile is left out.
    func restoration(for main: MainFeature) -> NavigationRestoration<MainRoute> {
        NavigationRestoration(storage: sceneStorage, analytics: analytics) { route in
            await main.routeStillExists(route)
        }
    }
}
