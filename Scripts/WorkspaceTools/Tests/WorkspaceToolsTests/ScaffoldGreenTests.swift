import Foundation
import Testing
import WorkspaceTools

/// `Scripts/new-feature` on a copy of this very workspace: the package it generates builds
/// and passes its own tests alone, the copy passes the boundary and portability checks, and
/// every file the scaffold wrote or edited lints clean. So a change to `FeatureAPI`,
/// `LinkedFeature` or the conventions that breaks the template fails here at once.
///
/// Building the whole App with the new feature is the `scaffold` job of the GitHub workflow;
/// here only what the new package needs is built, in a scratch folder kept between runs.
@Suite struct ScaffoldGreenTests {
    /// Where the copy and its build live, kept between runs so they stay incremental.
    static let scratch = RealWorkspaceTests.root.appending(path: ".build/scaffold-check")

    @Test func aScaffoldedFeatureBuildsTestsAndPassesEveryCheck() throws {
        let copy = try Self.freshCopy()
        // The README's example name, or Wallet2, Wallet3, ... once a team has used it.
        let scaffold = try FeatureScaffold(
            firstFreeNameFrom: "Wallet", in: copy,
            environment: ToolBinary.environment)
        let name = scaffold.name
        try #require(scaffold.run.status == 0, "\(name): \(scaffold.run.errors)")
        #expect(scaffold.run.output.contains("Edited App/Sources/AppCore/LinkedFeatures.swift"))

        let package = "Packages/Features/\(name)"
        let build = Self.scratch.appending(path: "feature-build").path(percentEncoded: false)
        let built = try ScriptRun(
            [
                "swift", "build", "--build-tests", "--package-path", package, "--scratch-path",
                build, "-Xswiftc", "-warnings-as-errors",
            ], in: copy)
        try #require(built.status == 0, "\(built.output)\(built.errors)")
        let tested = try ScriptRun(
            ["swift", "test", "--skip-build", "--package-path", package, "--scratch-path", build],
            in: copy)
        #expect(tested.status == 0, "\(tested.output)\(tested.errors)")
        #expect(tested.output.contains("\(name)FeatureTests"))

        let report = try BoundaryCheck.run(WorkspaceLoader.cached(in: copy).load(root: copy))
        #expect(report.findings == [], "\(report.text)")

        let lint = try ScriptRun(
            [
                "swift", "format", "lint", "--strict", "--configuration", ".swift-format", "-r",
                package, "Package.swift", "App/Sources/AppCore/LinkedFeatures.swift",
            ], in: copy)
        #expect(lint.status == 0, "\(lint.errors)")
    }

    /// This workspace's sources, copied afresh into the scratch folder (build folders and
    /// the copy's own manifest cache kept).
    private static func freshCopy() throws -> URL {
        let copy = scratch.appending(path: "workspace")
        let files = FileManager.default
        try files.createDirectory(at: copy, withIntermediateDirectories: true)
        for entry in try files.contentsOfDirectory(atPath: copy.path(percentEncoded: false))
        where entry != ".build" {
            try files.removeItem(at: copy.appending(path: entry))
        }
        let copied = try ScriptRun(
            [
                "bash", "-c",
                "tar --exclude='.build*' --exclude=.git --exclude=.swiftpm -cf - . "
                    + "| tar -xf - -C \"$0\"",
                copy.path(percentEncoded: false),
            ], in: RealWorkspaceTests.root)
        try #require(copied.status == 0, "\(copied.errors)")
        return copy
    }
}
