import Foundation
import Routing

/// A route of the generated mix that carries its placeholders' values, so that its URL can be
/// written back; keyed by its pattern's index.
struct ReverseRoute: DeepLinkKeyed {
    let index: Int
    var number = 0
    var text = ""
    var uuid: UUID?

    var deepLinkKey: Int { index }
}

/// `url(for:)` over the same generated tables as the lookup: patterns declaring their key
/// against the same patterns without one (tried in turn), beside the lookup's own time.
enum ReverseBenchmarks {
    /// Prints the figures; returns how many answers were wrong.
    static func run(sizes: [Int], lookupTimes: [Double]) throws -> Int {
        var failures = 0
        var checksum = 0
        var cases:
            [(
                keyed: DeepLinkTable<ReverseRoute>, scan: DeepLinkTable<ReverseRoute>,
                routes: [ReverseRoute], urls: [String], keyedTimes: [Double],
                scanTimes: [Double], resolveTimes: [Double]
            )] = []
        for size in sizes {
            let mix = LinkMix(count: size)
            let keyed = try table(mix, keyed: true)
            let scan = try table(mix, keyed: false)
            let routes = mix.links.filter { $0.expected != nil }.prefix(512).map {
                try! keyed.resolve($0.url).route
            }
            for route in routes {
                let url = try? keyed.url(for: route)
                guard
                    url == nil || url != (try? scan.url(for: route))
                        || (try? keyed.resolve(url!))?.route != route
                else { continue }
                failures += 1
                if failures <= 5 {
                    print(
                        "wrong URL for \(route): \(String(describing: url)) \(Result { try keyed.url(for: route) })"
                    )
                }
            }
            cases.append(
                (keyed, scan, routes, routes.compactMap { try? keyed.url(for: $0) }, [], [], []))
        }
        let runs = 9
        for _ in 0..<runs {
            for index in cases.indices {
                let test = cases[index]
                let rounds = 10
                cases[index].keyedTimes.append(
                    nanoseconds(per: rounds * test.routes.count) {
                        for _ in 0..<rounds {
                            for route in test.routes {
                                checksum &+= (try? test.keyed.url(for: route))?.utf8.count ?? 0
                            }
                        }
                    })
                cases[index].resolveTimes.append(
                    nanoseconds(per: rounds * test.urls.count) {
                        for _ in 0..<rounds {
                            for url in test.urls {
                                checksum &+= (try? test.keyed.resolve(url))?.route.index ?? 0
                            }
                        }
                    })
                cases[index].scanTimes.append(
                    nanoseconds(per: test.routes.count) {
                        for route in test.routes {
                            checksum &+= (try? test.scan.url(for: route))?.utf8.count ?? 0
                        }
                    })
            }
        }
        print(
            "\nRoute -> URL (url(for:), written from its pattern, never resolved back), ns per call"
                + " (\(cases.first!.routes.count) routes; median of \(runs)), against resolving"
                + " the same URLs and the lookup mix above")
        print("patterns     keyed   no keys   resolve   keyed/resolve   keyed/lookup")
        for (size, (test, lookup)) in zip(sizes, zip(cases, lookupTimes)) {
            let keyed = median(test.keyedTimes)
            print(
                String(size).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + format(keyed, 10) + format(median(test.scanTimes), 10)
                    + format(median(test.resolveTimes), 10)
                    + format(keyed / median(test.resolveTimes), 16, decimals: 2)
                    + format(keyed / lookup, 15, decimals: 2))
        }
        let (first, last) = (cases.first!, cases.last!)
        print(
            "growth 10 -> 10,000 patterns: keyed "
                + format(median(last.keyedTimes) / median(first.keyedTimes), 0, decimals: 2)
                + "x, no keys "
                + format(median(last.scanTimes) / median(first.scanTimes), 0, decimals: 2)
                + "x; URLs checked: \(cases.map(\.routes.count).reduce(0, +)), wrong: \(failures)"
                + (checksum == 42 ? " " : ""))
        return failures
    }

    /// The mix's patterns over ``ReverseRoute``, each with its key or none.
    static func table(_ mix: LinkMix, keyed: Bool) throws -> DeepLinkTable<ReverseRoute> {
        var table = DeepLinkTable<ReverseRoute>(
            scheme: "rootswitch", universalLinkHosts: ["rootswitch.example"])
        for (index, pattern) in mix.patterns.enumerated() {
            let segments = pattern.segments
            let names = segments.indices.map { "p\($0)" }
            let route: @Sendable (DeepLinkParameters) throws -> ReverseRoute = { p in
                var route = ReverseRoute(index: index)
                for (position, segment) in segments.enumerated() {
                    switch segment {
                    case .int: route.number = try p.int(names[position])
                    case .string: route.text = try p.string(names[position])
                    case .uuid: route.uuid = try p.uuid(names[position])
                    case .literal: break
                    }
                }
                return route
            }
            // A reverse closure as an app writes one: a literal with the pattern's own names.
            // (At most four placeholders: the first two of six segments are literals.)
            let positions = segments.indices.filter { !segments[$0].isLiteral }
            let placeholders = positions.map { names[$0] }
            precondition(placeholders.count <= 4)
            let parameters: @Sendable (ReverseRoute) -> DeepLinkParameters? = { route in
                guard route.index == index else { return nil }
                func value(_ placeholder: Int) -> any Sendable {
                    switch segments[positions[placeholder]] {
                    case .int: route.number
                    case .string: route.text
                    case .uuid: route.uuid
                    case .literal: preconditionFailure("a literal has no value")
                    }
                }
                switch placeholders.count {
                case 0: return [:]
                case 1: return [placeholders[0]: value(0)]
                case 2: return [placeholders[0]: value(0), placeholders[1]: value(1)]
                case 3:
                    return [
                        placeholders[0]: value(0), placeholders[1]: value(1),
                        placeholders[2]: value(2),
                    ]
                default:
                    return [
                        placeholders[0]: value(0), placeholders[1]: value(1),
                        placeholders[2]: value(2),
                        placeholders[3]: value(3),
                    ]
                }
            }
            try table.register(
                keyed
                    ? DeepLinkPattern(
                        pattern.template, key: index, route: route, parameters: parameters)
                    : DeepLinkPattern(pattern.template, route: route, parameters: parameters))
        }
        return table
    }
}
