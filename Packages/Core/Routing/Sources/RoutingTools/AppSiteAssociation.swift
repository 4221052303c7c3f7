public import Foundation
public import Routing

/// An apple-app-site-association file: which https links of a host open in which apps
/// (`applinks`), and which apps may fill in the passwords saved for the host
/// (`webcredentials`). ``DeepLinkTable/appSiteAssociation(host:appIDs:)`` makes it from the
/// app's patterns, so the file a server serves and the links the app resolves have one
/// declaration, and agree link by link under Apple's matching.
///
/// ```swift
/// let file = try links.appSiteAssociation(
///     host: "shop.example", appIDs: ["ABCDE12345.com.example.shop"])
/// // Serve it at https://shop.example/.well-known/apple-app-site-association.
/// let json = try file.json()
/// ```
public struct AppSiteAssociation: Codable, Hashable, Sendable {
    /// The universal links: the apps and the paths each opens.
    public var applinks: AppLinks
    /// The apps that may fill in the host's saved passwords (its sign-in form's); `nil` for
    /// none.
    public var webcredentials: WebCredentials?

    /// The `webcredentials` dictionary.
    public struct WebCredentials: Codable, Hashable, Sendable {
        /// The apps, each as `TEAMID.bundle.identifier`.
        public var apps: [String]

        /// Creates the dictionary.
        /// - Parameter apps: the apps, each as `TEAMID.bundle.identifier`.
        public init(apps: [String]) {
            self.apps = apps
        }
    }

    /// The `applinks` dictionary.
    public struct AppLinks: Codable, Hashable, Sendable {
        /// One entry per group of apps sharing the same components.
        public var details: [Detail]
    }

    /// Apps and the URL components that open in them.
    public struct Detail: Codable, Hashable, Sendable {
        /// The apps, each as `TEAMID.bundle.identifier`.
        public var appIDs: [String]
        /// The URLs that open in these apps, tried in order.
        public var components: [Component]
    }

    /// One pattern of URLs, in Apple's syntax: in `path` and each query value, `*` matches any
    /// run of characters (none, and `/`, included) and `?` exactly one, so `?*` one or more.
    ///
    /// A template's path placeholder (`<int:id>`, `<path:rest>`) is `?*`, since it takes a
    /// value of one character or more; a required query item is `key: "*"`, an optional one is
    /// left out. Since `?*` takes a `/` too, the table's file keeps deeper paths out with
    /// components that exclude them (`/items/*/*`), ahead of the one that claims the path.
    public struct Component: Codable, Hashable, Sendable {
        /// The path, from its leading `/` (the file's `/` key): `/items/?*`.
        public var path: String
        /// The query items the URL must have, by key (the file's `?` key); `nil` for none.
        public var query: [String: String]?
        /// Whether a URL it matches stays out of the apps (the file's `exclude` key): `true` to
        /// keep it out, `nil` (absent) to open it.
        public var exclude: Bool?
        /// The template the component comes from, for a reader of the file.
        public var comment: String?

        /// Creates a component.
        /// - Parameters:
        ///   - path: the path, in Apple's component syntax, from its leading `/`.
        ///   - query: the query items the URL must have, by key; `nil` for none.
        ///   - comment: a note for a reader of the file.
        public init(path: String, query: [String: String]? = nil, comment: String? = nil) {
            (self.path, self.query, self.comment) = (path, query, comment)
        }

        private enum CodingKeys: String, CodingKey {
            case path = "/"
            case query = "?"
            case exclude, comment
        }
    }

    /// Creates a file with one entry: `appIDs` (each `TEAMID.bundle.identifier`) open the URLs
    /// of `components`.
    public init(appIDs: [String], components: [Component]) {
        applinks = AppLinks(details: [Detail(appIDs: appIDs, components: components)])
    }

    /// The file as served: pretty-printed JSON with sorted keys and unescaped slashes, the
    /// same bytes for the same table, so a generated file can be compared with a served one.
    /// - Throws: ``RoutingError/Code/unencodable`` if encoding fails.
    public func json() throws(RoutingError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw RoutingError(.unencodable, reason: "\(error)", underlying: error)
        }
    }
}
