import WorkspaceModel

/// platforms-declared and platform-floor: every manifest declares its Apple platforms, and
/// each declared floor is at least what the known APIs its sources use need
/// (`PlatformAPIs`). A platform a manifest leaves out is not checked.
enum PlatformRules {
    static func findings(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for package in context.workspace.packages {
            let manifest = context.manifest(of: package)
            guard !package.platforms.isEmpty else {
                findings.append(
                    Finding(
                        rule: .platformsDeclared, path: package.manifestPath,
                        line: manifest.packageLine,
                        message: "\(PackageDependencyRules.describe(package)) declares no "
                            + "`platforms:`, so Apple builds get SwiftPM's oldest deployment "
                            + "targets, below what its sources may use",
                        fix: "declare the workspace floor after `name:`, "
                            + "`\(PlatformAPIs.workspaceFloorDeclaration)`"))
                continue
            }
            let uses = firstUses(in: package, context: context)
            for declared in package.platforms {
                guard let platform = ApplePlatform(rawValue: declared.name),
                    let version = PlatformVersion(declared.version),
                    let (use, needed) = strongestNeed(of: uses, on: platform, above: version)
                else { continue }
                let entry = PlatformAPIs.entries[use.entry]
                findings.append(
                    Finding(
                        rule: .platformFloor, path: package.manifestPath,
                        line: manifest.platformsLine,
                        message: "\(PackageDependencyRules.describe(package)) declares "
                            + "\(platform.name) \(version), but \(use.path):\(use.line) uses "
                            + "\(use.trigger), which needs \(platform.name) \(needed): "
                            + entry.reason,
                        fix: "raise \(platform.name) to \(platform.declaration(needed)) or "
                            + "higher in `platforms:`; the workspace floor is "
                            + "`\(PlatformAPIs.workspaceFloorDeclaration)`"))
            }
        }
        return findings
    }

    /// Where a package first uses an API of `PlatformAPIs.entries` (by index).
    private struct Use {
        var entry: Int
        var trigger: PlatformAPIs.Trigger
        var path: String
        var line: Int
    }

    /// The highest version an API used needs above `declared`, with that API's first use.
    private static func strongestNeed(
        of uses: [Use], on platform: ApplePlatform, above declared: PlatformVersion
    ) -> (Use, PlatformVersion)? {
        let needing = uses.compactMap { use in
            PlatformAPIs.entries[use.entry].needs[platform].map { (use, $0) }
        }
        .filter { $0.1 > declared }
        guard let highest = needing.map(\.1).max() else { return nil }
        let first = needing.filter { $0.1 == highest }.map(\.0).min {
            ($0.path, $0.line) < ($1.path, $1.line)
        }
        return first.map { ($0, highest) }
    }

    /// The first use (by file, then line) of each API in the package's sources.
    private static func firstUses(in package: WorkspacePackage, context: CheckContext) -> [Use] {
        let files = Set(package.targets.flatMap { context.files(of: $0, in: package) }).sorted()
        var uses: [Int: Use] = [:]
        for file in files {
            guard let scan = context.scans[file] else { continue }
            var found: [(trigger: PlatformAPIs.Trigger, line: Int)] = scan.imports.map {
                (.module($0.module), $0.line)
            }
            found += scan.identifiers.map {
                ($0.isAttribute ? .attribute($0.name) : .identifier($0.name), $0.line)
            }
            for (trigger, line) in found.sorted(by: { $0.line < $1.line }) {
                guard let entry = PlatformAPIs.entryIndex[trigger], uses[entry] == nil else {
                    continue
                }
                uses[entry] = Use(entry: entry, trigger: trigger, path: file, line: line)
            }
        }
        return uses.values.sorted { $0.entry < $1.entry }
    }
}
