import Routing
import Testing

@Suite struct DeepLinkResolveErrorTests {
    static let longPath = String(repeating: "a", count: 2049)
    static let manySegments = Array(repeating: "a", count: 33).joined(separator: "/")
    /// A query of 2,049 bytes, one past the limit (`q=` and 2,047 more).
    static let longQuery = "q=" + String(repeating: "a", count: 2047)
    /// Queries of 2,048 bytes once percent-encoded: plain, as raw UTF-8, as escapes, with
    /// reserved characters, with `=` in a value.
    static let queriesAtTheLimit: [String] = [
        String(longQuery.dropLast()), "q=" + String(repeating: "é", count: 341),
        "q=" + String(repeating: "%C3%A9", count: 341), "q=x&" + String(repeating: "+", count: 681),
        "q=" + String(repeating: "=", count: 682),
    ]
    /// Queries over it once percent-encoded, an `=` within a value (`%3D`) among them.
    static let tooLongOnceEncoded: [String] = [
        "q=" + String(repeating: "é", count: 342), "q=" + String(repeating: "+", count: 683),
        "q=" + String(repeating: "=", count: 683),
    ]

    @Test(arguments: [
        ("", RoutingError.Code.malformedURL),
        ("items/42", .malformedURL),
        ("rootswitch:items/42", .malformedURL),
        ("rootswitch:/items/42", .malformedURL),
        ("rootswitch://items/4 2", .malformedURL),
        ("rootswitch://items/42\n", .malformedURL),
        ("rootswitch://items/\u{7F}", .malformedURL),
        ("1rootswitch://items/42", .malformedURL),
        ("root_switch://items/42", .malformedURL),
        ("://items/42", .malformedURL),
        ("https://user@rootswitch.example/items/42", .malformedURL),
        ("https://rootswitch.example:abc/items/42", .malformedURL),
        ("https://rootswitch.example:/items/42", .malformedURL),
        ("https://rootswitch.example:123456/items/42", .malformedURL),
        ("ftp://items/42", .unsupportedScheme),
        ("http://rootswitch.example/items/42", .unsupportedScheme),
        ("rootswitchx://items/42", .unsupportedScheme),
        ("https://evil.example/items/42", .unknownHost),
        ("https://rootswitch.example.evil.example/items/42", .unknownHost),
        ("https:///items/42", .unknownHost),
        ("rootswitch://" + longPath, .pathTooLong),
        ("rootswitch://" + manySegments, .tooManySegments),
        ("rootswitch://items/%zz", .badPercentEncoding),
        ("rootswitch://items/%4", .badPercentEncoding),
        ("rootswitch://items/4%", .badPercentEncoding),
        ("rootswitch://items/%C3", .badPercentEncoding),
        ("rootswitch://items/%FF%FE", .badPercentEncoding),
        ("rootswitch://search?q=%zz", .badPercentEncoding),
        ("rootswitch://search?%C3=x", .badPercentEncoding),
        ("rootswitch://nothing", .noMatch),
        ("rootswitch://items/42/extra", .noMatch),
        ("rootswitch://Items/new/x", .noMatch),
        ("rootswitch://articles", .noMatch),
        ("rootswitch://users/not-a-uuid", .unconvertibleValue),
        ("rootswitch://map/1.5/abc", .unconvertibleValue),
        ("rootswitch://map/1.5/nan", .unconvertibleValue),
        ("rootswitch://map/inf/2", .unconvertibleValue),
        ("rootswitch://articles/Not_A_Slug", .unconvertibleValue),
        ("rootswitch://search?q=x&page=two", .unconvertibleValue),
        ("rootswitch://search?q=x&page=99999999999999999999", .unconvertibleValue),
        ("rootswitch://search", .missingQueryItem),
        ("rootswitch://search?page=2", .missingQueryItem),
        ("rootswitch://search?Q=x", .missingQueryItem),
    ])
    func refusesBadLink(_ url: String, _ code: RoutingError.Code) throws {
        let table = try DeepLinkFixtures.table()
        #expect(thrownDeepLinkCode { _ = try table.resolve(url) } == code)
    }

    /// A query over 2,048 bytes as received, or once percent-encoded as its canonical link
    /// would write it, is refused.
    @Test(arguments: [longQuery] + tooLongOnceEncoded)
    func refusesALongQuery(_ query: String) throws {
        let table = try DeepLinkFixtures.table()
        #expect(
            thrownDeepLinkCode { _ = try table.resolve("rootswitch://search?" + query) }
                == .queryTooLong)
    }

    /// A malformed link says what is wrong with it and what to write instead.
    @Test(arguments: [
        (
            "rootswitch://search?q=golden garden",
            "the link has a space at character 29: write it percent-encoded, a space as %20"
        ),
        (
            "rootswitch://items/\u{7F}",
            "the link has a control character at character 20: write it percent-encoded, a space as %20"
        ),
        ("items/42", "not a link: it does not start with 'scheme://'"),
    ])
    func aMalformedLinkSaysWhy(_ url: String, _ reason: String) throws {
        let table = try DeepLinkFixtures.table()
        #expect {
            _ = try table.resolve(url)
        } throws: { error in
            (error as? RoutingError)?.reason == reason
        }
    }

    /// A query at the limit resolves, and so does its canonical link; what follows `#` is
    /// not the query and does not count.
    @Test(arguments: Self.queriesAtTheLimit)
    func acceptsAQueryAtTheLimit(query: String) throws {
        let table = try DeepLinkFixtures.table()
        let match = try table.resolve("rootswitch://search?" + query + "#" + Self.longPath)
        #expect(try table.resolve(table.url(for: match.route)).route == match.route)
    }

    @Test func acceptsPathAndSegmentsAtTheLimits() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkFixtures.probe("<string:a>"))
        try table.register(DeepLinkFixtures.probe(String(repeating: "a/", count: 31) + "a"))
        #expect(
            try table.resolve("rootswitch://" + String(repeating: "b", count: 2048)).route
                == .probe("<string:a>"))
        let thirtyTwo = "rootswitch://" + Array(repeating: "a", count: 32).joined(separator: "/")
        #expect(try table.resolve(thirtyTwo).template.hasPrefix("a/a/"))
    }

    @Test(arguments: [
        "rootswitch://items/abc", "rootswitch://items/99999999999999999999",
        "rootswitch://items/1.5",
    ])
    func reportsUnconvertibleIntWhenNoOtherPatternMatches(_ url: String) throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkFixtures.probe("items/<int:id>"))
        try table.register(DeepLinkFixtures.probe("items/<int:id>/edit"))
        #expect(thrownDeepLinkCode { _ = try table.resolve(url) } == .unconvertibleValue)
        #expect(thrownDeepLinkCode { _ = try table.resolve(url + "/view") } == .noMatch)
    }

    @Test func passesOnErrorThrownByTheRouteClosure() throws {
        let refused = RoutingError.Code(rawValue: "negative_id")
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern(
                "items/<int:id>",
                route: { parameters in
                    let id = try parameters.int("id")
                    guard id >= 0 else { throw RoutingError(refused, reason: "ids are positive") }
                    return .item(id: id)
                },
                parameters: { _ in nil }
            )
        )
        #expect(try table.resolve("rootswitch://items/3").route == .item(id: 3))
        #expect(thrownDeepLinkCode { _ = try table.resolve("rootswitch://items/-3") } == refused)
    }

    @Test func wrapsOtherErrorsFromTheRouteClosure() throws {
        struct Unrelated: Error {}
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern("a", route: { _ in throw Unrelated() }, parameters: { _ in nil }))
        #expect(
            thrownDeepLinkCode { _ = try table.resolve("rootswitch://a") } == .unconvertibleValue)
    }

    @Test func reportsRouteClosureAskingForAnUndeclaredName() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern(
                "items/<int:id>", route: { .item(id: try $0.int("ID")) }, parameters: { _ in nil })
        )
        #expect(
            thrownDeepLinkCode { _ = try table.resolve("rootswitch://items/1") }
                == .invalidParameter)
    }

    @Test func fallsBackToNextCandidateWhenTheRouteClosureRefuses() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(
            DeepLinkPattern(
                "items/<int:id>",
                route: { _ in throw RoutingError(.unconvertibleValue, reason: "no") },
                parameters: { _ in nil }
            )
        )
        try table.register(DeepLinkFixtures.probe("items/<name>"))
        #expect(try table.resolve("rootswitch://items/1").route == .probe("items/<name>"))
    }

    @Test func errorHasReasonAndDescription() throws {
        let table = try DeepLinkFixtures.table()
        do {
            _ = try table.resolve("ftp://items/1")
            Issue.record("expected an error")
        } catch {
            #expect(error.code.rawValue == "unsupported_scheme")
            #expect(error.reason.contains("ftp"))
            #expect("\(error)" == error.reason)
        }
    }
}
