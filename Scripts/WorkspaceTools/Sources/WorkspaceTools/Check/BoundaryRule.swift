/// The rules the boundary check enforces, by the id findings and suppressions use.
package enum BoundaryRule: String, CaseIterable, Codable, Sendable {
    case featureToFeature = "feature-to-feature"
    case coreToFeature = "core-to-feature"
    case packageCycle = "package-cycle"
    case featuresAppOnly = "features-app-only"
    case importsDeclaredOnly = "imports-declared-only"
    case noExportedImport = "no-exported-import"
    case noThirdParty = "no-third-party"
    case rootMirrorsPackages = "root-mirrors-packages"
    case platformsDeclared = "platforms-declared"
    case platformFloor = "platform-floor"
    case linuxOnlyImport = "linux-only-import"
    case linuxOnlySymbol = "linux-only-symbol"
    case sceneLifeCycle = "scene-life-cycle"
    case invalidSuppression = "invalid-suppression"

    /// The rule in one line, for `--help`.
    var summary: String {
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
        case .platformsDeclared:
            "every manifest declares `platforms:`, the workspace floor (iOS and macOS only)"
        case .platformFloor:
            "each declared platform floor covers the known APIs the package's sources use"
        case .linuxOnlyImport:
            "Glibc, Musl and FoundationNetworking are imported only under `#if canImport(...)`"
        case .linuxOnlySymbol:
            "Linux-only symbols (SOCK_CLOEXEC, epoll_*, Glibc.x, ...) only under `#if canImport(...)`"
        case .sceneLifeCycle:
            "shipped code takes every way in per scene: no app-delegate callback scenes replace, no launch-option key, no app-wide window"
        case .invalidSuppression: "a suppression names a known rule and gives a reason"
        }
    }
}
