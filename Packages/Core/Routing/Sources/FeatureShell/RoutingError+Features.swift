public import Routing

extension RoutingError.Code {
    /// A tab was asked of a feature that has no tabs.
    public static let noTabs = Self(rawValue: "no_tabs")
    /// New work refused because ``BackgroundWork`` runs as much as its limit allows.
    public static let tooMuchWork = Self(rawValue: "too_much_work")
}
