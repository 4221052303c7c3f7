import AppCore
import AppLive
import Backend
import Foundation
import Networking
import PrivateStorage
import RoutingTesting
import TestSupport
import Testing

/// One device for an end-to-end test: a fresh state directory, the App running on it with
/// the embedded backend (the live environment, with a clock the test advances by hand), and
/// every event it reported.
///
/// ```swift
/// let harness = try AppHarness()
/// defer { harness.removeStateDirectory() }
/// try await harness.signInDemo()
/// try harness.relaunch()
/// ```
@MainActor
final class AppHarness {
    nonisolated static let demoEmail = EmbeddedBackend.demoEmail
    nonisolated static let newEmail = "ada@example.com"
    nonisolated static let newPassword = "correct-horse"

    /// The state directory, unique to this harness.
    let directory: URL
    /// Every event of every launch, in order.
    let events = EventLog()
    /// Every transition the App refused; any refusal fails the test unless it expects them.
    let rejections = RejectionLog()
    /// The clock every launch measures time on; it moves only when the test advances it.
    let clock = TestClock()
    /// The loading screen's minimum time, for every launch.
    let minimumLoadingTime: Duration
    /// The linked features of every launch; the App's own list by default.
    let linkedFeatures: [LinkedFeatureEntry]
    /// Who connects the scenes' windows at every launch: the App itself by default.
    let windows: WindowRestoration
    /// Wraps the backend client of each launch (a slow backend, say); the live one as is
    /// by default.
    var http: @Sendable (any HTTPClient) -> any HTTPClient = { $0 }
    /// Wraps the session token store of each launch (one that says data protection keeps it
    /// closed, say); the live one as is by default.
    var sessionTokens: @Sendable (any SessionTokenStore) -> any SessionTokenStore = { $0 }
    /// The App of the current launch.
    private(set) var app: RootSwitchApp
    /// The embedded backend of the current launch.
    private(set) var embeddedBackend: EmbeddedBackend?
    /// Whether `app` is still running: shutting down twice would write its files again.
    private var isRunning = true

    /// Makes a fresh state directory and launches the App on it.
    /// - Parameters:
    ///   - minimumLoadingTime: the loading screen's minimum time; zero by default, so a
    ///     retry settles without the test advancing the clock.
    ///   - windows: `.awaitWindows` to connect each window as a SwiftUI shell does.
    ///   - prepare: runs on the (existing, empty) state directory before the first launch,
    ///     to plant files there.
    init(
        minimumLoadingTime: Duration = .zero, linkedFeatures: [LinkedFeatureEntry]? = nil,
        windows: WindowRestoration = .reconnectLast, prepare: (URL) throws -> Void = { _ in }
    ) throws {
        directory = FileManager.default.temporaryDirectory.appending(
            path: "AppTests-\(UUID().uuidString)", directoryHint: .isDirectory)
        // 0700, as the App makes its own: a looser one would be set back, with a notice.
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try prepare(directory)
        self.minimumLoadingTime = minimumLoadingTime
        self.linkedFeatures = linkedFeatures ?? LinkedFeatureEntry.all
        self.windows = windows
        (app, embeddedBackend) = try Self.launch(
            in: directory, clock: clock, minimumLoadingTime: minimumLoadingTime, events: events,
            rejections: rejections, linkedFeatures: self.linkedFeatures, windows: windows)
    }

    /// The App's embedded backend, for its fault switches.
    var backend: EmbeddedBackend {
        get throws { try #require(embeddedBackend) }
    }

    /// A file of the state directory, by relative path (`scenes/scene-1.json`).
    func file(_ path: String) -> URL {
        directory.appending(path: path)
    }

    /// Whether a file of the state directory exists.
    func fileExists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: file(path).path)
    }

    /// Replaces a file of the state directory with bytes no decoder accepts.
    func corrupt(_ path: String) throws {
        try Data("{not json".utf8).write(to: file(path))
    }

    /// Quits the App, which saves its navigation and list of scenes; once only, so files
    /// changed afterwards stay as the test left them.
    func quit() {
        guard isRunning else { return }
        app.shutdown()
        isRunning = false
    }

    /// Ends the App as the system ends a suspended one: nothing is saved, and the next
    /// ``relaunch(lock:)`` starts on the state directory as it stands.
    func end() {
        isRunning = false
    }

    /// Quits the App (unless it was already) and starts a new one on the same state
    /// directory: a returning user. Nothing settles: the caller sees the first screen as
    /// the App decided it.
    /// - Parameter lock: what the launch reads protected data through; an unlocked device
    ///   (the live input on Linux) by default, a locked ``DeviceLock`` for a prewarmed launch.
    func relaunch(lock: DeviceLock = DeviceLock()) throws {
        quit()
        (app, embeddedBackend) = try Self.launch(
            in: directory, clock: clock, minimumLoadingTime: minimumLoadingTime, events: events,
            rejections: rejections, linkedFeatures: linkedFeatures, windows: windows, http: http,
            sessionTokens: sessionTokens, lock: lock)
        isRunning = true
    }

    /// Performs an action of the current screen, then waits for all the work it started.
    func perform(_ action: String, _ arguments: [String: String] = [:]) async throws {
        try app.perform(action, arguments: arguments)
        await app.settle()
    }

    /// Opens a link, then waits for all the work it started.
    func open(_ url: String) async throws {
        try app.open(url)
        await app.settle()
    }

    /// Selects a tab of the current scene, then waits for the work it started.
    func selectTab(_ name: String) async throws {
        try app.selectTab(name)
        await app.settle()
    }

    /// Signs the demo user in from the intro or sign-in screen: Main, on the home tab.
    func signInDemo() async throws {
        try await perform(
            "signin", ["email": Self.demoEmail, "password": EmbeddedBackend.demoPassword])
        try #require(app.snapshot.app == "authenticated", "\(app.screen.content)")
    }

    /// Signs a new user up from the intro or sign-in screen: onboarding, at its first step.
    func signUp(email: String = newEmail) async throws {
        try await perform("signup", ["email": email, "password": Self.newPassword])
        try #require(app.snapshot.step == "welcome", "\(app.screen.content)")
    }

    /// Walks onboarding from its first step to Main, checking each step on the way.
    func completeOnboarding(name: String = "Ada") async throws {
        try await perform("next")
        #expect(app.snapshot.step == "permissions")
        try await perform("allow")
        #expect(app.snapshot.step == "profile")
        try await perform("save", ["name": name])
        #expect(app.snapshot.step == "complete")
        try await perform("finish")
        try #require(app.snapshot.app == "authenticated", "\(app.screen.content)")
    }

    /// Relaunches a signed-in user while the backend is in maintenance: the session check
    /// after launch leaves the App on the error screen.
    func relaunchIntoMaintenance() async throws {
        try relaunch()
        try backend.isInMaintenance = true
        await app.settle()
        try #require(app.snapshot.app == "error")
    }

    /// Relaunches a signed-in user while the backend cannot be reached (the offline switch is
    /// not saved: it is turned on before anything reaches the backend).
    func relaunchOffline() async throws {
        try relaunch()
        try backend.isOffline = true
        await app.settle()
    }

    /// Stops the App and deletes the state directory.
    func removeStateDirectory() {
        quit()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Builds the live environment on `directory`, with `clock` in place of the real one,
    /// and starts the App on it.
    private static func launch(
        in directory: URL, clock: TestClock, minimumLoadingTime: Duration, events: EventLog,
        rejections: RejectionLog, linkedFeatures: [LinkedFeatureEntry],
        windows: WindowRestoration, http: (any HTTPClient) -> any HTTPClient = { $0 },
        sessionTokens: (any SessionTokenStore) -> any SessionTokenStore = { $0 },
        lock: DeviceLock = DeviceLock()
    ) throws -> (RootSwitchApp, EmbeddedBackend?) {
        // The token in a file, as on Linux: a test runner has no keychain entitlement.
        let configuration = AppConfiguration(
            stateDirectory: directory, tokenStorage: .privateFile,
            minimumLoadingTime: minimumLoadingTime)
        var live = try LiveEnvironment(configuration: configuration) {
            events.record(.notice($0))
        }
        live.environment.clock = clock
        // The wall clock moves with the test clock, across relaunches too.
        live.environment.now = { [clock] in
            let elapsed = clock.now.offset.components
            return Date(timeIntervalSince1970: 1_800_000_000 + Double(elapsed.seconds))
        }
        live.environment.http = http(live.environment.http)
        live.environment.sessionTokens = sessionTokens(live.environment.sessionTokens)
        live.environment.protectedData = lock
        let app = try RootSwitchApp(
            environment: live.environment, linkedFeatures: linkedFeatures, windows: windows,
            onEvent: { events.record($0) },
            onRejection: { rejections.record($0) })
        return (app, live.embeddedBackend)
    }
}
