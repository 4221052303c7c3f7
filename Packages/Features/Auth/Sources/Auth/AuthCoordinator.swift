import FeatureShell
import Routing

/// Drives the signed-out screens of one scene: intro or sign-in at the root, with the
/// password-reset confirmation pushed above it.
///
/// The screens' state and actions are their models' (``CredentialsModel``,
/// ``ResetSentModel``), made once per flow; ``screen`` is their rendering as text. After
/// ``stop()``, answers still in flight are dropped.
@MainActor
final class AuthCoordinator: AuthFlow {
    let router: Router<AuthRoute>
    private let credentials: CredentialsModel
    private let resetSent: ResetSentModel

    init(
        start: AuthStart, notice: String?, dependencies: AuthDependencies,
        onSignedIn: @escaping @MainActor (AuthSession) -> Void
    ) {
        router =
            Navigator(
                root: start.route, links: AuthFeature.links, events: dependencies.navigationEvents
            ).router
        credentials = CredentialsModel(
            notice: notice, router: router, dependencies: dependencies, onSignedIn: onSignedIn)
        resetSent = ResetSentModel(router: router)
    }

    var screen: Screen { AuthScreenRenderer.screen(of: model(for: router.stack.last ?? .intro)) }

    var location: ScreenLocation<AuthRoute> { ScreenLocation(stack: router.stack) }

    func model(for route: AuthRoute) -> AuthScreenModel {
        switch route {
        case .intro, .signIn: .credentials(credentials)
        case .passwordResetSent: .resetSent(resetSent)
        }
    }

    /// The first route shows from creation; starting (again) lets answers through.
    func start() { credentials.isStopped = false }

    func stop() { credentials.isStopped = true }

    func back() -> Bool {
        guard router.stack.count > 1 else { return false }
        router.back()
        return true
    }

    /// Auth's navigation: one stack. Its one link, sign-in, lands as the stack's root
    /// (``LinkLanding/root``).
    var navigator: Navigator<AuthRoute> { router.navigator }
}
