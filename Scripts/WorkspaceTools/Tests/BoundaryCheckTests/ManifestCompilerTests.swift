import Foundation
import Testing
import WorkspaceModel

/// Manifests compiled together must mean what they mean to SwiftPM: the same model as
/// `swift package dump-package`, and SwiftPM's own answer for any manifest the compiled path
/// cannot take as SwiftPM would.
@Suite struct ManifestCompilerTests {
    /// Whether this toolchain lets manifests compile together: Linux's ships the shared
    /// PackageDescription library it needs; elsewhere SwiftPM evaluates every manifest.
    #if os(Linux)
        static let compiles = true
    #else
        static let compiles = false
    #endif

    private func load(_ root: URL, compiling: Bool) throws -> Workspace {
        try WorkspaceLoader(
            cacheDirectory: root.appending(path: ".cache-\(compiling)"),
            compilesManifests: compiling
        ).load(root: root)
    }

    @Test func compiledManifestsMatchSwiftPMOnTheFixture() throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.addNestedPackageWithURLDependency()
        try fixture.write()
        let compiled = try load(fixture.root, compiling: true)
        let swiftPM = try load(fixture.root, compiling: false)
        #expect(compiled.manifestsEvaluated == 6)
        #expect(compiled.manifestsEvaluatedBySwiftPM == (Self.compiles ? 0 : 6))
        #expect(swiftPM.manifestsEvaluatedBySwiftPM == 6)
        #expect(compiled.packages == swiftPM.packages)
        #expect(compiled.packages == fixture.workspace.packages)
    }

    @Test func compiledManifestsMatchSwiftPMOnTheRealWorkspace() throws {
        let root = RealWorkspaceTests.root
        let cache = FileManager.default.temporaryDirectory.appending(
            path: "manifest-compiler-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let compiled = try WorkspaceLoader(cacheDirectory: cache.appending(path: "compiled"))
            .load(root: root)
        let swiftPM = try WorkspaceLoader(
            cacheDirectory: cache.appending(path: "swiftpm"), compilesManifests: false
        ).load(root: root)
        #expect(
            compiled.manifestsEvaluatedBySwiftPM
                == (Self.compiles ? 0 : compiled.manifestsEvaluated))
        #expect(compiled.packages == swiftPM.packages)
    }

    /// Reading `Context` (which SwiftPM fills per package), a top-level `extension` (which
    /// cannot move into a function) and a product of an undeclared package (which SwiftPM's
    /// validation rejects) each send that manifest, and only it, to SwiftPM.
    @Test(arguments: [
        ("import Foundation\n", "let folder = Context.packageDirectory\n", true),
        ("", "extension Array { var twice: [Element] { self + self } }\n", true),
        ("", "", false),
    ])
    func manifestsTheCompiledPathCannotTakeGoToSwiftPM(
        imports: String, prelude: String, valid: Bool
    ) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        if !valid {
            fixture[package: "Packages/Features/Main"][target: "Main"].dependencies.append(
                .product(name: "Auth", package: "Auth"))
        }
        try fixture.write()
        let path = "Packages/Features/Main/Package.swift"
        let manifest = fixture[package: "Packages/Features/Main"].manifest
            .replacingOccurrences(
                of: "import PackageDescription\n",
                with: "import PackageDescription\n" + imports + prelude)
        try fixture.write(path, manifest)
        let loader = WorkspaceLoader(cacheDirectory: fixture.root.appending(path: ".cache"))
        guard valid else {
            #expect(throws: WorkspaceError.self) { try loader.load(root: fixture.root) }
            do {
                _ = try loader.load(root: fixture.root)
            } catch {
                #expect(error.code == .manifestInvalid)
                #expect(error.reason.hasPrefix(path + ": "))
                #expect(error.reason.contains("unknown package 'Auth'"))
            }
            return
        }
        let workspace = try loader.load(root: fixture.root)
        #expect(workspace.manifestsEvaluated == 5)
        #expect(workspace.manifestsEvaluatedBySwiftPM == (Self.compiles ? 1 : 5))
        #expect(workspace.packages == fixture.workspace.packages)
    }
}
