import Routing

/// Main's deep-link patterns, one for every route: a route is saved for restoration as its
/// link, so a route without one could not be saved. Each needs a signed-in user who finished
/// onboarding and, by default, rebuilds the stack.
enum MainDeepLinks {
    static let patterns: [DeepLinkPattern<MainRoute>] = [
        fixed("home", .home), item, fixed("search", .search), search, fixed("profile", .profile),
        fixed("profile/settings", .settings), fixed("profile/settings/about", .settingsAbout),
    ]

    /// The link of a route without values: a tab's root, the settings sheet, about.
    private static func fixed(_ template: String, _ route: MainRoute) -> DeepLinkPattern<MainRoute>
    {
        DeepLinkPattern(
            template, requirement: .onboardingFinished, route: { _ in route },
            parameters: { $0 == route ? [:] : nil })
    }

    /// `items/42` opens item 42 over the home tab.
    static let item = DeepLinkPattern<MainRoute>(
        "items/<int:id>", requirement: .onboardingFinished,
        route: { parameters in .item(id: try parameters.int("id")) },
        parameters: { route in
            guard case .item(let id) = route else { return nil }
            return ["id": id]
        })

    /// `search?q=blue` opens the results for `blue` over the search tab. A query that is
    /// empty once trimmed is refused.
    static let search = DeepLinkPattern<MainRoute>(
        "search?q=<string:q>", requirement: .onboardingFinished,
        route: { parameters in
            let text = try parameters.string("q")
            do {
                return try .results(for: text)
            } catch {
                throw RoutingError(.unconvertibleValue, reason: "query item 'q' is empty")
            }
        },
        parameters: { route in
            guard case .searchResults(let query) = route else { return nil }
            return ["q": query]
        })
}
