/// A destination a feature can navigate to.
///
/// Routes are plain data owned by each feature (`enum AuthRoute: Route`): they hold
/// identifiers only, never model objects, so they can be compared, logged, encoded for
/// restoration and turned into URLs. What a route shows is mapped separately, by the
/// feature's ``FeatureAPI``.
public protocol Route: Hashable, Sendable, Codable {}
