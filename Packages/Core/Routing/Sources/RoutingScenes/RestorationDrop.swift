import Routing

/// One saved entry that restoration left out, and why.
///
/// `path` locates it in the saved payload: `stack[2]`, `presented[0].stack[1]`,
/// `presented[1]` (a whole layer), and for tabs `tabs[1]` (a whole tab),
/// `tabs[1].stack[0]` or `selected`. Indexes are positions in the saved data; entries past
/// ``Navigation/maximumRoutes`` are one drop with a range, `stack[32...499]` or
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
        /// It lies past ``Navigation/maximumRoutes`` routes of its stack and layers.
        case overLimit = "over_limit"
    }

    /// Where the entry was in the saved payload.
    public let path: String
    /// Why it was left out.
    public let reason: Reason
    /// What was saved there, when it could be read: the route's link
    /// (`rootswitch://items/42`), a tab's name, or the route's description in a file saved
    /// before routes were saved as links. `nil` for a whole layer or a range.
    public let entry: String?

    /// Creates a record, as tests expect them.
    /// - Parameters:
    ///   - path: where the entry was in the saved payload.
    ///   - reason: why it was left out.
    ///   - entry: what was saved there, when it could be read.
    public init(_ path: String, _ reason: Reason, entry: String? = nil) {
        self.path = path
        self.reason = reason
        self.entry = entry
    }

    /// Which screen was left out and why, in words: `rootswitch://items/42 (screen 2 of tab
    /// 1): what it showed no longer exists`.
    public var description: String {
        let place = Self.words(for: path)
        return (entry.map { "\($0) (\(place))" } ?? place) + ": " + reason.explanation
    }

    /// `tabs[0].presented[1].stack[2]` as `screen 3 of presented layer 2 of tab 1`, and
    /// `tabs[0].stack[32...40]` as `screens 33 to 41 of tab 1`.
    private static func words(for path: String) -> String {
        // Components are a name and an index or a range, joined by dots: the dots of a range
        // (`[32...40]`) belong to its component.
        path.matches(of: #/[^.\[]+(\[[^\]]*\])?/#).map(\.output.0).reversed().map { component in
            guard component != "selected" else { return "the selected tab" }
            let name = component.prefix { $0 != "[" }
            let inside = component.dropFirst(name.count + 1).dropLast()
            let bounds = inside.split(separator: ".", omittingEmptySubsequences: true)
                .compactMap { Int($0) }.map { $0 + 1 }
            let (one, many) =
                switch name {
                case "tabs": ("tab", "tabs")
                case "presented": ("presented layer", "presented layers")
                default: ("screen", "screens")
                }
            guard let first = bounds.first else { return String(component) }
            return bounds.count == 2 ? "\(many) \(first) to \(bounds[1])" : "\(one) \(first)"
        }.joined(separator: " of ")
    }
}

extension RestorationDrop.Reason {
    /// Why an entry was left out, in words.
    var explanation: String {
        switch self {
        case .unknown: "this version of the app cannot open it"
        case .invalid: "what it showed no longer exists"
        case .unreachable: "a screen before it was left out"
        case .duplicate: "the same tab was saved twice"
        case .overLimit:
            "a tab keeps at most \(maximumRoutesPerTab) screens with its sheets"
        }
    }
}
