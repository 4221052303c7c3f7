/// Bounds on navigation, so a hostile saved file or a runaway loop of pushes costs little.
public enum NavigationLimits {
    /// The most routes one router holds with every layer presented above it: 32. Restoring a
    /// deeper state keeps its longest prefix within it (``RestorationDrop/Reason/overLimit``);
    /// a feature refuses a push past it with ``RoutingError/Code/stackTooDeep``.
    public static let maximumRoutes = 32
}

extension RouterState {
    /// The routes of the stack and of every presented layer, counted together as
    /// ``NavigationLimits/maximumRoutes`` counts them.
    public var routeCount: Int {
        presented.reduce(stack.count) { $0 + $1.stack.count }
    }
}
