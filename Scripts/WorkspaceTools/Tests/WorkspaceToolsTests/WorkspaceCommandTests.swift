import Foundation
import Testing
import WorkspaceTools

/// The one executable's subcommands: their help, their refusals (exit 2), and what
/// `feature-claims` answers `Scripts/new-feature`.
@Suite struct WorkspaceCommandTests {
    @Test func helpListsEverySubcommand() {
        let help = WorkspaceCommand.run(["--help"])
        #expect(help.status == 0)
        for name in ["check-boundaries", "affected", "graph", "feature-claims"] {
            #expect(help.output.contains("  \(name) "), "\(name)")
        }
    }

    /// Each subcommand's help comes from its declared options, and the rules' from the rules.
    @Test(arguments: [
        ("check-boundaries", "Usage: Scripts/check-boundaries [--root DIR] [--json] [--help]"),
        ("check-boundaries", "  linux-only-symbol      Linux-only symbols"),
        ("affected", "Usage: Scripts/affected [--root DIR] [--base REF] [--all] [--json] [--help]"),
        ("graph", "  --include-tests  show test targets too"),
        ("feature-claims", "[--toolchain-modules] [--help] [NAME]"),
    ])
    func subcommandHelpSaysHowToRunIt(subcommand: String, line: String) {
        let help = WorkspaceCommand.run([subcommand, "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains(line), "\(help.output)")
    }

    static let refusals: [(arguments: [String], message: String)] = [
        ([], "workspace-tools: no subcommand"),
        (["bogus"], "workspace-tools: unknown subcommand 'bogus'"),
        (["check-boundaries", "--root"], "check-boundaries: --root needs a value"),
        (["check-boundaries", "--verbose"], "check-boundaries: unknown argument '--verbose'"),
        (
            ["check-boundaries", "--root", "/no/such/folder"],
            "check-boundaries: no Package.swift in /no/such/folder"
        ),
        (["graph", "extra"], "graph: unexpected argument 'extra'"),
        (["feature-claims"], "feature-claims: give one NAME, or --list"),
        (["feature-claims", "A", "B"], "feature-claims: give one NAME, or --list"),
    ]

    @Test(arguments: refusals)
    func refusesBadUsage(arguments: [String], message: String) {
        let run = WorkspaceCommand.run(arguments)
        #expect(run.status == 2)
        #expect((run.output + run.errors).contains(message), "\(run.errors)")
    }

    /// What the fixture's features claim: Main a route path and a deep link, both features
    /// their tabs. A name is compared ignoring case.
    @Test(arguments: [
        (
            "Profile", 1,
            "'Profile' clashes with Packages/Features/Main: route path /profile/<int:id> (Packages/Features/Main/Sources/Main/MainRoute.swift:3)"
        ),
        (
            "settings", 1,
            "deep link profile/settings (Packages/Features/Main/Sources/Main/MainRoute.swift:6)"
        ),
        ("Wallet", 1, "'Wallet' clashes with Packages/Features/Auth: tab wallet"),
        ("Payments", 0, ""),
    ])
    func featureClaimsTellsWhetherANameIsTaken(name: String, status: Int32, says: String) throws {
        var fixture = WorkspaceFixture.standard()
        defer { fixture.remove() }
        fixture.files["Packages/Features/Main/Sources/Main/MainRoute.swift"] = #"""
            enum MainRoute: Route, CustomStringConvertible {
                case profile(Int)
                var description: String { "/profile/<int:id>" }
            }
            // DeepLinkPattern("wallet") in a comment claims nothing.
            let link = DeepLinkPattern<MainRoute>("profile/settings", route: { _ in .profile(1) })
            """#
        fixture.files["Packages/Features/Auth/Sources/Auth/AuthTab.swift"] =
            "enum AuthTab: String {\n    case wallet, cards\n    var title: String { \"/Wallet\" }\n}\n"
        try fixture.write()
        let run = WorkspaceCommand.run([
            "feature-claims", "--root", fixture.root.path(percentEncoded: false), name,
        ])
        #expect(run.status == status, "\(run.output)\(run.errors)")
        #expect(says.isEmpty ? run.output.isEmpty : run.output.contains(says), "\(run.output)")
        let list = WorkspaceCommand.run([
            "feature-claims", "--root", fixture.root.path(percentEncoded: false), "--list",
        ])
        #expect(list.output.split(separator: "\n").count == 4, "\(list.output)")
    }
}
