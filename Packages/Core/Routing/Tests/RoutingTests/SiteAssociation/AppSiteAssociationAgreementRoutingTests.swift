import Foundation
import Routing
import RoutingTools
import Testing

/// A table's apple-app-site-association file claims, under Apple's matching, exactly the https
/// links the table opens: for every kind of placeholder, a root, optional query items and a
/// restoration-only pattern, and for each link as written and as hands and mail clients change
/// it. The only disagreement left is a segment whose value the placeholder's type refuses.
@Suite struct AppSiteAssociationAgreementRoutingTests {
    static let appID = "ABCDE12345.com.example.shop"
    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    static let corpus: [String] = [
        "", "/", "/cart", "/cart/", "//cart", "/Cart", "/%63art", "/cart/x", "/cart?x=1",
        "/cart#top", "/orders/7", "/orders/", "/orders", "/orders//7", "/orders/7/",
        "/orders/7/8", "/orders/%37", "/orders/-7", "/search?q=tea", "/search?q=tea&page=2",
        "/search?page=2", "/search", "/search?q=", "/search/?q=tea", "/search?q=tea&page=x",
        "/files/a", "/files/a/b/c", "/files/", "/files", "/files/a//b", "/files/a/b/",
        "/files/a%2Fb", "/users/\(uuid)", "/users/\(uuid)/x", "/users/", "/checkout/payment",
        "/checkout/payment/", "/checkout",
    ]

    /// Claimed by the file, refused by the table for its value alone.
    static let valueTypeOnly: Set<String> = ["/orders/x", "/search?q=tea&page=x"]

    @Test func theFileClaimsExactlyWhatTheTableOpens() throws {
        let links = try EntryFixtures.links()
        let file = try links.appSiteAssociation(host: "shop.example", appIDs: [Self.appID])
        let matcher = try AppleLinkMatcher(json: try file.json())
        let disagreements = matcher.disagreements(
            with: links, host: "shop.example", appID: Self.appID,
            paths: Self.corpus + Self.valueTypeOnly.sorted())
        #expect(Set(disagreements) == Self.valueTypeOnly, "\(disagreements)")
        for path in Self.valueTypeOnly {
            let url = "https://shop.example\(path)"
            #expect(
                thrownDeepLinkCode { _ = try links.resolve(url) } == .unconvertibleValue, "\(path)")
        }
    }
}
