import Foundation
import WorkspaceTools

/// A scratch git repository holding the standard fixture workspace (Analytics <- Routing <-
/// Auth, Main; the root on all of them) and a tooling package in Scripts/WorkspaceTools, all
/// committed, with `origin/main` at that commit: the base `affected` compares with.
struct AffectedRepository {
    let fixture = WorkspaceFixture.standard()
    var root: URL { fixture.root }

    /// Every package, in the tool's order: what a change to the tooling affects.
    static let everything = [
        "Packages/Core/Analytics", "Packages/Core/Routing", "Packages/Features/Auth",
        "Packages/Features/Main", "Scripts/WorkspaceTools", ".",
    ]

    init() throws {
        try fixture.write()
        try fixture.write(
            "Scripts/WorkspaceTools/Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
                + "let package = Package(name: \"WorkspaceTools\")\n")
        try fixture.write(".gitignore", ".build/\n")
        try fixture.write("README.md", "# Fixture\n")
        try git("init", "--quiet", "--initial-branch=main")
        try commit("the fixture")
        try git("update-ref", "refs/remotes/origin/main", "HEAD")
    }

    /// Appends a line to `path` (creating it), so that it shows as changed.
    func change(_ path: String) throws {
        let url = root.appending(path: path)
        let old = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        try fixture.write(path, old + "// changed\n")
    }

    func commit(_ message: String) throws {
        try git("add", "--all")
        try git(
            "-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "--quiet",
            "--allow-empty", "-m", message)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> ScriptRun {
        let run = try ScriptRun(["git"] + arguments, in: root)
        guard run.status == 0 else {
            throw GitFailure(arguments: arguments, errors: run.errors)
        }
        return run
    }

    /// `workspace-tools affected` on the repository, run in this process, the fixture
    /// answering for SwiftPM.
    func affected(_ arguments: String...) -> ScriptRun {
        affected(arguments)
    }

    func affected(_ arguments: [String]) -> ScriptRun {
        let loader = fixture.loader
        let run = WorkspaceCommand.run(
            ["affected", "--root", root.path(percentEncoded: false)] + arguments
        ) { _ in loader }
        return ScriptRun(status: run.status, output: run.output, errors: run.errors)
    }

    func remove() { fixture.remove() }

    struct GitFailure: Error {
        var arguments: [String]
        var errors: String
    }
}
