import Foundation
import Testing

/// `Scripts/new-feature` on a copy of this very workspace, a screen added to what it wrote as
/// Routing's "Adding a screen" says, then every check of the README's test command
/// (`Scripts/test`) that applies to a package, run by the same scripts on the feature: lint,
/// boundaries (`Scripts/check-boundaries`), the build with warnings as errors and its tests
/// (`Scripts/build-each --test`), and the docs (`Scripts/docs`). So a change to `FeatureAPI`,
/// `LinkedFeature`, a check or the conventions that the template does not follow fails here at
/// once, not after a team's first `Scripts/new-feature` or its first screen.
///
/// Building the whole App with the new feature is the `scaffold` job of the GitHub workflow.
@Suite struct ScaffoldGreenTests {
    /// A scratch folder kept between runs, so that the feature's build stays incremental; the
    /// copy in it is made afresh each run.
    static let scratch = RealWorkspaceTests.root.appending(path: ".build/scaffold-check")

    @Test func aScaffoldedFeaturePassesEveryCheckOfTheTestCommand() throws {
        let copy = try Self.freshCopy()
        // The README's example name, or Wallet2, Wallet3, ... once a team has used it.
        let scaffold = try FeatureScaffold(
            firstFreeNameFrom: "Wallet", in: copy, environment: ToolBinary.environment)
        let name = scaffold.name
        try #require(scaffold.run.status == 0, "\(name): \(scaffold.run.errors)")
        #expect(scaffold.run.output.contains("Edited App/Sources/AppCore/LinkedFeatures.swift"))
        let package = "Packages/Features/\(name)"
        try Self.addScreen(to: copy.appending(path: "\(package)/Sources/\(name)"), name)
        let build = Self.scratch.appending(path: "feature-build").path(percentEncoded: false)
        func run(_ arguments: String...) throws -> ScriptRun {
            try ScriptRun(arguments, in: copy, environment: ToolBinary.environment)
        }

        let lint = try run(
            "swift", "format", "lint", "--strict", "--configuration", ".swift-format", "-r",
            package,
            "Package.swift", "App/Sources/AppCore/LinkedFeatures.swift")
        #expect(lint.status == 0, "\(lint.errors)")

        let boundaries = try run("bash", "Scripts/check-boundaries")
        #expect(boundaries.status == 0, "\(boundaries.output)\(boundaries.errors)")

        let built = try run(
            "bash", "Scripts/build-each", "--test", package, "--", "--scratch-path", build,
            // As Scripts/test compiles: no debug information, no index of the toolchain's modules.
            "-Xswiftc", "-gnone", "-Xswiftc", "-index-ignore-system-modules")
        try #require(built.status == 0, "\(built.output)\(built.errors)")
        #expect(built.output.contains("ok      \(package): "), "\(built.output)")

        let modules = URL(filePath: build).appending(path: "debug/Modules").path(
            percentEncoded: false)
        let docs = try run("bash", "Scripts/docs", "--modules", modules, name)
        #expect(docs.status == 0, "\(docs.output)\(docs.errors)")
        #expect(docs.output.contains("ok      \(name)"), "\(docs.output)")
    }

    /// Adds a screen, `page(id:)` opened by `NAME/pages/<int:id>`, in the files Routing's
    /// "Adding a screen" names for a feature package (its model, a third file, is optional):
    /// the scaffold keeps passing every check once a team adds its first screen.
    private static func addScreen(to sources: URL, _ name: String) throws {
        let lower = name.lowercased()
        try edit(
            sources.appending(path: "\(name)Route.swift"),
            replacing: "    case home\n",
            with: "    case home\n    /// A page of the feature.\n    case page(id: Int)\n")
        try edit(
            sources.appending(path: "\(name)Route.swift"),
            replacing: "route: .home)\n",
            with: """
                route: .home),
                            DeepLinkPattern(
                                "\(lower)/pages/<int:id>", route: { .page(id: try $0.int("id")) },
                                parameters: { if case .page(let id) = $0 { ["id": id] } else { nil } }),

                """)
        try edit(
            sources.appending(path: "\(name)Coordinator.swift"),
            replacing: "        }\n    }\n\n    func start() {",
            with: """
                        case .page(let id):
                            Screen(title: "Page \\(id)", content: [], actions: [])
                        }
                    }

                    func start() {
                """)
    }

    /// Replaces the one occurrence of `old` in the file at `url`.
    private static func edit(_ url: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(
            text.components(separatedBy: old).count == 2,
            "\(url.lastPathComponent) no longer holds \(old.debugDescription) once")
        try text.replacingOccurrences(of: old, with: new).write(
            to: url, atomically: true, encoding: .utf8)
    }

    /// This workspace's sources, copied afresh into the scratch folder (build folders and the
    /// copy's own `.build` kept).
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
                "tar --exclude='.build*' --exclude=.git --exclude=.swiftpm -cf - . | tar -xf - -C \"$0\"",
                copy.path(percentEncoded: false),
            ], in: RealWorkspaceTests.root)
        try #require(copied.status == 0, "\(copied.errors)")
        return copy
    }
}
