import AppCore
import Backend
import Foundation
import Synchronization
import TestSupport
import Testing

/// A token past its lifetime or idle timeout is answered as any ended session is, and the App
/// treats it so: back to sign-in with the one sentence for an expired session.
@MainActor @Suite struct TokenExpiryTests {
    /// A wall clock the test moves.
    final class Wall: Sendable {
        private let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { time.withLock { $0 } }
        func advance(seconds: TimeInterval) { time.withLock { $0 += seconds } }
    }

    /// Past its lifetime (used every 500 s, 3,601 s after sign-in), or past its idle timeout
    /// (unused for 601 s).
    @Test(arguments: [(7, 101.0), (0, 601.0)])
    func aTokenThatAgedOutSignsTheUserOutOnTheNextCheck(uses: Int, then seconds: TimeInterval)
        async throws
    {
        let directory = try InjectedEnvironmentTests.stateDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wall = Wall()
        let backend = try EmbeddedBackend(
            directory: directory,
            policy: BackendPolicy(tokenLifetime: .seconds(3600), tokenIdleTimeout: .seconds(600)),
            now: { wall.now })
        func launch() throws -> RootSwitchApp {
            try RootSwitchApp(
                environment: InjectedEnvironmentTests.environment(
                    in: directory, http: EmbeddedBackendClient(backend: backend),
                    analytics: RecordingAnalytics()),
                onRejection: { Issue.record("refused transition: \($0)") })
        }
        var app = try launch()
        try app.perform(
            "signin",
            arguments: [
                "email": EmbeddedBackend.demoEmail, "password": EmbeddedBackend.demoPassword,
            ])
        await app.settle()
        #expect(app.state.kind == .authenticated)
        app.shutdown()

        for _ in 0..<uses {
            wall.advance(seconds: 500)
            app = try launch()
            await app.settle()
            try #require(app.state.kind == .authenticated)
            app.shutdown()
        }
        wall.advance(seconds: seconds)
        app = try launch()
        #expect(app.state.kind == .authenticated)
        await app.settle()
        #expect(app.state == .unauthenticated)
        #expect(app.screen.content.contains("Your session has expired. Sign in again."))
        app.shutdown()
    }
}
