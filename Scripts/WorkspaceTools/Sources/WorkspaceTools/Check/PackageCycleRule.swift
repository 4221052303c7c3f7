/// package-cycle: a finding per cycle of `.package(path:)` dependencies, at the manifest of its
/// first package (by folder), on its dependency on the next one. SwiftPM refuses such a graph
/// when it builds; this says where, before anything builds.
enum PackageCycleRule {
    static func findings(_ context: CheckContext) -> [Finding] {
        let workspace = context.workspace
        var edges: [String: [String]] = [:]
        for package in workspace.packages {
            edges[package.directory] = package.dependencies
                .compactMap { workspace.package(for: $0)?.directory }.sorted()
        }
        var reported: Set<String> = []
        var findings: [Finding] = []
        for package in workspace.packages where !reported.contains(package.directory) {
            guard let cycle = shortestCycle(from: package.directory, edges: edges),
                reported.isDisjoint(with: cycle),
                let dependency = package.dependencies.first(where: {
                    workspace.package(for: $0)?.directory == cycle[1]
                }),
                let path = dependency.path
            else { continue }
            reported.formUnion(cycle)
            findings.append(
                Finding(
                    rule: .packageCycle, path: package.manifestPath,
                    line: context.manifest(of: package).line(ofPathDependency: path),
                    message: "package dependency cycle: "
                        + cycle.map { $0.isEmpty ? "(root)" : $0 }.joined(separator: " -> "),
                    fix: "break the cycle: move what these packages share into a package they "
                        + "all depend on, and remove one of these dependencies"))
        }
        return findings
    }

    /// The shortest path from `start` back to itself, `start` at both ends; nil if none.
    private static func shortestCycle(from start: String, edges: [String: [String]]) -> [String]? {
        var (paths, seen) = ([[start]], Set<String>())
        while !paths.isEmpty {
            var longer: [[String]] = []
            for path in paths {
                for next in edges[path[path.count - 1], default: []] {
                    if next == start { return path + [start] }
                    if seen.insert(next).inserted { longer.append(path + [next]) }
                }
            }
            paths = longer
        }
        return nil
    }
}
