// The Routing package's figures: deep-link lookup against a naive linear scan over the same
// generated patterns and links (nanoseconds per lookup at 10 to 10,000 patterns, growth,
// heap allocations per lookup, every answer checked), route -> URL over the same tables, and
// the navigation operations a view triggers. Ratios within one run hold on a shared machine;
// absolute times do not.
//
//     swift run -c release routing-benchmarks [lookup] [navigation] [notifications]
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

/// Nanoseconds per call of `calls` calls made by one run of `body`.
func nanoseconds(per calls: Int, _ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return
        (Double(elapsed.components.seconds) * 1e9
        + Double(elapsed.components.attoseconds) / 1e9) / Double(calls)
}

func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

func format(_ value: Double, _ width: Int = 9, decimals: Int = 0) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

/// One table size: its table, the baseline, the mix, and the timings taken so far.
struct Case {
    let size: Int
    let mix: LinkMix
    let table: DeepLinkTable<BenchmarkRoute>
    let naive: NaiveRouter
    var tableTimes: [Double] = []
    var naiveTimes: [Double] = []
}

let usage = """
    Usage: routing-benchmarks [lookup] [navigation] [notifications]

    Prints the deep-link lookup figures (against a naive linear scan, with allocations per
    lookup, then route -> URL with and without pattern keys), the navigation figures (push,
    back, present, terminate, send, restore, stack reads by depth) and the observer
    notifications per command of a view tree like the SwiftUI shell's; by default all three.
    Exit status 1 when a lookup answer or a URL is wrong, or a command wastes or misses a
    notification.
    """
let sections = Set(CommandLine.arguments.dropFirst())
if sections.contains("--help") || sections.contains("-h") {
    print(usage)
    exit(0)
}
if let unknown = sections.subtracting(["lookup", "navigation", "notifications"]).sorted().first {
    FileHandle.standardError.write(
        Data("routing-benchmarks: unknown section '\(unknown)'\n\n\(usage)\n".utf8))
    exit(64)
}
let failures = sections.isEmpty || sections.contains("lookup") ? try LookupBenchmarks.run() : 0
if sections.isEmpty || sections.contains("navigation") { try NavigationBenchmarks.run() }
let wasteful =
    sections.isEmpty || sections.contains("notifications")
    ? try NotificationBenchmarks.run() : 0
if failures > 0 { print("\n\(failures) wrong answers") }
if wasteful > 0 { print("\n\(wasteful) commands wasted or missed a notification") }
if failures + wasteful > 0 { exit(1) }
