import Foundation
import Routing

/// A feature's routes, covering every placeholder kind.
enum DeepLinkTestRoute: Route {
    case home
    case item(id: Int)
    case itemNamed(String)
    case newItem
    case user(UUID)
    case place(lat: Double, lon: Double)
    case file(String)
    case article(DeepLinkTestSlug)
    case search(query: String, page: Int?)
    case tag(String)
    case settings
    /// Names the pattern that produced it, for priority tests.
    case probe(String)
}

/// A custom converter's value: lowercase letters, digits and dashes.
struct DeepLinkTestSlug: Hashable, Sendable, Codable {
    let text: String

    static let converter = DeepLinkConverter<DeepLinkTestSlug>(
        name: "slug",
        parse: { text in
            let valid =
                !text.isEmpty
                && text.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
            return valid ? DeepLinkTestSlug(text: text) : nil
        },
        format: \.text
    )
}
