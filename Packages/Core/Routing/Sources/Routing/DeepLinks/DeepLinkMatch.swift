/// A resolved deep link: the route, and the template of the pattern it matched (what events and
/// analytics name the link by, never its URL).
public struct DeepLinkMatch<R: Route>: Hashable, Sendable {
    /// The route the link leads to.
    public let route: R
    /// The template of the pattern it matched, such as `items/<int:id>`.
    public let template: String

    /// Creates a match.
    public init(route: R, template: String) {
        (self.route, self.template) = (route, template)
    }
}
