import AnalyticsTesting
import Foundation
import Routing
import Testing

/// Every kind of value a route's `Codable` conformance writes comes back as it was saved:
/// restoration reads the saved JSON with its own decoder, which must read all that
/// `JSONEncoder` writes as `JSONDecoder` would.
@Suite struct NavigationRestorationValuesTests {
    typealias Fixture = RestorationFixture

    @Test(arguments: Values.examples.indices)
    func everyKindOfValueRoundTrips(example: Int) async throws {
        let route = ValueRoute.values(Values.examples[example])
        let state = TabsState<String, ValueRoute>(
            selected: "b",
            tabs: [
                TabEntry(tab: "a", state: RouterState(stack: [.plain, route])),
                TabEntry(
                    tab: "b",
                    state: RouterState(
                        stack: [route],
                        presented: [PresentedLayer(style: .cover, stack: [.plain, route])])),
            ])
        let harness = RestorationHarness(ValueRoute.self)
        try harness.restoration.save(state, for: Fixture.scene, user: Fixture.alice)

        let loaded = harness.restoration.load(Fixture.scene, for: Fixture.alice) {
            (_: String) in .plain
        }

        #expect(loaded.failure == nil)
        #expect(loaded.dropped.isEmpty)
        #expect(loaded.state == state)
        // The same bytes through Foundation's decoder give the same state.
        let saved = try #require(harness.storage.load(Fixture.scene))
        let foundation = try JSONDecoder().decode(
            NavigationSnapshot<TabsState<String, ValueRoute>>.self, from: saved)
        #expect(foundation.payload == loaded.state)
    }

    @Test func numbersAreReadAsFoundationReadsThem() async {
        // Whole numbers written with a fraction or an exponent, as JSONDecoder accepts them;
        // a repeated key counts the first time, as in JSONDecoder.
        let json = """
            {"schemaVersion":1,"userID":"user-alice-7f3a","savedAt":1.5e2,"payload":\
            {"stack":[{"item":{"id":1.0}},{"item":{"id":2E1,"id":7}},{"review":{"id":-0}}],\
            "presented":[],"presented":"ignored"}}
            """
        let harness = RestorationHarness()
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.failure == nil)
        #expect(result.state == RouterState(stack: [.item(id: 1), .item(id: 20), .review(id: 0)]))
    }

    /// An object is searched per key only while it is small: a dictionary of 200,000 names
    /// (a hostile file) reads in one pass, the first of repeated names counting.
    @Test func aLargeDictionaryIsReadInOnePass() async {
        let members = (0..<200_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let json = """
            {"schemaVersion":1,"userID":"user-alice-7f3a","savedAt":0,"payload":\
            {"stack":[{"counts":{"_0":{\(members),"k7":-1}}}],"presented":[]}}
            """
        let harness = RestorationHarness(ValueRoute.self)
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .plain)

        guard case .counts(let counts) = result.state?.stack.first else {
            Issue.record("restored \(String(describing: result.state))")
            return
        }
        #expect(counts.count == 200_000)
        #expect(counts["k7"] == 7)
        #expect(counts["k199999"] == 199_999)
    }

    /// Names are compared as Swift compares strings, as `JSONDecoder` finds them: a key
    /// written decomposed, or with escapes, still names the property.
    @Test(arguments: [#"cafe\u0301"#, "cafe\u{301}", #"caf\u00e9"#, "café"])
    func aKeyIsFoundWhateverItsNormalForm(key: String) async throws {
        let json = """
            {"schemaVersion":1,"userID":"user-alice-7f3a","savedAt":0,"payload":\
            {"stack":[{"named":{"_0":{"\(key)":3}}},{"counts":{"_0":{"a":1}}}],"presented":[]}}
            """
        let harness = RestorationHarness(ValueRoute.self)
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .plain)

        let expected = RouterState<ValueRoute>(stack: [.named(Named(cafe: 3)), .counts(["a": 1])])
        #expect(result.state == expected)
        let foundation = try JSONDecoder().decode(
            NavigationSnapshot<RouterState<ValueRoute>>.self, from: Data(json.utf8))
        #expect(foundation.payload == expected)
    }

    @Test(arguments: [
        // Too large for an Int, a fraction, a string, null, a missing key: each route alone
        // is left out, with everything after it.
        "{\"item\":{\"id\":9223372036854775808}}",
        "{\"item\":{\"id\":1.5}}",
        "{\"item\":{\"id\":\"1\"}}",
        "{\"item\":{\"id\":null}}",
        "{\"item\":{}}",
        "{\"item\":{\"id\":1},\"home\":{}}",
        "{\"nowhere\":{}}",
    ])
    func aRouteThatDoesNotDecodeIsLeftOutAlone(route: String) async {
        let json = """
            {"schemaVersion":1,"userID":"user-alice-7f3a","savedAt":0,"payload":\
            {"stack":[{"home":{}},{"item":{"id":-9223372036854775808}},\(route),{"about":{}}],\
            "presented":[]}}
            """
        let harness = RestorationHarness()
        harness.storage.save(Data(json.utf8), for: Fixture.scene)

        let result = await harness.restoration.restore(
            Fixture.scene, for: Fixture.alice, defaultRoot: .home)

        #expect(result.failure == nil)
        #expect(result.state == RouterState(stack: [.home, .item(id: .min)]))
        #expect(result.dropped.map(\.path) == ["stack[2]", "stack[3]"])
    }
}

/// A route carrying one of every kind of value.
enum ValueRoute: Route {
    case plain
    case values(Values)
    case counts([String: Int])
    case named(Named)
}

/// A key outside ASCII.
struct Named: Hashable, Sendable, Codable {
    var cafe: Int

    private enum CodingKeys: String, CodingKey {
        case cafe = "café"
    }
}

/// One of every kind of value `JSONEncoder` writes, among them the ones it writes its own way
/// (`URL`, `Data`, `Decimal`, dates) and containers read through a super decoder.
struct Values: Hashable, Sendable, Codable {
    var text: String
    var flag: Bool
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var double: Double
    var float: Float
    var url: URL
    var data: Data
    var date: Date
    var decimal: Decimal
    var id: UUID
    var maybe: Int?
    var byName: [String: Int]
    var byNumber: [Int: String]
    var grid: [[Double?]]
    var tags: Set<String>
    var range: ClosedRange<Int>
    var layered: Layered

    static let examples: [Values] = [
        Values(
            text: "", flag: false, int: 0, int8: 0, int16: 0, int32: 0, int64: 0, uint: 0,
            uint8: 0, uint16: 0, uint32: 0, uint64: 0, double: 0, float: 0,
            url: URL(string: "https://example.com")!, data: Data(),
            date: Date(timeIntervalSinceReferenceDate: 0), decimal: 0,
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, maybe: nil,
            byName: [:], byNumber: [:], grid: [], tags: [], range: 0...0,
            layered: Layered(name: "", inner: [])),
        Values(
            text: "quote \" backslash \\ slash / tab \t newline \n nul \u{0} bell \u{7} é ü 中文 😀",
            flag: true, int: .max, int8: .min, int16: .min, int32: .max, int64: .min,
            uint: .max, uint8: .max, uint16: .max, uint32: .max, uint64: .max,
            double: .greatestFiniteMagnitude, float: .pi,
            url: URL(string: "rootswitch://item/42?q=blue%20shoes&x=%E2%9C%93#frag")!,
            data: Data((0...255).map { UInt8($0) }),
            date: Date(timeIntervalSince1970: 1_700_000_000.25),
            decimal: Decimal(string: "-1234567.000891")!, id: UUID(), maybe: -17,
            byName: ["": 0, "a b": 1, "\"": 2, "😀": 3, "e\u{301}": 4, "\u{212B}": 5]
                .merging((0..<40).map { ("name \($0)", $0) }) { $1 },
            byNumber: [-1: "minus", 0: "", 7: "seven"],
            grid: [
                [1.5, nil, -0.25], [], [nil], [.leastNonzeroMagnitude, -.greatestFiniteMagnitude],
            ],
            tags: ["x", "y", "\\"], range: -5...Int.max,
            layered: Layered(name: "outer \u{1F}", inner: [1, 2, 3])),
    ]
}

/// Written through `superEncoder()`, `superEncoder(forKey:)` and an unkeyed super encoder,
/// as a class hierarchy writes its superclass.
struct Layered: Hashable, Sendable, Codable {
    var name: String
    var inner: [Int]

    init(name: String, inner: [Int]) {
        self.name = name
        self.inner = inner
    }

    private enum CodingKeys: String, CodingKey {
        case name, inner
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try name.encode(to: container.superEncoder())
        var list = container.nestedUnkeyedContainer(forKey: .inner)
        for value in inner { try value.encode(to: list.superEncoder()) }
        try inner.count.encode(to: container.superEncoder(forKey: .name))
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try String(from: container.superDecoder())
        var list = try container.nestedUnkeyedContainer(forKey: .inner)
        let count = try Int(from: container.superDecoder(forKey: .name))
        inner = try (0..<count).map { _ in try Int(from: list.superDecoder()) }
        guard list.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: list, debugDescription: "more values than the count")
        }
    }
}
