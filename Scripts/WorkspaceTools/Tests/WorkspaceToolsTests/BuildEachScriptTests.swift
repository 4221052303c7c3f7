import Foundation
import Testing

/// Scripts/build-each on a workspace of two packages whose manifests name a target without
/// sources, so that each `swift build` fails at once: every package is built and reported,
/// unless `--fail-fast` (what Scripts/test's package lane passes) stops it at the first.
@Suite struct BuildEachScriptTests {
    @Test func everyPackageIsBuiltAndEveryFailureReported() throws {
        let workspace = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let run = try ScriptRun(["bash", "Scripts/build-each", "--jobs", "1"], in: workspace)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.output.contains("FAILED  Packages/Core/Alpha: build"), "\(run.output)")
        #expect(run.output.contains("FAILED  Packages/Core/Beta: build"), "\(run.output)")
        #expect(
            run.output.contains(
                "build-each: 2 of 2 package(s) failed: Packages/Core/Alpha Packages/Core/Beta\n"),
            "\(run.output)")
    }

    @Test func failFastStartsNoPackageAfterAFailure() throws {
        let workspace = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let run = try ScriptRun(
            ["bash", "Scripts/build-each", "--jobs", "1", "--fail-fast"], in: workspace)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.output.contains("FAILED  Packages/Core/Alpha: build"), "\(run.output)")
        // Why, in SwiftPM's words: the manifest's target has no sources, so nothing builds.
        #expect(run.output.contains("  error: The package does not contain a buildable target."))
        #expect(!run.output.contains("FAILED  Packages/Core/Beta"), "\(run.output)")
        #expect(
            run.output.contains(
                "skipped Packages/Core/Beta: a package before it failed (--fail-fast)"),
            "\(run.output)")
        #expect(
            run.output.contains(
                "build-each: 1 of 2 package(s) failed: Packages/Core/Alpha; 1 not started "
                    + "(--fail-fast)"),
            "\(run.output)")
        let logs = workspace.appending(path: ".build/build-each")
        #expect(FileManager.default.fileExists(atPath: logs.appending(path: "Core-Alpha.log").path))
        #expect(!FileManager.default.fileExists(atPath: logs.appending(path: "Core-Beta.log").path))
    }

    /// A folder with this workspace's build-each and the test-report it calls, and two Core
    /// packages whose one target has no sources.
    private static func workspace() throws -> URL {
        let files = FileManager.default
        let root = files.temporaryDirectory.appending(path: "build-each-\(UUID().uuidString)")
        try files.createDirectory(
            at: root.appending(path: "Scripts"), withIntermediateDirectories: true)
        for script in ["build-each", "test-report"] {
            try files.copyItem(
                at: RealWorkspaceTests.root.appending(path: "Scripts/\(script)"),
                to: root.appending(path: "Scripts/\(script)"))
        }
        for name in ["Alpha", "Beta"] {
            let package = root.appending(path: "Packages/Core/\(name)")
            try files.createDirectory(at: package, withIntermediateDirectories: true)
            let manifest = """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])

                """
            try Data(manifest.utf8).write(to: package.appending(path: "Package.swift"))
        }
        return root
    }
}
