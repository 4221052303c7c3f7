// Deep-link lookup against generated tables of 10 to 10,000 patterns, beside a naive linear
// scan over the same patterns and the same links, in the same run: nanoseconds per lookup,
// growth from 10 to 10,000 patterns, Heap allocations per lookup, and every answer
// checked against the expected pattern. Ratios within one run hold on a shared machine;
// absolute times do not.
//
//     swift run -c release routing-benchmarks
import Foundation
import Routing

/// Which generated pattern matched.
struct BenchmarkRoute: Route {
    let index: Int
}

func table(_ mix: LinkMix) throws -> DeepLinkTable<BenchmarkRoute> {
    var table = DeepLinkTable<BenchmarkRoute>(
        scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
    for (index, pattern) in mix.patterns.enumerated() {
        try table.register(
            DeepLinkPattern(
                pattern.template,
                route: { _ in BenchmarkRoute(index: index) },
                parameters: { $0.index == index ? [:] : nil }))
    }
    return table
}

/// The median of `runs` timings of `body`, in nanoseconds per call of `perRun` calls.
func median(runs: Int = 7, perRun: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    body()
    let samples = (0..<runs).map { _ in
        let elapsed = clock.measure(body)
        return
            (Double(elapsed.components.seconds) * 1e9
            + Double(elapsed.components.attoseconds) / 1e9) / Double(perRun)
    }
    return samples.sorted()[runs / 2]
}

func format(_ value: Double, _ width: Int = 9, decimals: Int = 0) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

var failures = 0
var lookup: [Int: (table: Double, naive: Double)] = [:]
let sizes = [10, 100, 1_000, 10_000]
print("Deep-link lookup, ns per lookup from a URL string (4,096 links, ~78% hits; median of 7)")
print("patterns     table     naive   table/naive   correct")
for size in sizes {
    let mix = LinkMix(count: size)
    let table = try table(mix)
    let naive = NaiveRouter(mix)
    var correct = 0
    for link in mix.links {
        let answer = (try? table.resolve(link.url))?.route.index
        let baseline = naive.resolve(link.url)
        if answer == link.expected { correct += 1 }
        if answer != link.expected || baseline != link.expected {
            failures += 1
            if failures <= 5 {
                print(
                    "  wrong answer for \(link.url): table \(String(describing: answer)), "
                        + "naive \(String(describing: baseline)), expected \(String(describing: link.expected))"
                )
            }
        }
    }
    let rounds = 20
    var checksum = 0
    let tableTime = median(perRun: rounds * mix.links.count) {
        for _ in 0..<rounds {
            for link in mix.links { checksum &+= (try? table.resolve(link.url))?.route.index ?? -1 }
        }
    }
    let naiveTime = median(
        runs: size >= 1_000 ? 3 : 7, perRun: (size >= 1_000 ? 1 : rounds) * mix.links.count
    ) {
        for _ in 0..<(size >= 1_000 ? 1 : rounds) {
            for link in mix.links { checksum &+= naive.resolve(link.url) ?? -1 }
        }
    }
    lookup[size] = (tableTime, naiveTime)
    print(
        String(size).padding(toLength: 8, withPad: " ", startingAt: 0) + format(tableTime, 10)
            + format(naiveTime, 10) + format(tableTime / naiveTime, 14, decimals: 2)
            + "   \(correct)/\(mix.links.count)" + (checksum == 42 ? " " : ""))
}
if let small = lookup[10]?.table, let large = lookup[10_000]?.table {
    print(
        "growth 10 -> 10,000 patterns: table \(format(large / small, 0, decimals: 2))x, "
            + "naive \(format(lookup[10_000]!.naive / lookup[10]!.naive, 0, decimals: 2))x")
}

// Allocations per lookup: a static pattern, one with placeholders, a miss.
let mix = LinkMix(count: 1_000)
let allocationTable = try table(mix)
let staticLink = mix.links.first { $0.expected.map { mix.patterns[$0].isStatic } == true }!
let placeholderLink = mix.links.first { $0.expected.map { !mix.patterns[$0].isStatic } == true }!
let missLink = mix.links.first { $0.expected == nil }!
print("\nHeap allocations per lookup (malloc and its kin)")
for (name, link) in [("static", staticLink), ("placeholders", placeholderLink), ("miss", missLink)]
{
    let count = Allocations.perCall { _ = try? allocationTable.resolve(link.url) }
    print(
        "  \(name.padding(toLength: 13, withPad: " ", startingAt: 0)) "
            + (count.map { format($0, 5, decimals: 1) } ?? "  n/a") + "   \(link.url)")
}

if failures > 0 {
    print("\n\(failures) wrong answers")
    exit(1)
}
