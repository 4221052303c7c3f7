import Foundation
import Routing
import Testing

/// A route that says which generated pattern produced it and with which values.
private struct GeneratedRoute: Route {
    var index: Int
    var number: Int?
    var real: Double?
    var text: String?
    var uuid: UUID?
}

/// One generated pattern with a route it produces and that route's canonical URL.
private struct GeneratedCase {
    let pattern: DeepLinkPattern<GeneratedRoute>
    let route: GeneratedRoute
    let url: String

    /// Seven shapes mixing literals, every placeholder kind, a query item and shared prefixes.
    init(_ i: Int) {
        let uuid = UUID(
            uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(i / 256), UInt8(i % 256)))
        let route: GeneratedRoute
        let path: String
        let template: String
        switch i % 7 {
        case 0:
            template = "g\(i)/items/<int:number>"
            route = GeneratedRoute(index: i, number: i * 7)
            path = "g\(i)/items/\(i * 7)"
        case 1:
            template = "g\(i)/<string:text>/detail"
            route = GeneratedRoute(index: i, text: "n \(i)")
            path = "g\(i)/n%20\(i)/detail"
        case 2:
            template = "g\(i)/files/<path:text>"
            route = GeneratedRoute(index: i, text: "d \(i)/f.txt")
            path = "g\(i)/files/d%20\(i)/f.txt"
        case 3:
            template = "sec\(i % 50)/<int:number>/x\(i)"
            route = GeneratedRoute(index: i, number: i)
            path = "sec\(i % 50)/\(i)/x\(i)"
        case 4:
            template = "<text>/lit\(i)"
            route = GeneratedRoute(index: i, text: "v\(i)")
            path = "v\(i)/lit\(i)"
        case 5:
            template = "g\(i)/<uuid:uuid>?n=<int:number>"
            route = GeneratedRoute(index: i, number: -i, uuid: uuid)
            path = "g\(i)/\(uuid.uuidString.lowercased())?n=\(-i)"
        default:
            template = "f\(i)/<float:real>/<path:text>"
            route = GeneratedRoute(index: i, real: Double(i) / 4, text: "a/b")
            path = "f\(i)/\(Double(i) / 4)/a/b"
        }
        self.route = route
        self.url = "rootswitch://" + path
        self.pattern = DeepLinkPattern(
            template,
            route: { p in
                GeneratedRoute(
                    index: i, number: try p.optional("number"), real: try p.optional("real"),
                    text: try p.optional("text"), uuid: try p.optional("uuid")
                )
            },
            parameters: { route in
                guard route.index == i else { return nil }
                return [
                    "number": route.number, "real": route.real, "text": route.text,
                    "uuid": route.uuid,
                ]
            }
        )
    }
}

@Suite struct DeepLinkGeneratedTableTests {
    static let count = 3_000

    @Test func everyGeneratedURLResolvesToItsOwnRoute() throws {
        let cases = (0..<Self.count).map(GeneratedCase.init)
        var table = DeepLinkTable<GeneratedRoute>(scheme: "rootswitch")
        for generated in cases {
            try table.register(generated.pattern)
        }
        var mismatches: [Int] = []
        for (i, generated) in cases.enumerated() {
            let match = try table.resolve(generated.url)
            if match.route != generated.route || match.template != generated.pattern.template {
                mismatches.append(i)
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test func everyGeneratedRouteProducesItsCanonicalURL() throws {
        let cases = (0..<Self.count).map(GeneratedCase.init)
        var table = DeepLinkTable<GeneratedRoute>(scheme: "rootswitch")
        for generated in cases {
            try table.register(generated.pattern)
        }
        let mismatches = try cases.filter { try table.url(for: $0.route) != $0.url }
        #expect(mismatches.map(\.url).isEmpty)
    }

    @Test(arguments: [
        "g0/items/abc", "g5/not-a-uuid?n=1", "f6/abc/a",
        "g5/00000000-0000-0000-0000-000000000005?n=x",
    ])
    func refusesUnconvertibleValuesAmongThousands(_ path: String) throws {
        var table = DeepLinkTable<GeneratedRoute>(scheme: "rootswitch")
        for i in 0..<Self.count {
            try table.register(GeneratedCase(i).pattern)
        }
        #expect(
            thrownDeepLinkCode { _ = try table.resolve("rootswitch://" + path) }
                == .unconvertibleValue)
        #expect(
            thrownDeepLinkCode { _ = try table.resolve("rootswitch://g99999/items/1") } == .noMatch)
    }
}
