import Foundation
import Testing

/// Scripts/api-check, run for real on a scratch repository holding one tiny Core package:
/// a removed public function is a break, and the allowlist lets a deliberate one through.
@Suite struct APICheckScriptTests {
    static let script = RealWorkspaceTests.root.appending(path: "Scripts/api-check")

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Tiny", products: [.library(name: "Tiny", targets: ["Tiny"])],
            targets: [.target(name: "Tiny")])
        """

    static let source = """
        public struct Greeter {
            public init() {}
            public func greet() -> String { "hello" }
            public func wave() -> String { "o/" }
        }
        """

    @Test func removedFunctionIsABreakUnlessAllowed() throws {
        let repository = try makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let package = repository.appending(path: "Packages/Core/Tiny")
        let unchanged = try ScriptRun(["bash", "Scripts/api-check", "HEAD"], in: repository)
        #expect(unchanged.status == 0, "\(unchanged.output)\(unchanged.errors)")
        #expect(unchanged.output.contains("Tiny/Tiny: no break"))

        try Self.source.replacingOccurrences(
            of: "    public func wave() -> String { \"o/\" }\n", with: ""
        ).write(
            to: package.appending(path: "Sources/Tiny/Tiny.swift"), atomically: true,
            encoding: .utf8)
        let broken = try ScriptRun(["bash", "Scripts/api-check", "HEAD"], in: repository)
        #expect(broken.status == 1)
        #expect(broken.output.contains("Packages/Core/Tiny: error: Tiny breaks its API"))
        let line = try #require(
            broken.output.split(separator: "\n").first { $0.contains("wave()") })

        try "\(line.trimmingCharacters(in: .whitespaces))\n".write(
            to: package.appending(path: "api-breakage-allowlist.txt"), atomically: true,
            encoding: .utf8)
        let allowed = try ScriptRun(["bash", "Scripts/api-check", "HEAD"], in: repository)
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.errors)")
    }

    @Test(
        arguments: [
            (["--help"], 0), (["--frobnicate"], 2), (["no-such-revision"], 2),
            (["--package", "Nowhere"], 2), (["HEAD", "HEAD"], 2),
        ] as [([String], Int32)])
    func optionsAndBadArguments(arguments: [String], status: Int32) throws {
        let repository = try makeRepository()
        defer { try? FileManager.default.removeItem(at: repository) }
        let run = try ScriptRun(["bash", "Scripts/api-check"] + arguments, in: repository)
        #expect(run.status == status, "\(run.output)\(run.errors)")
        if status == 2 { #expect(!run.errors.isEmpty) }
    }

    /// A git repository with the script and one committed Core package, `Tiny`.
    private func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(
            path: "api-check-\(UUID().uuidString)", directoryHint: .isDirectory)
        let package = root.appending(path: "Packages/Core/Tiny")
        try FileManager.default.createDirectory(
            at: package.appending(path: "Sources/Tiny"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appending(path: "Scripts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.script, to: root.appending(path: "Scripts/api-check"))
        try Self.manifest.write(
            to: package.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try Self.source.write(
            to: package.appending(path: "Sources/Tiny/Tiny.swift"), atomically: true,
            encoding: .utf8)
        try "/Packages/Core/Tiny/.build\n".write(
            to: root.appending(path: ".gitignore"), atomically: true, encoding: .utf8)
        for command in [
            ["git", "init", "-q"], ["git", "add", "."],
            [
                "git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm",
                "base",
            ],
        ] {
            let step = try ScriptRun(command, in: root)
            try #require(step.status == 0, "\(command): \(step.errors)")
        }
        return root
    }
}
