public import FeatureShell
public import Routing

/// The signed-out flow of one scene, as ``AuthFeature/makeCoordinator(start:notice:onSignedIn:)``
/// returns it: what the App drives (`FeatureCoordinator`), plus the router and the typed
/// model of each screen, for a SwiftUI view to bind.
///
/// ```swift
/// NavigationStack(path: Bindable(flow.router).path) {
///     AuthScreenView(model: flow.model(for: flow.router.stack[0]))
///         .navigationDestination(for: AuthRoute.self) { route in
///             AuthScreenView(model: flow.model(for: route))
///         }
/// }
/// ```
@MainActor
public protocol AuthFlow: FeatureCoordinator where FeatureRoute == AuthRoute {
    /// The flow's one stack: the intro or sign-in screen at the root, the reset confirmation
    /// above it.
    var router: Router<AuthRoute> { get }

    /// The model of the screen `route` shows: the same instance for the same route as long
    /// as the flow lives, so a view keeps its identity. The intro and sign-in routes share
    /// one ``CredentialsModel``.
    /// - Parameter route: a route of the flow.
    /// - Returns: the screen's model.
    func model(for route: AuthRoute) -> AuthScreenModel
}
