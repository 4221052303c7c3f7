import Foundation

/// Checks a workspace against every `BoundaryRule`: reads each target's Swift files and each
/// manifest, applies the rules, then the suppressions.
///
/// ```swift
/// let report = try BoundaryCheck.run(try WorkspaceLoader.cached(in: root).load(root: root))
/// print(report.text)
/// ```
package enum BoundaryCheck {
    /// - Throws: `ioFailure` if a manifest or a Swift file cannot be read.
    package static func run(_ workspace: Workspace) throws(ToolError) -> BoundaryReport {
        var files: [String: [String: [String]]] = [:]
        for package in workspace.packages {
            for target in package.targets {
                files[package.directory, default: [:]][target.name] = workspace.swiftFiles(
                    of: target, in: package)
            }
        }
        let sources = Set(files.values.flatMap(\.values).joined()).sorted()
        // Scanned in parallel: reading the files is most of a warm run's time.
        let paths = sources + workspace.packages.map(\.manifestPath)
        let watched = PlatformRules.watchedNames.union(LinuxOnlyRules.watchedNames)
        let scanned = try paths.concurrentMap { path throws(ToolError) in
            SourceScan(try workspace.root.text(of: path), watching: watched)
        }
        let scans = Dictionary(zip(paths, scanned)) { first, _ in first }
        let context = CheckContext(workspace: workspace, scans: scans, files: files)
        let findings =
            LayerRules.findings(context) + PackageCycleRule.findings(context)
            + RootMirrorRule.findings(context) + ImportRules.findings(context)
            + PlatformRules.findings(context) + LinuxOnlyRules.findings(context)
            + SceneLifecycleRules.findings(context)
        return suppress(
            findings, by: scans, packageCount: workspace.packages.count, fileCount: sources.count)
    }

    /// The marker of a suppression: `// boundaries:allow <rule-id> -- <reason>` on the line of
    /// the finding. Only `//` comments are suppressions, so documentation can show the syntax.
    static let marker = "boundaries:allow"

    private static func suppress(
        _ findings: [Finding], by scans: [String: SourceScan], packageCount: Int, fileCount: Int
    ) -> BoundaryReport {
        let suppressible = BoundaryRule.allCases.filter { $0 != .invalidSuppression }
        // By path, then line: a line holds one `//` comment, so one suppression at most.
        var allowed: [String: [Int: (rule: BoundaryRule, reason: String)]] = [:]
        var kept: [Finding] = []
        for (path, scan) in scans {
            for comment in scan.comments {
                let text = comment.text.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix(marker) else { continue }
                let parts =
                    text.dropFirst(marker.count).split(separator: "--", maxSplits: 1)
                    .map { $0.trimmingCharacters(in: .whitespaces) } + ["", ""]
                let (id, reason) = (parts[0], parts[1])
                let rule = suppressible.first { $0.rawValue == id }
                if let rule, !reason.isEmpty {
                    allowed[path, default: [:]][comment.line] = (rule, reason)
                    continue
                }
                let problem =
                    id.isEmpty
                    ? "names no rule"
                    : rule == nil
                        ? "names unknown rule '\(id)'" : "gives no reason for allowing \(id)"
                kept.append(
                    Finding(
                        rule: .invalidSuppression, path: path, line: comment.line,
                        message: "the suppression `//\(comment.text)` \(problem)",
                        fix: "write `// \(marker) <rule-id> -- <reason>` with a rule among "
                            + suppressible.map(\.rawValue).joined(separator: ", ")))
            }
        }
        var suppressed: [BoundaryReport.Suppressed] = []
        for finding in findings {
            if let allow = allowed[finding.path]?[finding.line], allow.rule == finding.rule {
                suppressed.append(BoundaryReport.Suppressed(finding: finding, reason: allow.reason))
            } else {
                kept.append(finding)
            }
        }
        return BoundaryReport(
            findings: Set(kept).sorted(), suppressed: suppressed.sorted { $0.finding < $1.finding },
            packageCount: packageCount, fileCount: fileCount)
    }
}

/// What every rule reads: the workspace, each file's scan, and which files are each target's.
struct CheckContext {
    let workspace: Workspace
    /// By path relative to the root: every target's Swift files and every manifest.
    let scans: [String: SourceScan]
    /// By package folder, then target name.
    let files: [String: [String: [String]]]

    func manifest(of package: Manifest) -> ManifestLines {
        ManifestLines(scans[package.manifestPath]?.source ?? "")
    }

    func files(of target: Manifest.Target, in package: Manifest) -> [String] {
        files[package.directory]?[target.name] ?? []
    }
}
