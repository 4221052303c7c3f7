public import Routing

/// The signed-in app: tabs home, search and profile, item details, search results and a
/// settings sheet with its own stack. Built from ``MainDependencies``; the App wires what it
/// reports (sign-out, an expired session) and never sees its coordinators.
///
/// ```swift
/// let main = MainFeature(dependencies)
/// for pattern in MainFeature.deepLinks { try table.register(pattern.map(AppRoute.main) { $0.main }) }
/// let coordinator = main.makeCoordinator(onSignOut: signOut, onSessionExpired: expire)
/// coordinator.start()
/// ```
@MainActor
public final class MainFeature: FeatureAPI {
    /// Main's routes.
    public typealias FeatureRoute = MainRoute

    private let dependencies: MainDependencies

    /// Creates the feature.
    /// - Parameter dependencies: what it needs from the App.
    public init(_ dependencies: MainDependencies) {
        self.dependencies = dependencies
    }

    /// A pattern per route (`home`, `items/<int:id>`, `search`, `search?q=<string:q>`,
    /// `profile`, `profile/settings`, `profile/settings/about`), each landing where its route
    /// lives: an item in the home tab's stack, search results in the search tab's, the settings
    /// sheet (with about pushed in it) over the profile tab. Which app states a link waits for
    /// is the App's to declare.
    public static var deepLinks: [DeepLinkPattern<MainRoute>] { MainDeepLinks.patterns }

    /// Main's navigation as a scene starts: every tab at its root, home selected, the search
    /// tab with the search role. What a restored navigation is pruned onto.
    nonisolated public static var blankNavigation: Navigation<MainRoute> { MainLayout.blank }

    /// `RestorationPolicy.longestValidPrefix`: Main's stacks drill down (an item pushed over
    /// its tab's root, settings' about page over settings), so a screen whose predecessor is
    /// gone is left out with it.
    public static var restorationPolicy: RestorationPolicy { .longestValidPrefix }

    /// Builds the coordinator of one scene, on the home tab. Call `start()` on it to show
    /// (and load) its first screen, `stop()` before dropping it.
    /// - Parameters:
    ///   - onSignOut: called when the user confirms signing out on the profile screen.
    ///   - onSessionExpired: called once when the backend says the session expired (401).
    /// - Returns: the coordinator, behind ``MainNavigation``.
    public func makeCoordinator(
        onSignOut: @escaping @MainActor () -> Void,
        onSessionExpired: @escaping @MainActor () -> Void
    ) -> any MainNavigation {
        MainCoordinator(dependencies, onSignOut: onSignOut, onSessionExpired: onSessionExpired)
    }

    /// Whether a saved route can still be shown, for `NavigationRestoration`'s validator.
    ///
    /// `item(id:)` asks the backend: `not_found` (a 404 saying so) means the item is gone
    /// (false); being offline or any other failure keeps it (true), since the item may well
    /// exist. Other routes always exist.
    /// - Parameter route: the saved route.
    public func routeStillExists(_ route: MainRoute) async -> Bool {
        guard case .item(let id) = route else { return true }
        do {
            _ = try await dependencies.client.item(id)
            return true
        } catch {
            return error.code != .notFound
        }
    }
}
