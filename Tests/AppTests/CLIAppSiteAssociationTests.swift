import AppCore
import Auth
import Foundation
import Main
import Routing
import Testing

/// `rootswitch --apple-app-site-association`: the file of the App's universal-link host, made
/// from the App's own deep links.
@Suite @MainActor struct CLIAppSiteAssociationTests {
    @Test func printsTheFileOfEveryAppPattern() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }

        let run = try cli.run("", arguments: ["--apple-app-site-association"], stateDir: false)

        #expect(run.status == 0, "\(run.stderr)")
        let file = try JSONDecoder().decode(AppSiteAssociation.self, from: Data(run.stdout.utf8))
        #expect(file == (try AppRoute.appSiteAssociation()))
        #expect(file.applinks.details.map(\.appIDs) == [[AppRoute.appID]])
        let components = file.applinks.details.first?.components ?? []
        let templates =
            AuthFeature.deepLinks.map(\.template) + MainFeature.deepLinks.map(\.template)
        #expect(components.map(\.comment) == templates)
        #expect(components.contains { $0.path == "/items/*" })
        #expect(components.contains { $0.path == "/search" && $0.query == ["q": "*"] })
    }

    /// Each path the file admits, with a sample value for each `*`, opens a screen of the App.
    @Test func everyAdmittedPathResolvesInTheApp() throws {
        let table = try AppRoute.deepLinkTable(linking: LinkedFeatureEntry.all)
        let components = try AppRoute.appSiteAssociation().applinks.details[0].components

        for component in components {
            let path = component.path.replacingOccurrences(of: "*", with: "7")
            let query = (component.query ?? [:]).sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value.replacingOccurrences(of: "*", with: "tea"))" }
            let url =
                "https://\(AppRoute.universalLinkHost)\(path)"
                + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            #expect(throws: Never.self, "\(url)") { try table.resolve(url) }
        }
    }

    @Test func theOptionIsInTheHelp() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }

        let run = try cli.run("", arguments: ["--help"], stateDir: false)

        #expect(run.stdout.contains("--apple-app-site-association"))
    }
}
