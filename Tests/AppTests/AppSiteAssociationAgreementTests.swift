import AppCore
import Foundation
import RootSwitchCommands
import Routing
import RoutingTools
import Testing

/// The apple-app-site-association file agrees with the App, URL by URL: under Apple's matching
/// (RoutingTools' `AppleLinkMatcher`), it claims for the App exactly the https links the
/// App's table opens. The only disagreement Apple's syntax leaves is a single segment whose
/// value the App's type refuses (`/items/abc`): the file claims it, the App refuses it.
@MainActor @Suite struct AppSiteAssociationAgreementTests {
    static let appID = "ABCDE12345.\(AppRoute.bundleIdentifier)"

    /// Each of the App's links, as written.
    static let canonical = [
        "/signin", "/home", "/items/42", "/search", "/search?q=tea", "/profile",
        "/profile/settings", "/profile/settings/about",
    ]

    /// Each canonical link, and the ways a hand, a browser or a mail client changes it: a
    /// trailing slash, an empty segment, a percent-encoded letter, another case, a segment
    /// more, a query item more, a fragment.
    static var corpus: [String] {
        var corpus: [String] = []
        for link in canonical {
            let (path, query) = split(link)
            let segments = path.split(separator: "/").map(String.init)
            let first = segments[0]
            let rest = segments.dropFirst().map { "/" + $0 }.joined()
            corpus += [
                link, path + "/" + query, "/" + first + "/" + rest + query,
                "/%" + String(format: "%02x", first.utf8.first!) + first.dropFirst() + rest + query,
                "/" + first.capitalized + rest + query, path + "/extra" + query,
                link + (query.isEmpty ? "?x=1" : "&x=1"), link + "#top", "/" + link,
            ]
        }
        return corpus + [
            "", "/", "/unknown", "/items", "/items/", "/items//42", "/items/1/2",
            "/items/42/extra", "/items/-1", "/items/%34%32", "/items/abc", "/items/4%2F2",
            "/items/42/", "/search?q=", "/search?q=a%20b", "/search?Q=tea", "/search?%71=tea",
            "/search?q=tea&q=", "/profile/Settings", "/profile/settings/about/",
        ]
    }

    /// What a segment's value the App's type refuses makes: claimed, and refused as such.
    static let valueTypeOnly: Set<String> = ["/items/abc", "/items/4%2F2"]

    @Test func theFileClaimsExactlyWhatTheAppOpens() throws {
        let table = try AppRoute.deepLinkTable(linking: LinkedFeatureEntry.all)
        let file = try AppRoute.appSiteAssociation(appIDs: [Self.appID])
        let matcher = try AppleLinkMatcher(json: try file.json())
        let disagreements = matcher.disagreements(
            with: table, host: AppRoute.universalLinkHost, appID: Self.appID, paths: Self.corpus)
        #expect(Set(disagreements) == Self.valueTypeOnly, "\(disagreements)")
        for path in Self.valueTypeOnly {
            let url = "https://\(AppRoute.universalLinkHost)\(path)"
            #expect(
                thrownCode { _ = try table.resolve(url) } == .unconvertibleValue, "\(path)")
        }
    }

    private static func split(_ link: String) -> (path: String, query: String) {
        guard let mark = link.firstIndex(of: "?") else { return (link, "") }
        return (String(link[..<mark]), String(link[mark...]))
    }

    private func thrownCode(_ body: () throws -> Void) -> RoutingError.Code? {
        do {
            try body()
            return nil
        } catch {
            return (error as? RoutingError)?.code
        }
    }
}
