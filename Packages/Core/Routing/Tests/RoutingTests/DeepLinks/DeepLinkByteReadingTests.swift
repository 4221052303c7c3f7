import Foundation
import Routing
import Testing

/// The table reads links as bytes, without making strings: what the string-based reading
/// accepted, and how, must not change.
@Suite struct DeepLinkByteReadingTests {
    /// An `<int:>` segment reads exactly what `Int(_: String)` reads.
    @Test(arguments: [
        "0", "42", "+5", "-0", "-17", "007", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "-9223372036854775809", "99999999999999999999", "+", "-", "+-1",
        "1.5", "1e3", "0x10", "12a", "٣",
    ])
    func intSegmentsReadAsIntDoes(text: String) throws {
        let table = try DeepLinkFixtures.table()
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let match = try? table.resolve("rootswitch://items/\(encoded)")
        if let id = Int(text) {
            #expect(match?.route == .item(id: id))
        } else {
            // Not a number: the string pattern `items/<name>` takes it.
            #expect(match?.route == .itemNamed(text))
        }
    }

    /// A `<uuid:>` segment reads exactly what `UUID(uuidString:)` reads.
    @Test(arguments: [
        "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "e621e1f8-C36C-495a-93fc-0c247a3e6e5f", "e621e1f8c36c495a93fc0c247a3e6e5f",
        "e621e1f8-c36c-495a-93fc-0c247a3e6e5", "e621e1f8-c36c-495a-93fc-0c247a3e6e5ff",
        "g621e1f8-c36c-495a-93fc-0c247a3e6e5f", "e621e1f8-c36c-495a-93fc_0c247a3e6e5f",
    ])
    func uuidSegmentsReadAsUUIDDoes(text: String) throws {
        let table = try DeepLinkFixtures.table()
        let match = try? table.resolve("rootswitch://users/\(text)")
        #expect(match?.route == UUID(uuidString: text).map(DeepLinkTestRoute.user))
    }

    /// A literal matches a segment that is the same text in another Unicode normalization
    /// form, as `==` on strings says.
    @Test func literalsMatchCanonicallyEquivalentSegments() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkFixtures.probe("caf\u{E9}/menu"))
        let precomposed = "caf%C3%A9"
        let decomposed = "cafe%CC%81"
        #expect(
            try table.resolve("rootswitch://\(precomposed)/menu").route == .probe("caf\u{E9}/menu"))
        #expect(
            try table.resolve("rootswitch://\(decomposed)/menu").route == .probe("caf\u{E9}/menu"))
        #expect(throws: RoutingError.self) { try table.resolve("rootswitch://cafe/menu") }
    }

    /// Schemes and hosts compare without case, beyond ASCII too.
    @Test func schemesAndHostsIgnoreCase() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(
            scheme: "rootswitch", universalLinkHosts: ["Rootswitch.Example", "b\u{FC}cher.example"])
        try table.register(DeepLinkFixtures.probe("settings"))
        for link in [
            "ROOTSWITCH://settings", "HTTPS://ROOTSWITCH.EXAMPLE/settings",
            "https://rootswitch.example:443/settings", "https://B\u{DC}CHER.example/settings",
        ] {
            #expect(try table.resolve(link).route == .probe("settings"), "\(link)")
        }
    }

    /// Query items are read from the link when a pattern asks: the first of a repeated key
    /// wins, keys and values are percent-decoded, and a bad escape in any item, read or not,
    /// refuses the link.
    @Test func queryItemsAreReadOnDemand() throws {
        let table = try DeepLinkFixtures.table()
        #expect(
            try table.resolve("rootswitch://search?q=a&q=b").route == .search(query: "a", page: nil)
        )
        #expect(
            try table.resolve("rootswitch://search?%71=tea%20pot&page=2").route
                == .search(query: "tea pot", page: 2))
        #expect(try table.resolve("rootswitch://search?q").route == .search(query: "", page: nil))
        #expect(
            thrownDeepLinkCode { _ = try table.resolve("rootswitch://search?q=a&other=%zz") }
                == .badPercentEncoding)
    }

    /// A copy of a table is a value: registering on one leaves the other as it was.
    @Test func aCopiedTableChangesAlone() throws {
        var original = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try original.register(DeepLinkFixtures.probe("first"))
        var copy = original
        try copy.register(DeepLinkFixtures.probe("second"))
        try original.register(DeepLinkFixtures.probe("third"))

        #expect(try copy.resolve("rootswitch://second").route == .probe("second"))
        #expect(thrownDeepLinkCode { _ = try original.resolve("rootswitch://second") } == .noMatch)
        #expect(try original.resolve("rootswitch://third").route == .probe("third"))
        #expect(thrownDeepLinkCode { _ = try copy.resolve("rootswitch://third") } == .noMatch)
        #expect(try copy.resolve("rootswitch://first").route == .probe("first"))
    }
}
