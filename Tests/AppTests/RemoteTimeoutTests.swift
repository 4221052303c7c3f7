import AppCore
import AppLive
import Foundation
import Testing

/// Requests to a remote backend give up after the configured limit, with a clear error.
@MainActor
@Suite struct RemoteTimeoutTests {
    @Test func defaultLimitIsTenSeconds() {
        let configuration = AppConfiguration(stateDirectory: URL(filePath: "/nonexistent"))
        #expect(configuration.requestTimeout == .seconds(10))
    }

    @Test func signInAgainstASilentBackendTimesOutWithAClearError() async throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let server = try SilentServer()
        defer { server.stop() }
        let live = try LiveEnvironment(
            configuration: AppConfiguration(
                stateDirectory: cli.stateDirectory, backend: .remote(server.url),
                tokenStorage: .privateFile,
                // Whole seconds: FoundationNetworking drops the fraction of a timeout.
                requestTimeout: .seconds(1)))
        let app = try RootSwitchApp(environment: live.environment)
        let started = ContinuousClock.now
        try app.perform(
            "signin", arguments: ["email": "demo@rootswitch.dev", "password": "demo-password"])
        await app.settle(.foreground)
        // At least the limit. No upper bound: in the full suite, tests that block their
        // thread can hold every thread the failed request resumes on for many seconds.
        let waited = ContinuousClock.now - started
        #expect(waited >= .milliseconds(900), "waited \(waited)")
        #expect(app.state == .unauthenticated)
        // A sign-in is sent once (not idempotent), and the sentence says how long it waited.
        #expect(
            app.screen.content.contains {
                $0.contains("RootSwitch did not answer in 1 second. Check your connection")
            }, "\(app.screen.content)")
        app.shutdown()
    }
}
