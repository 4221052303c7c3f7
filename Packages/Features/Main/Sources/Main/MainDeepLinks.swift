import Routing

/// Main's deep-link patterns: one per route, from its declaration (``MainRouteDeclaration``).
/// A route is saved for restoration as its link, so a route without one could not be saved.
enum MainDeepLinks {
    static let patterns = MainRoute.declarations.map(\.pattern)
}
