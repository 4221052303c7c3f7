import Foundation

/// The result of a boundary check: the findings, the suppressed ones with their reasons, and
/// what was checked.
public struct BoundaryReport: Sendable, Hashable, Codable {
    /// A finding an inline `boundaries:allow` comment suppressed.
    public struct Suppressed: Sendable, Hashable, Codable {
        /// The finding.
        public var finding: Finding
        /// The reason the suppression gives.
        public var reason: String
    }

    /// The findings that count, sorted by file and line.
    public var findings: [Finding]
    /// The suppressed findings, sorted by file and line.
    public var suppressed: [Suppressed]
    /// How many packages were checked.
    public var packageCount: Int
    /// How many Swift files were scanned.
    public var fileCount: Int

    /// Whether no finding counts: the check passes.
    public var isClean: Bool { findings.isEmpty }

    /// One line per finding, one per suppressed finding, then a summary line.
    public var text: String {
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
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
