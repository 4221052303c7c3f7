import Foundation
import Testing
import WorkspaceTools

/// `workspace-tools affected` on a scratch repository: a change planted per rule, committed or
/// not, and the packages printed for it. (`Scripts/affected` only builds the tool and runs it
/// with `--root`, as `Scripts/check-boundaries` does.)
@Suite struct AffectedPackagesTests {
    static let rules: [(change: String, affected: [String])] = [
        // The examples: Routing reaches every feature and the App; Main only itself
        // and the App; a README nothing.
        (
            "Packages/Core/Routing/Sources/Routing/Router.swift",
            ["Packages/Core/Routing", "Packages/Features/Auth", "Packages/Features/Main", "."]
        ),
        ("Packages/Features/Main/Sources/Main/MainFeature.swift", ["Packages/Features/Main", "."]),
        ("README.md", []),
        // Transitively: Analytics <- Routing <- the features.
        (
            "Packages/Core/Analytics/Package.swift",
            AffectedRepository.everything.filter { !$0.hasPrefix("Scripts") }
        ),
        (
            "Packages/Features/Auth/Tests/AuthTests/AuthFeatureTests.swift",
            ["Packages/Features/Auth", "."]
        ),
        ("Packages/Features/Main/README.md", []),
        ("docs/architecture.md", []),
        ("docs/graph/modules.dot", []),
        ("App/Sources/rootswitch/main.swift", ["."]),
        ("Tests/AppTests/AppTests.swift", ["."]),
        ("Package.swift", ["."]),
        ("Scripts/test", AffectedRepository.everything),
        ("Scripts/WorkspaceTools/Package.swift", AffectedRepository.everything),
        (".github/workflows/ci.yml", AffectedRepository.everything),
        (".swift-format", AffectedRepository.everything),
        ("NOTICE", AffectedRepository.everything),
    ]

    @Test(arguments: rules)
    func committedChangeAffects(change: String, affected: [String]) throws {
        let repository = try AffectedRepository()
        defer { repository.remove() }
        try repository.change(change)
        try repository.commit("change \(change)")
        let run = repository.affected("--base", "origin/main")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.split(separator: "\n").map(String.init) == affected)
        #expect(run.errors.contains("1 file(s) changed since origin/main"), "\(run.errors)")
    }

    @Test func uncommittedAndUntrackedChangesCountAndTheDefaultBaseIsOriginMain() throws {
        let repository = try AffectedRepository()
        defer { repository.remove() }
        try repository.change("Packages/Features/Main/Sources/Main/MainFeature.swift")
        try repository.change("Packages/Features/Auth/Sources/Auth/New.swift")
        let run = repository.affected()
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "Packages/Features/Auth\nPackages/Features/Main\n.\n")
        #expect(run.errors.contains("2 file(s) changed since origin/main"), "\(run.errors)")
        #expect(run.errors.contains("2 of them not committed"), "\(run.errors)")
    }

    @Test func withoutOriginMainTheNewestTagIsTheBase() throws {
        let repository = try AffectedRepository()
        defer { repository.remove() }
        try repository.git("update-ref", "-d", "refs/remotes/origin/main")
        try repository.git("tag", "v1.0.0")
        try repository.change("App/Sources/rootswitch/main.swift")
        try repository.commit("the App")
        let run = repository.affected()
        #expect(run.output == ".\n")
        #expect(run.errors.contains("since v1.0.0"), "\(run.errors)")
    }

    @Test func jsonHoldsTheListAndAMatrixWithoutTheRoot() throws {
        let repository = try AffectedRepository()
        defer { repository.remove() }
        try repository.change("Packages/Features/Main/Sources/Main/MainFeature.swift")
        try repository.commit("Main")
        let run = repository.affected("--json", "--base", "origin/main")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["packages"] as? [String] == ["Packages/Features/Main", "."])
        #expect(
            json["include"] as? [[String: String]] == [
                ["name": "Main", "path": "Packages/Features/Main"]
            ])
        #expect(json["root"] as? Bool == true)
        #expect(json["everything"] as? Bool == false)
        #expect(json["changedFiles"] as? Int == 1)
        #expect(run.output.split(separator: "\n").count == 1)

        let all = repository.affected("--all", "--json")
        let allJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [String: Any])
        #expect(allJSON["packages"] as? [String] == AffectedRepository.everything)
        #expect((allJSON["include"] as? [Any])?.count == AffectedRepository.everything.count - 1)
    }

    static let badUsage: [(arguments: [String], message: String)] = [
        (["--base", "no-such-branch"], "unknown base 'no-such-branch'"),
        (["--base"], "--base needs a value"),
        (["--bogus"], "unknown argument '--bogus'"),
        (["extra"], "unexpected argument 'extra'"),
        (["--all", "--base", "origin/main"], "--all and --base exclude each other"),
    ]

    @Test(arguments: badUsage)
    func refusesBadUsage(arguments: [String], message: String) throws {
        let repository = try AffectedRepository()
        defer { repository.remove() }
        let run = repository.affected(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains("affected: \(message)"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }
}
