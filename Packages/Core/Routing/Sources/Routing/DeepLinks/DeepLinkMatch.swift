/// A resolved deep link: the route and what its pattern declared.
public struct DeepLinkMatch<R: Route>: Hashable, Sendable {
    /// The route the link leads to.
    public let route: R
    /// The template of the pattern that matched, e.g. `items/<int:id>` (safe for analytics).
    public let template: String
    /// What the link needs before it opens.
    public let requirement: DeepLinkRequirement
    /// What opening it does to what is on screen.
    public let policy: DeepLinkPolicy

    /// Creates a match.
    public init(
        route: R, template: String, requirement: DeepLinkRequirement = .none,
        policy: DeepLinkPolicy = .rebuildStack
    ) {
        (self.route, self.template, self.requirement, self.policy) = (
            route, template, requirement, policy
        )
    }
}
