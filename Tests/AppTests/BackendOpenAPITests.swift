import Backend
import Foundation
import Testing
import ToolSupport

/// `rootswitch-backend --openapi` prints the contract's OpenAPI document for this version; its
/// token lifetimes are options.
@Suite struct BackendOpenAPITests {
    @Test func theCommandPrintsTheDocument() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "", arguments: ["--openapi"], stateDir: false, program: "rootswitch-backend")
        #expect(run.status == 0, "\(run.stderr)")
        let printed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let derived = try JSONSerialization.jsonObject(
            with: OpenAPIDocument.json(version: RootSwitchVersion.current))
        #expect(
            NSDictionary(dictionary: printed as? [String: Any] ?? [:])
                .isEqual(to: derived as? [String: Any] ?? ["": 0]))
    }

    @Test(arguments: [
        (["--token-lifetime", "0"], "--token-lifetime needs a number of seconds from 1, got '0'"),
        (
            ["--token-idle-timeout", "soon"],
            "--token-idle-timeout needs a number of seconds from 1, got 'soon'"
        ),
        (["--token-lifetime"], "--token-lifetime needs a value"),
    ])
    func tokenLifetimesAreWholeSeconds(arguments: [String], message: String) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "", arguments: arguments, stateDir: false, program: "rootswitch-backend")
        #expect(run.status == 64)
        #expect(run.stderr == "rootswitch-backend: \(message) (try --help)\n")
    }

    @Test func helpNamesEveryOption() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run(
            "", arguments: ["--help"], stateDir: false, program: "rootswitch-backend")
        for option in ["--openapi", "--token-lifetime", "--token-idle-timeout", "--port"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }
}
