import Routing
import Testing

@Suite struct DeepLinkPriorityTests {
    /// (higher-priority template, lower-priority template, a URL both accept).
    static let pairs: [(String, String, String)] = [
        ("items/new", "items/<int:id>", "items/new"),
        ("items/7", "items/<int:id>", "items/7"),
        ("items/new", "items/<name>", "items/new"),
        ("files/readme", "files/<path:p>", "files/readme"),
        ("items/<int:id>", "items/<name>", "items/7"),
        ("items/<uuid:id>", "items/<name>", "items/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        ("items/<float:x>", "items/<name>", "items/1.5"),
        ("items/<slug:s>", "items/<name>", "items/hello"),
        ("items/<int:id>", "items/<path:p>", "items/7"),
        ("items/<name>", "items/<path:p>", "items/x"),
        ("v/<int:a>", "v/<float:a>", "v/5"),
        ("v/<int:a>", "v/<slug:a>", "v/5"),
        ("v/<uuid:a>", "v/<float:a>", "v/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        ("v/<float:a>", "v/<slug:a>", "v/5"),
        ("v/<alpha:a>", "v/<beta:a>", "v/x"),
        ("a/b/<int:x>", "a/<name>/<int:x>", "a/b/5"),
        ("a/<int:x>/b", "a/<name>/<path:p>", "a/1/b"),
        ("search?q=<q>", "search", "search?q=x"),
        ("search?q=<q>&page=<int:p>", "search?q=<q>", "search?q=x&page=2"),
        ("search?q=<q>&page=<int:p>?", "search?q=<q>", "search?q=x"),
        ("search?q=<int:q>", "search?q=<q>", "search?q=5"),
    ]

    @Test(arguments: pairs)
    func higherPriorityWinsWhateverTheOrder(_ high: String, _ low: String, _ url: String) throws {
        for order in [[high, low], [low, high]] {
            var table = try DeepLinkFixtures.emptyTable()
            for template in order {
                try table.register(DeepLinkFixtures.probe(template))
            }
            #expect(
                try table.resolve("rootswitch://" + url).route == .probe(high), "order \(order)")
        }
    }

    /// (templates, URL, winner): the winner refuses other URLs, so the search backtracks.
    @Test(arguments: [
        (["items/<int:id>", "items/<name>"], "items/abc", "items/<name>"),
        (["items/<int:id>", "items/<float:x>"], "items/1.5", "items/<float:x>"),
        (["items/<int:id>", "items/<path:p>"], "items/1/2", "items/<path:p>"),
        (["items/<name>", "items/<path:p>"], "items/a/b", "items/<path:p>"),
        (["a/<int:id>/x", "a/<name>/y"], "a/5/y", "a/<name>/y"),
        (["a/b/c", "a/<name>/d", "<name>/b/e"], "a/b/e", "<name>/b/e"),
        (["a/new/x", "a/<int:id>/x", "a/<name>/<path:p>"], "a/new/y", "a/<name>/<path:p>"),
        (["search?q=<int:q>", "search?q=<q>"], "search?q=abc", "search?q=<q>"),
        (["search?q=<q>", "search"], "search?other=1", "search"),
    ])
    func backtracksToNextCandidate(_ templates: [String], _ url: String, _ winner: String) throws {
        for order in [templates, templates.reversed()] {
            var table = try DeepLinkFixtures.emptyTable()
            for template in order {
                try table.register(DeepLinkFixtures.probe(template))
            }
            #expect(
                try table.resolve("rootswitch://" + url).route == .probe(winner), "order \(order)")
        }
    }
}
