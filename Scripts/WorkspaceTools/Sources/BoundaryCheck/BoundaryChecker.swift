import Foundation
import Synchronization
public import WorkspaceModel

/// Checks a workspace against every `BoundaryRule`.
///
/// ```swift
/// let workspace = try WorkspaceLoader().load(root: root)
/// let report = try BoundaryChecker().check(workspace)
/// print(report.text)
/// ```
public struct BoundaryChecker: Sendable {
    /// Creates a checker.
    public init() {}

    /// Scans every target's Swift files and applies the rules, then the suppressions.
    ///
    /// - Throws: `ioFailure` if a manifest or a Swift file cannot be read.
    public func check(_ workspace: Workspace) throws(WorkspaceError) -> BoundaryReport {
        var files: [String: [String: [String]]] = [:]
        for package in workspace.packages {
            for target in package.targets {
                files[package.directory, default: [:]][target.name] = workspace.swiftFiles(
                    of: target, in: package)
            }
        }
        let paths = Set(files.values.flatMap(\.values).joined()).sorted()
        var scans = try scan(paths, in: workspace.root)
        var manifests: [String: ManifestText] = [:]
        for package in workspace.packages {
            let text = try read(package.manifestPath, in: workspace.root)
            manifests[package.directory] = ManifestText(text)
            scans[package.manifestPath] = SourceScanner.scan(text)
        }
        let context = CheckContext(
            workspace: workspace, manifests: manifests, scans: scans, files: files)
        let findings =
            PackageDependencyRules.findings(context) + RootFeatureRule.findings(context)
            + RootMirrorRule.findings(context)
            + PackageCycleRule.findings(context) + ImportRules.findings(context)
            + PlatformRules.findings(context) + LinuxOnlyRules.findings(context)
        return apply(
            suppressionsIn: scans, to: findings, packageCount: workspace.packages.count,
            fileCount: paths.count)
    }

    /// The names whose uses the portability rules read from the scans.
    private static let watchedNames = PlatformAPIs.watchedNames.union(LinuxOnlyAPIs.watchedNames)

    /// Scans files in parallel: lexing is most of a warm run's time.
    private func scan(_ paths: [String], in root: URL) throws(WorkspaceError) -> [String:
        SourceScan]
    {
        let results = Mutex<[String: Result<SourceScan, WorkspaceError>]>([:])
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let result = Result { () throws(WorkspaceError) in
                do {
                    return try SourceScanner.scan(
                        fileAt: root.appending(path: path), watching: Self.watchedNames)
                } catch {
                    throw WorkspaceError(.ioFailure, reason: "cannot read \(path): \(error)")
                }
            }
            results.withLock { $0[path] = result }
        }
        var scans: [String: SourceScan] = [:]
        for path in paths {
            guard let result = results.withLock({ $0[path] }) else { continue }
            scans[path] = try result.get()
        }
        return scans
    }

    private func read(_ path: String, in root: URL) throws(WorkspaceError) -> String {
        do {
            return try String(contentsOf: root.appending(path: path), encoding: .utf8)
        } catch {
            throw WorkspaceError(.ioFailure, reason: "cannot read \(path): \(error)")
        }
    }

    private func apply(
        suppressionsIn scans: [String: SourceScan], to findings: [Finding], packageCount: Int,
        fileCount: Int
    ) -> BoundaryReport {
        var allowed: [String: [Int: [Suppression]]] = [:]
        var problems: [Finding] = []
        for (path, scan) in scans {
            for comment in scan.comments {
                switch Suppression.parse(comment) {
                case nil:
                    continue
                case .success(let suppression):
                    allowed[path, default: [:]][comment.line, default: []].append(suppression)
                case .failure(let problem):
                    problems.append(
                        Finding(
                            rule: .invalidSuppression, path: path, line: comment.line,
                            message: "the suppression `//\(comment.text)` \(problem.message)",
                            fix:
                                "write `// \(Suppression.marker) <rule-id> -- <reason>` with a rule among "
                                + BoundaryRule.allCases.filter { $0 != .invalidSuppression }.map(
                                    \.rawValue
                                )
                                .joined(separator: ", ")))
                }
            }
        }
        var kept: [Finding] = problems
        var suppressed: [BoundaryReport.Suppressed] = []
        for finding in findings {
            if let suppression = allowed[finding.path]?[finding.line]?.first(where: {
                $0.rule == finding.rule
            }) {
                suppressed.append(
                    BoundaryReport.Suppressed(finding: finding, reason: suppression.reason))
            } else {
                kept.append(finding)
            }
        }
        return BoundaryReport(
            findings: kept.sorted(), suppressed: suppressed.sorted { $0.finding < $1.finding },
            packageCount: packageCount, fileCount: fileCount)
    }
}
