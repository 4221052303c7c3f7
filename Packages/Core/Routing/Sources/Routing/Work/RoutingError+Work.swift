extension RoutingError.Code {
    /// New work refused because ``BackgroundWork`` runs as much as its limit allows.
    public static let tooMuchWork = Self(rawValue: "too_much_work")
}
