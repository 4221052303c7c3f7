import Backend
import Foundation
import Testing
import ToolSupport

/// `rootswitch-backend --openapi` prints the contract's OpenAPI document for this version.
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
}
