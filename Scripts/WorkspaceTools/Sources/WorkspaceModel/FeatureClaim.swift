/// A name a feature package already uses where a new feature's name would show: a route
/// path, a deep link, a tab. `Scripts/new-feature` refuses a name one of them has, read
/// from the features' own declarations (see ``FeatureClaims``).
public struct FeatureClaim: Hashable, Sendable, CustomStringConvertible {
    /// Where the name is used.
    public enum Kind: String, Hashable, Sendable {
        /// A literal segment of a route's URL path (`/profile/settings`).
        case routePath = "route path"
        /// A literal segment of a deep-link template (`profile/settings`).
        case deepLink = "deep link"
        /// A tab's name (a case of an enum whose name ends in `Tab`).
        case tab
    }

    /// Where the name is used.
    public let kind: Kind
    /// The words it claims, lowercased: each literal segment (`profile`, `settings`).
    public let words: [String]
    /// The declaration as written: `/profile/settings`, `profile/settings`, `profile`.
    public let text: String
    /// The file declaring it, relative to the workspace root.
    public let file: String
    /// Its line.
    public let line: Int

    /// Creates a claim.
    public init(kind: Kind, words: [String], text: String, file: String, line: Int) {
        self.kind = kind
        self.words = words
        self.text = text
        self.file = file
        self.line = line
    }

    /// `route path /profile (Packages/Features/Main/Sources/Main/MainRoute.swift:40)`.
    public var description: String { "\(kind.rawValue) \(text) (\(file):\(line))" }
}
