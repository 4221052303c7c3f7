import Foundation
import Routing

/// Deep-link lookup against generated tables of 10 to 10,000 patterns, beside a naive linear
/// scan over the same patterns and the same links, in the same run.
enum LookupBenchmarks {
    /// Prints the figures; returns how many answers were wrong.
    static func run() throws -> Int {
        var failures = 0
        var checksum = 0
        var cases = try [10, 100, 1_000, 10_000].map { size in
            let mix = LinkMix(count: size)
            return Case(size: size, mix: mix, table: try table(mix), naive: NaiveRouter(mix))
        }
        for test in cases {
            for link in test.mix.links {
                let answer = (try? test.table.resolve(link.url))?.route.index
                let baseline = test.naive.resolve(link.url)
                guard answer != link.expected || baseline != link.expected else { continue }
                failures += 1
                if failures <= 5 {
                    print(
                        "wrong answer for \(link.url): table \(String(describing: answer)), naive "
                            + "\(String(describing: baseline)), expected \(String(describing: link.expected))"
                    )
                }
            }
        }
        // Sizes take turns, run after run, so a slower moment of a shared machine weighs on every
        // size alike and the ratios between them hold.
        let runs = 9
        for _ in 0..<runs {
            for index in cases.indices {
                let test = cases[index]
                let rounds = 10
                cases[index].tableTimes.append(
                    nanoseconds(per: rounds * test.mix.links.count) {
                        for _ in 0..<rounds {
                            for link in test.mix.links {
                                checksum &+= (try? test.table.resolve(link.url))?.route.index ?? -1
                            }
                        }
                    })
                let naiveRounds = test.size >= 1_000 ? 1 : rounds
                cases[index].naiveTimes.append(
                    nanoseconds(per: naiveRounds * test.mix.links.count) {
                        for _ in 0..<naiveRounds {
                            for link in test.mix.links {
                                checksum &+= test.naive.resolve(link.url) ?? -1
                            }
                        }
                    })
            }
        }
        print(
            "Deep-link lookup, ns per lookup from a URL string (4,096 links, ~78% hits; median of \(runs))"
        )
        print("patterns     table     naive   table/naive")
        for test in cases {
            let (table, naive) = (median(test.tableTimes), median(test.naiveTimes))
            print(
                String(test.size).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + format(table, 10)
                    + format(naive, 10) + format(table / naive, 14, decimals: 2))
        }
        let (first, last) = (cases.first!, cases.last!)
        print(
            "growth 10 -> 10,000 patterns: table "
                + format(median(last.tableTimes) / median(first.tableTimes), 0, decimals: 2)
                + "x, naive "
                + format(median(last.naiveTimes) / median(first.naiveTimes), 0, decimals: 2)
                + "x; answers checked: \(cases.count * first.mix.links.count), wrong: \(failures)"
                + (checksum == 42 ? " " : ""))

        byKind([first, last])

        // Allocations per lookup: a static pattern, one with placeholders, a miss.
        let mix = LinkMix(count: 1_000)
        let allocationTable = try table(mix)
        let (toStatic, withPlaceholders, misses) = mix.linksByKind
        let (staticLink, placeholderLink, missLink) =
            (toStatic.first!, withPlaceholders.first!, misses.first!)
        print("\nHeap allocations per lookup (malloc and its kin)")
        for (name, link) in [
            ("static", staticLink), ("placeholders", placeholderLink), ("miss", missLink),
        ] {
            let count = Allocations.perCall { _ = try? allocationTable.resolve(link.url) }
            print(
                "  \(name.padding(toLength: 13, withPad: " ", startingAt: 0)) "
                    + (count.map { format($0, 5, decimals: 1) } ?? "  n/a") + "   \(link.url)")
        }
        return failures
            + (try ReverseBenchmarks.run(
                sizes: cases.map(\.size), lookupTimes: cases.map { median($0.tableTimes) }))
    }

    /// Where the time goes: the mix's links to static patterns, to patterns with placeholder
    /// values, and its misses, each kind timed alone at the smallest and largest table.
    private static func byKind(_ cases: [Case]) {
        var checksum = 0
        print("\nBy kind of link, ns per lookup (median of 9)")
        print("patterns    static  placeholders      miss")
        for test in cases {
            let (toStatic, withPlaceholders, misses) = test.mix.linksByKind
            let kinds = [toStatic, withPlaceholders, misses]
            let times = kinds.map { links in
                median(
                    (0..<9).map { _ in
                        nanoseconds(per: 10 * links.count) {
                            for _ in 0..<10 {
                                for link in links {
                                    checksum &+=
                                        (try? test.table.resolve(link.url))?.route.index ?? -1
                                }
                            }
                        }
                    })
            }
            print(
                String(test.size).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + format(times[0], 10) + format(times[1], 14) + format(times[2], 10)
                    // Reading the answers keeps the lookups from being optimized away.
                    + (checksum == 42 ? " " : ""))
        }
    }
}
