import WorkspaceModel

/// package-cycle: one finding per cycle of `.package(path:)` dependencies, at the manifest of
/// its first package (by folder) on its dependency on the next one.
enum PackageCycleRule {
    static func findings(_ context: CheckContext) -> [Finding] {
        let workspace = context.workspace
        var edges: [String: [String]] = [:]
        for package in workspace.packages {
            edges[package.directory] = package.dependencies
                .compactMap { workspace.package(for: $0)?.directory }
        }
        var findings: [Finding] = []
        for component in StronglyConnectedComponents(edges: edges).components {
            guard let start = component.min(),
                component.count > 1 || edges[start, default: []].contains(start),
                let cycle = path(from: start, within: Set(component), edges: edges),
                let package = workspace.package(inDirectory: start),
                let dependency = package.dependencies.first(where: {
                    workspace.package(for: $0)?.directory == cycle[1]
                }),
                case .path(let dependencyPath) = dependency.location
            else { continue }
            findings.append(
                Finding(
                    rule: .packageCycle, path: package.manifestPath,
                    line: context.manifest(of: package).line(ofPathDependency: dependencyPath),
                    message:
                        "package dependency cycle: \(cycle.map(name).joined(separator: " -> "))",
                    fix: "break the cycle: move what these packages share into a package they "
                        + "all depend on, and remove one of these dependencies"))
        }
        return findings
    }

    /// The shortest path from `start` back to itself inside one component, `start` at both ends.
    private static func path(
        from start: String, within component: Set<String>, edges: [String: [String]]
    ) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in edges[node, default: []].sorted() where component.contains(next) {
                if next == start {
                    var cycle = [start]
                    var step = node
                    while step != start {
                        cycle.insert(step, at: 1)
                        step = previous[step] ?? start
                    }
                    return cycle + [start]
                }
                if previous[next] == nil {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }

    private static func name(_ directory: String) -> String {
        directory.isEmpty ? "(root)" : directory
    }
}
