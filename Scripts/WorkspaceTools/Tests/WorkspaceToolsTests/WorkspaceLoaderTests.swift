import Foundation
import Testing
import WorkspaceTools

/// The loader against real SwiftPM: `swift package dump-package` answers for each manifest
/// (about half a second each), so these tests keep to few workspaces.
@Suite struct WorkspaceLoaderTests {
    @Test func readsWhatSwiftPMAnswersAndCachesIt() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.addNestedPackageWithURLDependency()
        try fixture.write()
        let loader = WorkspaceLoader(cache: fixture.root.appending(path: ".cache"))

        let cold = try loader.load(root: fixture.root)
        #expect(cold.packages == (try fixture.load()).packages)
        #expect(cold.manifestsEvaluated == 6)

        let warm = try loader.load(root: fixture.root)
        #expect(warm.packages == cold.packages)
        #expect(warm.manifestsEvaluated == 0)

        // Editing one manifest asks about that one only.
        fixture[package: "Packages/Core/Analytics"].targets.append(
            FixtureTarget(name: "AnalyticsLive"))
        try fixture.write()
        let edited = try loader.load(root: fixture.root)
        #expect(edited.manifestsEvaluated == 1)
        #expect(edited.packages == (try fixture.load()).packages)
    }

    @Test func plantedManifestViolationsAreFoundThroughSwiftPM() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture[package: "Packages/Features/Main"].pathDependencies.append("Packages/Features/Auth")
        fixture[package: "Packages/Core/Analytics"].pathDependencies.append("Packages/Core/Routing")
        fixture[package: "Packages/Features/Auth"].urlDependencies.append(
            "https://example.com/tool.git")
        try fixture.write()
        let workspace = try WorkspaceLoader(cache: nil).load(root: fixture.root)
        let report = try BoundaryCheck.run(workspace)
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
        #expect {
            try WorkspaceLoader(cache: nil).load(root: missing)
        } throws: { error in
            (error as? ToolError)?.code == .rootNotFound
                && (error as? ToolError)?.reason.contains(missing.lastPathComponent) == true
        }
    }

    /// A manifest SwiftPM refuses, with what SwiftPM says, on the manifest's path.
    @Test(arguments: [
        ("Package.swift", "let package = Package(name: 42)", "error"),
        (
            "Packages/Features/Main/Package.swift",
            "let package = Package(name: \"Main\", targets: [.target(name: \"Main\", dependencies: [.product(name: \"Auth\", package: \"Auth\")])])",
            "unknown package 'Auth'"
        ),
    ])
    func brokenManifestReportsSwiftPMsMessage(path: String, declaration: String, says: String)
        throws
    {
        let fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        try fixture.write()
        try fixture.write(
            path, "// swift-tools-version: 6.0\nimport PackageDescription\n\(declaration)\n")
        #expect {
            try WorkspaceLoader(cache: nil).load(root: fixture.root)
        } throws: { error in
            guard let error = error as? ToolError else { return false }
            return error.code == .manifestInvalid && error.reason.hasPrefix(path + ": ")
                && error.reason.contains(says)
        }
    }
}
