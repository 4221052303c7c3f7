import AppCore
import Auth
import Foundation
import Main
import RootSwitchCommands
import Routing
import RoutingTools
import Testing

/// `rootswitch --apple-app-site-association --app-id ID`: the file of the App's universal-link
/// host, made from the App's own deep links, naming real apps only.
@Suite @MainActor struct CLIAppSiteAssociationTests {
    static let appID = "ABCDE12345.\(AppRoute.bundleIdentifier)"

    @Test func printsTheFileOfEveryAppPattern() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }

        let run = try cli.run(
            "", arguments: ["--apple-app-site-association", "--app-id", Self.appID],
            stateDir: false)

        #expect(run.status == 0, "\(run.stderr)")
        let file = try JSONDecoder().decode(AppSiteAssociation.self, from: Data(run.stdout.utf8))
        #expect(file == (try AppRoute.appSiteAssociation(appIDs: [Self.appID])))
        #expect(file.applinks.details.map(\.appIDs) == [[Self.appID]])
        #expect(file.webcredentials?.apps == [Self.appID])
        let claims = file.applinks.details.first?.components.filter { $0.exclude == nil } ?? []
        // Every feature's links, the linked features' (a scaffolded one's) included.
        // Typed step by step: as one expression, it took the compiler 10 s to type-check.
        var templates: Set<String> = Set(AuthFeature.deepLinks.map(\.template))
        templates.formUnion(MainFeature.deepLinks.map(\.template))
        templates.formUnion(LinkedFeatureEntry.all.flatMap(\.linkTemplates))
        let claimed: Set<String> = Set(
            claims.flatMap { ($0.comment ?? "").split(separator: ", ").map(String.init) })
        #expect(claimed == templates)
        #expect(claims.contains { $0.path == "/items/?*" })
        // `/search` once: a link without `q` opens the search tab.
        #expect(claims.filter { $0.path == "/search" }.map(\.query) == [nil])
    }

    /// Without an app ID the App declares none (no team has signed it), and a placeholder is
    /// no app ID: no file meant to be served is printed then.
    @Test(arguments: [[], ["--app-id", "TEAMID.dev.rootswitch.app"]])
    func aFileWithoutARealAppIsRefused(appID: [String]) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }

        let run = try cli.run(
            "", arguments: ["--apple-app-site-association"] + appID, stateDir: false)

        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("rootswitch: "))
        #expect(run.stderr.contains(appID.isEmpty ? "--app-id ABCDE12345" : "ten letters"))
    }

    @Test func anAppIDGoesWithTheFile() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }

        let run = try cli.run("", arguments: ["--app-id", Self.appID], stateDir: false)

        #expect(run.status == 64)
        #expect(run.stderr.contains("--app-id goes with --apple-app-site-association"))
    }

    /// Each path the file claims, with a sample value for each `?*`, opens a screen of the App.
    @Test func everyClaimedPathResolvesInTheApp() throws {
        let table = try AppRoute.deepLinkTable(linking: LinkedFeatureEntry.all)
        let components = try AppRoute.appSiteAssociation(appIDs: [Self.appID]).applinks
            .details[0].components.filter { $0.exclude == nil }

        for component in components {
            let path = component.path.replacingOccurrences(of: "?*", with: "7")
            let query = (component.query ?? [:]).sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value.replacingOccurrences(of: "*", with: "tea"))" }
            let url =
                "https://\(AppRoute.universalLinkHost)\(path)"
                + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            #expect(throws: Never.self, "\(url)") { try table.resolve(url) }
        }
    }

    @Test func theOptionsAreInTheHelp() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }

        let run = try cli.run("", arguments: ["--help"], stateDir: false)

        #expect(run.stdout.contains("--apple-app-site-association [--app-id ID]"))
        #expect(run.stdout.contains("  --app-id ID"))
    }
}
