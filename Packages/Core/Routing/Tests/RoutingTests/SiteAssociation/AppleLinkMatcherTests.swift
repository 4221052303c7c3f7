import Foundation
import Routing
import RoutingTools
import Testing

/// Apple's documented matching of universal links, as the matcher the agreement tests trust
/// follows it: each rule of Apple's `applinks` reference, with its own examples.
@Suite struct AppleLinkMatcherTests {
    static let app = "ABCDE12345.com.example.app"

    /// A file whose one detail, for ``app``, has `components` (JSON) and `defaults`.
    func file(_ components: String, defaults: String = "{}") throws -> AppleLinkMatcher {
        try AppleLinkMatcher(
            json: Data(
                """
                {"applinks": {"details": [{"appIDs": ["\(Self.app)"], "components": [\(components)],
                "defaults": \(defaults)}]}}
                """.utf8))
    }

    @Test(arguments: [
        // `*` is any run of characters, none and `/` included.
        (#"{"/": "/buy/*"}"#, "/buy/", true), (#"{"/": "/buy/*"}"#, "/buy/a/b", true),
        (#"{"/": "/buy/*"}"#, "/buy", false), (#"{"/": "/buy/*"}"#, "/sell/a", false),
        // `?` is exactly one; `?*` one or more.
        (#"{"/": "/items/?"}"#, "/items/7", true), (#"{"/": "/items/?"}"#, "/items/42", false),
        (#"{"/": "/items/?*"}"#, "/items/", false), (#"{"/": "/items/?*"}"#, "/items/42", true),
        // A pattern matches the whole path.
        (#"{"/": "/items"}"#, "/items/42", false), (#"{"/": "/items"}"#, "/items", true),
        // No `/` matches every path; the empty path is `/`.
        (##"{"#": "top"}"##, "/anything", true), (#"{"/": "/"}"#, "", true),
    ])
    func aPathPatternMatchesTheWholePath(component: String, path: String, opens: Bool) throws {
        let matcher = try file(component)
        #expect(matcher.opens("https://example.com\(path)#top", in: Self.app) == opens)
    }

    @Test func theFirstComponentThatMatchesDecidesAndExcludeKeepsTheURLOut() throws {
        let matcher = try file(
            """
            {"#": "no_universal_links", "exclude": true}, {"/": "/buy/*"},
            {"/": "/help/website/*", "exclude": true}, {"/": "/help/*"}
            """)
        #expect(matcher.opens("https://example.com/buy/1", in: Self.app))
        #expect(!matcher.opens("https://example.com/buy/1#no_universal_links", in: Self.app))
        #expect(!matcher.opens("https://example.com/help/website/faq", in: Self.app))
        #expect(matcher.opens("https://example.com/help/app", in: Self.app))
        #expect(!matcher.opens("https://example.com/about", in: Self.app))
        #expect(!matcher.opens("https://example.com/buy/1", in: "OTHER12345.com.example.app"))
    }

    @Test func aQueryDictionaryNeedsEachItemAndIgnoresTheRest() throws {
        let matcher = try file(#"{"/": "/help/*", "?": {"articleNumber": "????"}}"#)
        #expect(matcher.opens("https://example.com/help/a?articleNumber=1234", in: Self.app))
        #expect(matcher.opens("https://example.com/help/a?x=1&articleNumber=1234", in: Self.app))
        #expect(!matcher.opens("https://example.com/help/a?articleNumber=123", in: Self.app))
        #expect(!matcher.opens("https://example.com/help/a", in: Self.app))
        let pattern = try file(#"{"/": "/s", "?": "q=*"}"#)
        #expect(pattern.opens("https://example.com/s?q=tea", in: Self.app))
        #expect(!pattern.opens("https://example.com/s?page=2&q=tea", in: Self.app))
    }

    @Test func matchingIsCaseSensitiveUnlessTheFileSaysOtherwise() throws {
        #expect(
            !(try file(#"{"/": "/buy/*"}"#).opens("https://example.com/BUY/1", in: Self.app)))
        let lenient = try file(#"{"/": "/buy/*"}"#, defaults: #"{"caseSensitive": false}"#)
        #expect(lenient.opens("https://example.com/BUY/1", in: Self.app))
        let strict = try file(
            #"{"/": "/buy/*", "caseSensitive": true}"#, defaults: #"{"caseSensitive": false}"#)
        #expect(!strict.opens("https://example.com/BUY/1", in: Self.app))
    }

    @Test func aPatternIsComparedWithTheURLAsPercentEncodedUnlessTheFileSaysOtherwise() throws {
        let encoded = try file(#"{"/": "/home"}"#)
        #expect(encoded.opens("https://example.com/home", in: Self.app))
        #expect(!encoded.opens("https://example.com/%68ome", in: Self.app))
        #expect(try file(#"{"/": "/a%20b"}"#).opens("https://example.com/a%20b", in: Self.app))
        let decoded = try file(#"{"/": "/a b", "percentEncoded": false}"#)
        #expect(decoded.opens("https://example.com/a%20b", in: Self.app))
    }

    @Test(arguments: [
        "not json", #"{"applinks": {}}"#, #"{"applinks": {"details": [{"components": []}]}}"#,
        #"{"applinks": {"details": [{"appIDs": ["A"], "components": [{"/": "/$(lang)/*"}]}]}}"#,
    ])
    func aFileItCannotReadIsRefused(json: String) {
        #expect(throws: RoutingError.self) { try AppleLinkMatcher(json: Data(json.utf8)) }
    }
}
