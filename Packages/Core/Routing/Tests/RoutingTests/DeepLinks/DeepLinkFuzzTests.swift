import Routing
import Testing

@Suite struct DeepLinkFuzzTests {
    /// SplitMix64: a fixed seed gives the same links on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seeds = [
        "rootswitch://items/42", "rootswitch://search?q=a%20b&page=2",
        "https://rootswitch.example/files/a/b",
        "rootswitch://users/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "rootswitch://map/1.5/2",
    ]
    static let pieces = [
        "/", "//", "%", "%2", "%2F", "%C3", "%C3%A9", "%zz", "?", "&", "=", "#", ":", "@", " ", "+",
        "\u{301}", "é", "☕️", "\u{0}", "new", "42", "-", "..", "<int:id>",
    ]

    /// Mutated links either resolve or throw a ``RoutingError``; what resolves is consistent:
    /// the route's canonical URL, when it has one, resolves to the same route.
    @Test func mutatedLinksNeverCrashAndStayConsistent() throws {
        let table = try DeepLinkFixtures.table()
        var random = Generator(state: 42)
        var resolved = 0
        for _ in 0..<3_000 {
            var link = Array(Self.seeds.randomElement(using: &random)!)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0...link.count, using: &random)
                if Bool.random(using: &random), position < link.count {
                    link.remove(at: position)
                } else {
                    link.insert(
                        contentsOf: Self.pieces.randomElement(using: &random)!, at: position)
                }
            }
            guard let match = try? table.resolve(String(link)) else { continue }
            resolved += 1
            if let url = try? table.url(for: match.route) {
                #expect(try table.resolve(url).route == match.route, "\(String(link))")
            }
        }
        #expect(resolved > 100)
    }
}
