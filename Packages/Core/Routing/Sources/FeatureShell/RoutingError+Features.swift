public import Routing

extension RoutingError.Code {
    /// A tab was asked of a feature that has no tabs.
    public static let noTabs = Self(rawValue: "no_tabs")
}
