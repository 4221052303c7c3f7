import BoundaryCheck
import Foundation
import Testing
import WorkspaceModel

/// The loader against real SwiftPM. Each cold load evaluates every manifest (about half a
/// second each), so these tests keep to few workspaces and few manifests.
@Suite struct WorkspaceLoaderTests {
    @Test func readsWhatTheFixtureDeclaresAndCachesIt() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.addNestedPackageWithURLDependency()
        try fixture.write()
        let cache = fixture.root.appending(path: ".cache")
        let loader = WorkspaceLoader(cacheDirectory: cache)

        let cold = try loader.load(root: fixture.root)
        #expect(cold.packages == fixture.workspace.packages)
        #expect(cold.manifestsEvaluated == 6)

        let warm = try loader.load(root: fixture.root)
        #expect(warm.packages == cold.packages)
        #expect(warm.manifestsEvaluated == 0)

        // Editing one manifest re-evaluates that one only.
        fixture[package: "Packages/Core/Analytics"].targets.append(
            FixtureTarget(name: "AnalyticsLive"))
        try fixture.write()
        let edited = try loader.load(root: fixture.root)
        #expect(edited.manifestsEvaluated == 1)
        #expect(
            edited.package(inDirectory: "Packages/Core/Analytics")?.target(named: "AnalyticsLive")
                != nil)
    }

    @Test func plantedManifestViolationsAreFoundThroughSwiftPM() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Features/Main"].pathDependencies.append("Packages/Features/Auth")
        fixture[package: "Packages/Core/Analytics"].pathDependencies.append("Packages/Core/Routing")
        fixture[package: "Packages/Features/Auth"].urlDependencies.append(
            "https://example.com/tool.git")
        try fixture.write()
        let workspace = try WorkspaceLoader(cacheDirectory: fixture.root.appending(path: ".cache"))
            .load(root: fixture.root)
        let report = try BoundaryChecker().check(workspace)
        #expect(
            report.findings.map { "\($0.path) \($0.rule.rawValue)" } == [
                "Packages/Core/Analytics/Package.swift package-cycle",
                "Packages/Features/Auth/Package.swift no-third-party",
                "Packages/Features/Main/Package.swift feature-to-feature",
            ])
    }

    @Test func missingRootIsAnError() {
        let missing = FileManager.default.temporaryDirectory.appending(
            path: "no-workspace-\(UUID().uuidString)")
        #expect(throws: WorkspaceError.self) {
            try WorkspaceLoader().load(root: missing)
        }
        do {
            _ = try WorkspaceLoader().load(root: missing)
        } catch {
            #expect(error.code == .rootNotFound)
            #expect(error.reason.contains(missing.lastPathComponent))
        }
    }

    @Test func brokenManifestReportsSwiftPMsMessage() throws {
        let fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        try fixture.write(
            "Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: 42)\n"
        )
        do {
            _ = try WorkspaceLoader(cacheDirectory: fixture.root.appending(path: ".cache")).load(
                root: fixture.root)
            Issue.record("a broken manifest loaded")
        } catch {
            #expect(error.code == .manifestInvalid)
            #expect(error.reason.hasPrefix("Package.swift: "))
            #expect(error.reason.contains("error"))
        }
    }
}
