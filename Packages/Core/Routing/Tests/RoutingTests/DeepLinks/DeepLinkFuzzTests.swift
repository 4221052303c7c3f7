import Routing
import TestSupport
import Testing

@Suite struct DeepLinkFuzzTests {
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
        var random = SeededGenerator(seed: 42)  // the same links on every run
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
