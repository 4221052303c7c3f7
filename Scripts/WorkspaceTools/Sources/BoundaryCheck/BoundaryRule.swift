/// The rules the boundary check enforces, by the id findings and suppressions use.
public enum BoundaryRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// A feature package depends on another feature package.
    case featureToFeature = "feature-to-feature"
    /// A Core package depends on a feature package.
    case coreToFeature = "core-to-feature"
    /// Package dependencies form a cycle.
    case packageCycle = "package-cycle"
    /// Something other than an App target of the root package depends on a feature.
    case featuresAppOnly = "features-app-only"
    /// A file imports a module its target does not declare directly.
    case importsDeclaredOnly = "imports-declared-only"
    /// An `@_exported import`.
    case noExportedImport = "no-exported-import"
    /// A dependency on a package that is not a local folder.
    case noThirdParty = "no-third-party"
    /// The root's copy of a Core or feature library differs from the package's target, or is
    /// missing, or the root depends on a package by path.
    case rootMirrorsPackages = "root-mirrors-packages"
    /// A manifest declares no `platforms:`.
    case platformsDeclared = "platforms-declared"
    /// A declared platform floor is below what a known API the package uses needs.
    case platformFloor = "platform-floor"
    /// A Linux-only module is imported where Apple builds compile it.
    case linuxOnlyImport = "linux-only-import"
    /// A Linux-only symbol is used where Apple builds compile it.
    case linuxOnlySymbol = "linux-only-symbol"
    /// A `boundaries:allow` comment without a known rule or without a reason.
    case invalidSuppression = "invalid-suppression"

    /// The rule in one line, for `--help`.
    public var summary: String {
        switch self {
        case .featureToFeature: "features (Packages/Features/*) never depend on features"
        case .coreToFeature: "Core (Packages/Core/*) never depends on a feature"
        case .packageCycle: "package dependencies have no cycle"
        case .featuresAppOnly:
            "only App targets of the root package depend on features (not the package tests it registers, not other packages)"
        case .importsDeclaredOnly:
            "a file imports only toolchain modules and modules its own target declares directly"
        case .noExportedImport: "no @_exported import"
        case .noThirdParty: "no package dependency other than a local path"
        case .rootMirrorsPackages:
            "the root declares each Core and feature library at its package's sources, with the package's dependencies, and depends on no package by path"
        case .platformsDeclared: "every manifest declares `platforms:` (the workspace floor)"
        case .platformFloor:
            "each declared platform floor covers the known APIs the package's sources use"
        case .linuxOnlyImport:
            "Glibc, Musl and FoundationNetworking are imported only under `#if canImport(...)`"
        case .linuxOnlySymbol:
            "Linux-only symbols (SOCK_CLOEXEC, epoll_*, Glibc.x, ...) only under `#if canImport(...)`"
        case .invalidSuppression: "a suppression names a known rule and gives a reason"
        }
    }
}
