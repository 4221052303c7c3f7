// Resolves a fixed mix of links against tables of 10 to 10,000 patterns and prints the
// cost per lookup: it should stay flat, since matching walks a trie, never the patterns.
//
//     swift run -c release routing-benchmarks
import Foundation
import Routing

/// Which generated pattern matched.
struct BenchmarkRoute: Route {
    let index: Int
}

/// Seven shapes mixing literals, every placeholder kind, a query item and shared prefixes.
func template(_ i: Int) -> String {
    switch i % 7 {
    case 0: "g\(i)/items/<int:id>"
    case 1: "g\(i)/<string:name>/detail"
    case 2: "g\(i)/files/<path:rest>"
    case 3: "sec\(i % 50)/<int:id>/x\(i)"
    case 4: "<string:name>/lit\(i)"
    case 5: "g\(i)/<uuid:id>?n=<int:n>"
    default: "f\(i)/<float:x>"
    }
}

func table(size: Int) throws -> DeepLinkTable<BenchmarkRoute> {
    var table = DeepLinkTable<BenchmarkRoute>(
        scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"]
    )
    for i in 0..<size {
        try table.register(
            DeepLinkPattern(
                template(i),
                route: { _ in BenchmarkRoute(index: i) },
                parameters: { $0.index == i ? [:] : nil }
            )
        )
    }
    return table
}

/// Links to patterns 0-6 (present at every size), a link matching nothing and a link
/// whose value does not convert.
let links = [
    "rootswitch://g0/items/42",
    "rootswitch://g1/blue%20shoes/detail",
    "rootswitch://g2/files/docs/a%20b/readme.txt",
    "rootswitch://sec3/77/x3",
    "rootswitch://hello/lit4",
    "rootswitch://g5/e621e1f8-c36c-495a-93fc-0c247a3e6e5f?n=3",
    "https://rootswitch.example/f6/1.5",
    "rootswitch://nothing/here",
    "rootswitch://g0/items/abc",
]

let rounds = 100_000
let clock = ContinuousClock()
print("patterns   ns/lookup   (\(links.count) links x \(rounds) rounds)")
for size in [10, 100, 1_000, 10_000] {
    let table = try table(size: size)
    var checksum = 0
    let run = {
        for _ in 0..<rounds {
            for link in links {
                checksum &+= (try? table.resolve(link))?.route.index ?? -1
            }
        }
    }
    run()  // warm up caches and the allocator
    let elapsed = clock.measure(run)
    let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    let perLookup = nanoseconds / Double(rounds * links.count)
    print(
        String(size).padding(toLength: 11, withPad: " ", startingAt: 0)
            + String(format: "%9.0f", perLookup) + "   (checksum \(checksum))"
    )
}
