/// What one changed file affects, by the workspace's rules, most specific first:
///
/// 1. documentation (`*.md`, `*.markdown`, a `README`, anything under `docs/`): nothing, since
///    no build or test reads it (DocC catalogs are the test job's docs step, which always runs);
/// 2. tooling (`Scripts/`, `.github/`, `.ci/`, `.swift-format`): everything, since the tooling
///    builds, lints and checks every package;
/// 3. the root's own files (`App/`, `Tests/`, the root `Package.swift`): the root only;
/// 4. a file in a package's folder: that package (and, in `AffectedSelector`, every package that
///    depends on it, and the root);
/// 5. anything else (a file under `Packages/` outside any package, a top-level file no rule
///    names): everything, because a rule that does not know a file cannot rule it out.
enum ChangeRule: Hashable {
    case nothing
    case everything
    case root
    case package(String)

    /// The rule for `path`, relative to the workspace root, given the folders of the packages
    /// (relative too; the root, "", not among them).
    static func of(_ path: String, packages: [String]) -> ChangeRule {
        let components = path.split(separator: "/").map(String.init)
        guard let first = components.first, let name = components.last?.lowercased() else {
            return .everything
        }
        if name.hasSuffix(".md") || name.hasSuffix(".markdown") || name.hasPrefix("readme")
            || first == "docs"
        {
            return .nothing
        }
        if ["Scripts", ".github", ".ci"].contains(first) || path == ".swift-format" {
            return .everything
        }
        if first == "App" || first == "Tests" || isRootManifest(path) {
            return .root
        }
        let owner = packages.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        return owner.map(ChangeRule.package) ?? .everything
    }

    private static func isRootManifest(_ path: String) -> Bool {
        path == "Package.swift" || path == "Package.resolved"
            || (path.hasPrefix("Package@swift-") && path.hasSuffix(".swift") && !path.contains("/"))
    }
}
