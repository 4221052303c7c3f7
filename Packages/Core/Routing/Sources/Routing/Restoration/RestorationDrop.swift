/// One saved entry that restoration left out, and why.
///
/// `path` locates it in the saved payload: `stack[2]`, `presented[0].stack[1]`,
/// `presented[1]` (a whole layer), and for tabs `tabs[1]` (a whole tab),
/// `tabs[1].stack[0]` or `selected`. Indexes are positions in the saved data; entries past
/// ``NavigationLimits/maximumRoutes`` are one drop with a range, `stack[32...499]` or
/// `presented[2...9]`.
public struct RestorationDrop: Hashable, Sendable, CustomStringConvertible {
    /// Why an entry was left out.
    public enum Reason: String, Hashable, Sendable {
        /// It no longer decodes: a removed route case, an unknown tab, a malformed layer.
        case unknown
        /// The feature's validator refused it (the item it shows is gone).
        case invalid
        /// It was reached through an entry that was left out.
        case unreachable
        /// Its tab already appeared earlier in the saved state.
        case duplicate
        /// It lies past ``NavigationLimits/maximumRoutes`` routes of its stack and layers.
        case overLimit = "over_limit"
    }

    /// Where the entry was in the saved payload.
    public let path: String
    /// Why it was left out.
    public let reason: Reason

    /// Creates a record, as tests expect them.
    public init(_ path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path) (\(reason.rawValue))" }
}
