import AppCore
import Foundation
import Networking
import NetworkingTesting
import PrivateStorage
import Routing
import RoutingScenes
import RoutingTesting
import TestSupport
import Testing

/// AppCore runs on whatever environment it is given: here one built by hand, with no live
/// part at all (no AppLive, no embedded backend, no real clock).
@MainActor @Suite struct InjectedEnvironmentTests {
    @Test func aFreshDeviceShowsTheIntroWithoutAskingTheBackend() async throws {
        let directory = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let analytics = RecordingAnalytics()
        let app = try RootSwitchApp(
            environment: try Self.environment(
                in: directory, http: UnimplementedHTTPClient(), analytics: analytics),
            onRejection: { Issue.record("refused transition: \($0)") })
        await app.settle()

        #expect(app.screen.title == "Welcome to RootSwitch")
        #expect(app.state == .unauthenticated)
        #expect(app.snapshot.scene.stack == ["/intro"])
        #expect(analytics.events.isEmpty)
    }

    @Test func aSavedSessionIsCheckedThroughTheInjectedClient() async throws {
        let directory = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 0600, as the App writes it: a looser mode would be set back, with a notice.
        #expect(
            FileManager.default.createFile(
                atPath: directory.appending(path: "session.json").path,
                contents: Data(Self.savedSession.utf8), attributes: [.posixPermissions: 0o600]))
        let http = StubHTTPClient(responses: [
            "GET /v1/me": HTTPResponse(
                status: 401, body: Data(#"{"error":"session_expired","message":"no"}"#.utf8))
        ])
        let app = try RootSwitchApp(
            environment: try Self.environment(
                in: directory, http: http, analytics: RecordingAnalytics()),
            onRejection: { Issue.record("refused transition: \($0)") })
        #expect(app.state.kind == .authenticated)

        await app.settle()
        #expect(app.state == .unauthenticated)
        #expect(app.screen.content.contains("Your session has expired. Sign in again."))
        let checks = http.requests.filter { $0.path == "/v1/me" }
        #expect(checks.count == 1)
        #expect(checks.first?.headers["Authorization"] == "Bearer token-1")
    }

    static let savedSession = """
        {"version": 1, "session": {"token": "token-1", "user": {"id": "u_1",
         "email": "ann@example.com", "name": "Ann",
         "onboarding": {"step": "complete", "finished": true}}}}
        """

    static func stateDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "InjectedEnvironmentTests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        return directory
    }

    static func environment(
        in directory: URL, http: any HTTPClient, analytics: RecordingAnalytics
    ) throws -> AppEnvironment {
        let files = try PrivateFileStore(folder: directory) { Issue.record("\($0)") }
        return AppEnvironment(
            http: http, analytics: analytics, files: files,
            sessionTokens: FileTokenStore(files: files), sceneStorage: InMemorySceneStorage(),
            clock: TestClock())
    }
}
