import Foundation
import Testing

/// Scripts/docs. Usage is checked on the real workspace, where it builds nothing. The checks
/// that fail a package run on a scratch copy of the smallest Core package, Analytics (built
/// once, about 10 s from scratch), with one problem planted at a time.
@Suite struct DocsScriptTests {
    static let root = RealWorkspaceTests.root

    @Test func answersHelp() throws {
        let help = try ScriptRun(["bash", "Scripts/docs", "--help"], in: Self.root)
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: Scripts/docs"))
        #expect(help.output.contains("--warnings-as-errors"))
        #expect(help.errors.isEmpty)
    }

    static let badUsage: [(arguments: [String], message: String)] = [
        (["--bogus"], "unknown option '--bogus'"),
        (["--output"], "--output needs a folder"),
        (["--modules", "/no/such/folder"], "--modules: no folder"),
        (["Payments"], "no package 'Payments' under Packages/Core or Packages/Features"),
    ]

    @Test(arguments: badUsage)
    func refusesBadUsage(arguments: [String], message: String) throws {
        let refused = try ScriptRun(["bash", "Scripts/docs"] + arguments, in: Self.root)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("Scripts/docs: \(message)"), "\(refused.errors)")
        #expect(refused.output.isEmpty)
    }

    /// The script and the Analytics package (manifest, sources, catalog, tests), copied.
    private struct Scratch {
        let root = FileManager.default.temporaryDirectory.appending(
            path: "docs-script-\(UUID().uuidString)")
        static let package = "Packages/Core/Analytics"

        init() throws {
            for path in ["Scripts/docs", "\(Self.package)/Package.swift"]
                + [
                    "Sources", "Tests",
                ].map({ "\(Self.package)/\($0)" })
            {
                let target = root.appending(path: path)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(
                    at: DocsScriptTests.root.appending(path: path), to: target)
            }
        }

        func docs() throws -> ScriptRun {
            try ScriptRun(["bash", "Scripts/docs", "--output", "out", "Analytics"], in: root)
        }

        /// Replaces `old` with `new` in the file at `path` (relative to the package).
        func edit(_ path: String, replacing old: String, with new: String) throws {
            let url = root.appending(path: "\(Self.package)/\(path)")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old), "\(path) no longer says \(old)")
            try text.replacing(old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }

        /// Writes `text` to the file at `path` (relative to the package), making its folder.
        func write(_ path: String, _ text: String) throws {
            let url = root.appending(path: "\(Self.package)/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    @Test func failsOnEachPlantedProblem() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let clean = try scratch.docs()
        #expect(clean.status == 0, "\(clean.errors)")
        #expect(clean.output.contains("ok      Analytics  out/Analytics.doccarchive"))

        let client = "Sources/Analytics/AnalyticsClient.swift"
        try scratch.edit(client, replacing: "``NoopAnalytics``", with: "``NoSuchAnalytics``")
        let brokenLink = try scratch.docs()
        #expect(brokenLink.status == 1)
        #expect(brokenLink.errors.contains("\(Scratch.package)/\(client):"), "\(brokenLink.errors)")
        #expect(brokenLink.errors.contains("NoSuchAnalytics"))
        #expect(brokenLink.errors.contains("FAILED  Analytics: docc reported"))
        try scratch.edit(client, replacing: "``NoSuchAnalytics``", with: "``NoopAnalytics``")

        try scratch.edit(
            "Sources/Analytics/Analytics.docc/Analytics.md", replacing: "- ``NoopAnalytics``\n",
            with: "")
        let uncurated = try scratch.docs()
        #expect(uncurated.status == 1)
        #expect(uncurated.errors.contains("  NoopAnalytics\n"), "\(uncurated.errors)")
        #expect(uncurated.errors.contains("in no group of the root page's `## Topics`"))
        try scratch.edit(
            "Sources/Analytics/Analytics.docc/Analytics.md", replacing: "- ``AnalyticsEvent``\n",
            with: "- ``AnalyticsEvent``\n- ``NoopAnalytics``\n")

        try scratch.edit(
            "Sources/Analytics/Analytics.docc/GettingStarted.md",
            replacing: "quiet.track(.screenViewed(\"home\"))",
            with: "quiet.track(.screenViewed(\"away\"))")
        let untested = try scratch.docs()
        #expect(untested.status == 1)
        #expect(
            untested.errors.contains("Analytics.docc/GettingStarted.md:"), "\(untested.errors)")
        #expect(untested.errors.contains("let quiet = NoopAnalytics()"))
        #expect(untested.errors.contains("in no test under"))

        // Another module of the package with a catalog of its own is documented and checked.
        let catalog = "Sources/CodedErrors/CodedErrors.docc/CodedErrors.md"
        try scratch.write(catalog, "# ``CodedErrors``\n\nErrors that carry a code.\n")
        let secondUncurated = try scratch.docs()
        #expect(secondUncurated.errors.contains("  CodedError\n"), "\(secondUncurated.errors)")
        #expect(secondUncurated.errors.contains("FAILED  CodedErrors: these public symbols"))
        try scratch.edit(
            catalog, replacing: "code.\n",
            with: "code.\n\n## Topics\n\n### Errors\n\n- ``CodedError``\n")
        let second = try scratch.docs()
        #expect(second.output.contains("ok      CodedErrors  out/CodedErrors.doccarchive"))
    }
}
