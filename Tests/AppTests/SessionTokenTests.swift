import AppCore
import AppLive
import Foundation
import PrivateStorage
import Synchronization
import Testing

/// The session's token lives in the token store (here Linux's private file,
/// `session-token.json`; the Keychain on Apple's systems), never in `session.json`; a fresh
/// install forgets one an earlier install left; a 1.0 `session.json` gives its token up.
@MainActor @Suite struct SessionTokenTests {
    static let tokenFile = "session-token.json"

    /// An app keeps its token in the Keychain on Apple's systems; an executable without a
    /// bundle (`swift run rootswitch-app` on a Mac) has no keychain entitlement and keeps it
    /// in the private file, as Linux does.
    @Test func theKeychainIsForAnAppWithABundle() {
        #expect(
            AppConfiguration.TokenStorage.standard(bundleIdentifier: "dev.rootswitch.app")
                == .keychain(service: "dev.rootswitch.session"))
        #expect(AppConfiguration.TokenStorage.standard(bundleIdentifier: nil) == .privateFile)
        #if !canImport(Security)
            #expect(AppConfiguration.TokenStorage.standard == .privateFile)
        #endif
    }

    @Test func signingInKeepsTheTokenOutOfTheSessionFile() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()

        let session = try String(contentsOf: harness.file("session.json"), encoding: .utf8)
        #expect(session.contains(AppHarness.demoEmail))
        #expect(!session.contains("token"))
        let kept = try FileTokenStore(files: Self.files(harness)).load()
        let token = try #require(kept)
        #expect(!token.isEmpty)
        #expect(!session.contains(token))
        #expect(Self.mode(of: harness.file(Self.tokenFile)) == 0o600)

        try harness.relaunch()
        #expect(harness.app.state.kind == .authenticated)
        await harness.app.settle()
        #expect(harness.app.state.kind == .authenticated)
    }

    @Test func signingOutRemovesTheToken() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.selectTab("profile")
        try await harness.perform("signout")
        try await harness.perform("confirm")

        #expect(harness.app.state == .unauthenticated)
        #expect(!harness.fileExists(Self.tokenFile))
        let session = try String(contentsOf: harness.file("session.json"), encoding: .utf8)
        #expect(session == #"{"version":1}"#)
    }

    /// The Keychain outlives an app's deletion on iOS; the app's files do not.
    @Test func aFreshInstallForgetsATokenAnEarlierInstallLeft() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        harness.quit()
        try FileManager.default.removeItem(at: harness.file("session.json"))

        try harness.relaunch()
        #expect(harness.app.state == .unauthenticated)
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
        #expect(!harness.fileExists(Self.tokenFile))
    }

    @Test func aUserWhoseTokenIsGoneSignsInAgain() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        harness.quit()
        try FileManager.default.removeItem(at: harness.file(Self.tokenFile))

        try harness.relaunch()
        #expect(harness.app.state == .unauthenticated)
        #expect(harness.app.snapshot.scene.stack == ["/signin"])
    }

    /// RootSwitch 1.0 kept the token in `session.json`, and set a bad one aside with it.
    @Test func aSessionFileFromVersionOneGivesItsTokenToTheStore() async throws {
        let legacy = """
            {"version": 1, "session": {"token": "token-from-1.0", "user": {"id": "u_1",
             "email": "ann@example.com", "name": "Ann",
             "onboarding": {"step": "complete", "finished": true}}}}
            """
        let harness = try AppHarness { directory in
            for name in ["session.json", "session.json.corrupt", "session.json.corrupt-1"] {
                try HostileCase.write(
                    Data(legacy.utf8), to: directory.appending(path: name), mode: 0o600)
            }
        }
        defer { harness.removeStateDirectory() }

        #expect(harness.app.state.kind == .authenticated)
        #expect(harness.app.user?.email == "ann@example.com")
        #expect(try FileTokenStore(files: Self.files(harness)).load() == "token-from-1.0")
        let session = try String(contentsOf: harness.file("session.json"), encoding: .utf8)
        #expect(!session.contains("token-from-1.0"))
        #expect(session.contains("ann@example.com"))
        #expect(!harness.fileExists("session.json.corrupt"))
        #expect(!harness.fileExists("session.json.corrupt-1"))
    }

    @Test func aTokenThatCannotBeKeptIsSaidSo() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        harness.sessionTokens = { _ in FailingTokens() }
        try harness.relaunch()
        try await harness.signInDemo()

        #expect(
            harness.events.notices.contains {
                guard case .sessionNotSaved(let reason) = $0 else { return false }
                return reason.contains("no room for a token")
            })
        // Who signed in is not saved either: a relaunch does not claim a session it lacks.
        let session = try? String(contentsOf: harness.file("session.json"), encoding: .utf8)
        #expect(session?.contains(AppHarness.demoEmail) != true)
    }

    @Test func aBadTokenFileIsRemovedNeverSetAside() throws {
        let directory = try InjectedEnvironmentTests.stateDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try HostileCase.write(
            Data(#"{"version":1,"token":42}"#.utf8), to: directory.appending(path: Self.tokenFile),
            mode: 0o600)
        let reported = ReportedProblems()
        let files = try PrivateFileStore(folder: directory) { reported.append($0) }

        #expect(try FileTokenStore(files: files).load() == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.isEmpty)
        #expect(reported.all.map(\.code) == [.corruptFile])
        #expect(reported.all.first?.reason.contains("removed") == true)
    }

    private static func files(_ harness: AppHarness) throws -> PrivateFileStore {
        try PrivateFileStore(folder: harness.directory) { _ in }
    }

    private static func mode(of file: URL) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes?[.posixPermissions] as? NSNumber)?.intValue
    }

    /// A store that keeps nothing.
    struct FailingTokens: SessionTokenStore {
        func load() throws(PrivateStorageError) -> String? { nil }

        func save(_ token: String) throws(PrivateStorageError) {
            throw PrivateStorageError(.storage, reason: "no room for a token")
        }

        func remove() throws(PrivateStorageError) {}
    }

    /// What a store reported, in order.
    final class ReportedProblems: Sendable {
        private let problems = Mutex<[PrivateStorageError]>([])

        var all: [PrivateStorageError] { problems.withLock { $0 } }

        func append(_ problem: PrivateStorageError) { problems.withLock { $0.append(problem) } }
    }
}
