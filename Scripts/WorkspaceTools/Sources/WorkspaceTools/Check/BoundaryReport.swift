import Foundation

/// The result of a boundary check: the findings, the suppressed ones with their reasons, and
/// what was checked.
package struct BoundaryReport: Equatable, Codable, Sendable {
    /// A finding a `boundaries:allow` comment on its line suppressed.
    package struct Suppressed: Equatable, Codable, Sendable {
        package var finding: Finding
        package var reason: String
    }

    /// The findings that count, sorted by file and line.
    package var findings: [Finding]
    /// The suppressed findings, sorted by file and line.
    package var suppressed: [Suppressed]
    package var packageCount: Int
    /// How many Swift files were scanned.
    package var fileCount: Int

    /// One line per finding, one per suppressed finding, then a summary line.
    package var text: String {
        var lines = findings.map(\.description)
        lines += suppressed.map {
            "\($0.finding.path):\($0.finding.line): note: [\($0.finding.rule.rawValue)] suppressed: \($0.reason)"
        }
        let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
        lines.append(
            "Boundary check: \(findings.isEmpty ? "no findings" : count), \(suppressed.count) suppressed "
                + "(\(packageCount) packages, \(fileCount) Swift files)")
        return lines.joined(separator: "\n")
    }

    /// The report as pretty-printed JSON with sorted keys.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
