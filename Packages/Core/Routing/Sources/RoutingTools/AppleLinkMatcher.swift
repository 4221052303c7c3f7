public import Foundation
public import Routing

/// Apple's matching of an https URL against an apple-app-site-association file, as the system
/// does it before opening a universal link in an app: for a test that checks, URL by URL, that
/// the file a table writes claims exactly the links the table opens.
///
/// It reads the file as served (its JSON) and follows Apple's documented rules for
/// `applinks`: an app's `details` in order, and in each its `components` in order, the first
/// component that matches deciding (`exclude` then keeps the URL in the browser); a component
/// matches when its `/` (path), `?` (the query, or a dictionary of query items, each of which
/// must be present with a matching value, others ignored) and `#` (fragment) patterns all
/// match, each `*` when absent. In a pattern `*` matches any run of characters, none and `/`
/// included, `?` exactly one, so `?*` one or more. Matching is case-sensitive unless
/// `caseSensitive` is false, and compares a pattern with the URL's component as written,
/// percent-encoding and all, unless `percentEncoded` is false, when it is decoded first; both
/// are read from the component, else its detail's `defaults`, else the file's.
///
/// ```swift
/// let matcher = try AppleLinkMatcher(json: try file.json())
/// // matcher.opens("https://shop.example/orders/42", in: "ABCDE12345.com.example.shop") == true
/// let disagreements = matcher.disagreements(
///     with: links, host: "shop.example", appID: "ABCDE12345.com.example.shop",
///     paths: ["/orders/42", "/orders/x"])
/// // disagreements == ["/orders/x"]: the file claims it, the table refuses its value
/// ```
public struct AppleLinkMatcher: Sendable {
    /// One app's details, in order: what it opens.
    fileprivate struct Detail: Sendable {
        let appIDs: [String]
        let components: [Component]
    }

    fileprivate struct Component: Sendable {
        let path: String?
        let query: Query?
        let fragment: String?
        let exclude: Bool
        let caseSensitive: Bool
        let percentEncoded: Bool
    }

    fileprivate enum Query: Sendable {
        case pattern(String)
        case items([String: String])
    }

    private let details: [Detail]

    /// Reads a file.
    /// - Parameter json: the file, as served.
    /// - Throws: ``RoutingError/Code/unreadable`` when it is not an `applinks` file this
    ///   matcher reads (substitution variables, `$(...)`, are not read).
    public init(json: Data) throws(RoutingError) {
        guard
            let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let applinks = root["applinks"] as? [String: Any],
            let details = applinks["details"] as? [[String: Any]]
        else { throw Self.unreadable("it has no applinks.details") }
        let fileDefaults = applinks["defaults"] as? [String: Any] ?? [:]
        var read: [Detail] = []
        for detail in details {
            let apps = detail["appIDs"] as? [String] ?? (detail["appID"] as? String).map { [$0] }
            guard let apps, let components = detail["components"] as? [[String: Any]] else {
                throw Self.unreadable("a detail has no appIDs or components")
            }
            let defaults = fileDefaults.merging(detail["defaults"] as? [String: Any] ?? [:]) {
                $1
            }
            read.append(
                Detail(
                    appIDs: apps,
                    components: try components.map { component throws(RoutingError) in
                        try Self.component(component.merging(defaults) { own, _ in own })
                    }))
        }
        self.details = read
    }

    /// Whether the system opens `url` in the app `appID`, rather than in the browser.
    /// - Parameters:
    ///   - url: an https URL of the file's host.
    ///   - appID: the app, as `TEAMID.bundle.identifier`.
    /// - Returns: true when the first component of the app's details that matches `url` does
    ///   not exclude it; false when it does, when none matches, or when `url` is not a URL.
    public func opens(_ url: String, in appID: String) -> Bool {
        guard let parts = URLComponents(string: url) else { return false }
        for detail in details where detail.appIDs.contains(appID) {
            if let component = detail.components.first(where: { $0.matches(parts) }) {
                return !component.exclude
            }
        }
        return false
    }

    /// The paths on which this file and `table` disagree: the table opens the https link and the
    /// file leaves it to the browser, or the file claims it and the table refuses it.
    /// - Parameters:
    ///   - table: the table that wrote the file.
    ///   - host: the host the file is served from.
    ///   - appID: the app, as `TEAMID.bundle.identifier`.
    ///   - paths: each a path with its query and fragment, as a link on `host` writes them.
    /// - Returns: the paths that disagree, in the order given.
    public func disagreements<R: Route>(
        with table: DeepLinkTable<R>, host: String, appID: String, paths: some Sequence<String>
    ) -> [String] {
        paths.filter { path in
            let url = "https://\(host)\(path)"
            return ((try? table.resolve(url)) != nil) != opens(url, in: appID)
        }
    }

    private static func component(_ json: [String: Any]) throws(RoutingError) -> Component {
        let query: Query? =
            if let pattern = json["?"] as? String {
                .pattern(pattern)
            } else if let items = json["?"] as? [String: String] {
                .items(items)
            } else {
                nil
            }
        let items = json["?"] as? [String: String] ?? [:]
        let patterns =
            [json["/"], json["#"], json["?"]].compactMap { $0 as? String } + items.keys
            + items.values
        if patterns.contains(where: { $0.contains("$(") }) {
            throw unreadable("it uses substitution variables")
        }
        return Component(
            path: json["/"] as? String, query: query, fragment: json["#"] as? String,
            exclude: json["exclude"] as? Bool ?? false,
            caseSensitive: json["caseSensitive"] as? Bool ?? true,
            percentEncoded: json["percentEncoded"] as? Bool ?? true)
    }

    private static func unreadable(_ reason: String) -> RoutingError {
        RoutingError(.unreadable, reason: "not an apple-app-site-association file: \(reason)")
    }
}

extension AppleLinkMatcher.Component {
    /// Whether every pattern the component gives matches the URL's part.
    func matches(_ url: URLComponents) -> Bool {
        let path = percentEncoded ? url.percentEncodedPath : url.path
        guard path.isEmpty ? matches(self.path, "/") : matches(self.path, path) else {
            return false
        }
        let fragment = percentEncoded ? url.percentEncodedFragment : url.fragment
        guard matches(self.fragment, fragment ?? "") else { return false }
        switch query {
        case nil: return true
        case .pattern(let pattern):
            let query = percentEncoded ? url.percentEncodedQuery : url.query
            return matches(pattern, query ?? "")
        case .items(let items):
            let given = (percentEncoded ? url.percentEncodedQueryItems : url.queryItems) ?? []
            return items.allSatisfy { name, pattern in
                given.contains { item in
                    matches(name, item.name) && item.value.map { matches(pattern, $0) } == true
                }
            }
        }
    }

    /// Whether `pattern` (`*` when absent) matches the whole of `text`.
    private func matches(_ pattern: String?, _ text: String) -> Bool {
        guard let pattern else { return true }
        return caseSensitive
            ? Wildcard.matches(Array(pattern), Array(text))
            : Wildcard.matches(Array(pattern.lowercased()), Array(text.lowercased()))
    }
}

/// Apple's two wildcards: `*` any run of characters, `?` exactly one.
private enum Wildcard {
    static func matches(_ pattern: [Character], _ text: [Character]) -> Bool {
        // reachable[j]: the pattern read so far matches the first j characters of `text`.
        var reachable = [true] + Array(repeating: false, count: text.count)
        for symbol in pattern {
            var next = Array(repeating: false, count: text.count + 1)
            for index in 0...text.count where reachable[index] {
                switch symbol {
                case "*":
                    for end in index...text.count { next[end] = true }
                case "?":
                    if index < text.count { next[index + 1] = true }
                default:
                    if index < text.count, text[index] == symbol { next[index + 1] = true }
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
