import Routing

extension RoutingError.Code {
    /// An auth action was performed while a request of the flow was still running, as a
    /// tap on a disabled button would be.
    static let busy = Self(rawValue: "busy")
}
