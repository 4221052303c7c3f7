import Foundation
import Routing
import Testing

@Suite struct DeepLinkParametersTests {
    static let parameters: DeepLinkParameters = [
        "id": 42, "uuid": DeepLinkFixtures.uuid, "x": 1.5, "name": "blue", "rest": "a/b",
        "slug": DeepLinkTestSlug(text: "hi"), "page": Int?.none,
    ]

    @Test func readsEveryKindByName() throws {
        let p = Self.parameters
        #expect(try p.int("id") == 42)
        #expect(try p.uuid("uuid") == DeepLinkFixtures.uuid)
        #expect(try p.double("x") == 1.5)
        #expect(try p.string("name") == "blue")
        #expect(try p.path("rest") == "a/b")
        #expect(try p.value("slug", as: DeepLinkTestSlug.self) == DeepLinkTestSlug(text: "hi"))
    }

    @Test func readsOptionalValues() throws {
        let p = Self.parameters
        #expect(try p.optional("id", as: Int.self) == 42)
        #expect(try p.optional("page", as: Int.self) == nil)
        #expect(try p.optional("absent", as: String.self) == nil)
    }

    @Test(arguments: ["absent", "page", "name", "uuid", "x"])
    func refusesMissingOrMistypedInt(_ name: String) {
        #expect(thrownDeepLinkCode { _ = try Self.parameters.int(name) } == .invalidParameter)
    }

    @Test func refusesMistypedValues() {
        let p = Self.parameters
        #expect(thrownDeepLinkCode { _ = try p.uuid("id") } == .invalidParameter)
        #expect(thrownDeepLinkCode { _ = try p.double("id") } == .invalidParameter)
        #expect(thrownDeepLinkCode { _ = try p.string("id") } == .invalidParameter)
        #expect(thrownDeepLinkCode { _ = try p.path("slug") } == .invalidParameter)
        #expect(
            thrownDeepLinkCode { _ = try p.value("name", as: DeepLinkTestSlug.self) }
                == .invalidParameter)
        #expect(
            thrownDeepLinkCode { _ = try p.optional("name", as: Int.self) } == .invalidParameter)
    }

    @Test func passesTypedValuesFromTheLink() throws {
        var table = DeepLinkTable<DeepLinkTestRoute>(scheme: "rootswitch")
        try table.register(DeepLinkTestSlug.converter)
        try table.register(
            DeepLinkPattern(
                "<int:i>/<uuid:u>/<float:f>/<slug:s>/<name>/<path:p>?q=<int:q>&o=<o>?",
                route: { p in
                    let values: [String] = [
                        "\(try p.int("i"))", try p.uuid("u").uuidString, "\(try p.double("f"))",
                        try p.value("s", as: DeepLinkTestSlug.self).text, try p.string("name"),
                        try p.path("p"),
                        "\(try p.int("q"))", "\(try p.optional("o", as: String.self) ?? "none")",
                    ]
                    return .probe(values.joined(separator: "|"))
                },
                parameters: { _ in nil }
            )
        )
        let url = "rootswitch://-1/\(DeepLinkFixtures.uuid)/2.5/a-b/n%20m/x/y%2Fz?q=9"
        let expected = [
            "-1", DeepLinkFixtures.uuid.uuidString, "2.5", "a-b", "n m", "x/y/z", "9", "none",
        ]
        #expect(try table.resolve(url).route == .probe(expected.joined(separator: "|")))
    }
}
