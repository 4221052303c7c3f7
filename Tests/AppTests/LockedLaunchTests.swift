import AppCore
import Foundation
import Networking
import PrivateStorage
import Synchronization
import Testing

/// A launch before the device's first unlock (iOS prewarming): nothing is read, changed, set
/// aside or removed, nobody is signed out, loading shows; once the device is unlocked the App
/// goes on where it left off.
@MainActor @Suite struct LockedLaunchTests {
    /// Every file of the state directory with its bytes (the scene files too).
    static func contents(of directory: URL) throws -> [String: Data] {
        let files = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        var contents: [String: Data] = [:]
        while let file = files?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true,
                file.lastPathComponent != "analytics.jsonl"
            else { continue }
            contents[String(file.path.dropFirst(directory.path.count))] = try Data(
                contentsOf: file)
        }
        return contents
    }

    /// A signed-in demo user with item 42 open in scene 1 and a second scene, quit.
    static func returningUser() async throws -> AppHarness {
        let harness = try AppHarness()
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        try harness.app.openScene()
        try harness.app.switchScene(to: .init(1))
        await harness.app.settle()
        harness.quit()
        return harness
    }

    @Test func aReturningUserIsNeitherSignedOutNorChangedUntilTheUnlock() async throws {
        let harness = try await Self.returningUser()
        defer { harness.removeStateDirectory() }
        let before = try Self.contents(of: harness.directory)
        let requests = Requests()
        harness.http = { requests.recording($0) }
        let lock = DeviceLock(locked: true)

        try harness.relaunch(lock: lock)
        await harness.app.settle()
        #expect(harness.app.state == .locked)
        #expect(harness.app.screen.title == "Loading")
        #expect(harness.app.user == nil)
        #expect(harness.app.openScenes.isEmpty)
        #expect(requests.sent.isEmpty)
        harness.quit()
        #expect(try Self.contents(of: harness.directory) == before)

        try harness.relaunch(lock: lock)
        lock.unlock()
        #expect(harness.app.state.kind == .authenticated)
        #expect(harness.app.snapshot.user == AppHarness.demoEmail)
        #expect(harness.app.openScenes == [.init(1), .init(2)])
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        await harness.app.settle()
        #expect(harness.app.state.kind == .authenticated)
        // The session is checked as on any launch whose scene is active.
        #expect(requests.sent.contains("GET /v1/me"))
        #expect(harness.rejections.all.isEmpty)
    }

    @Test func aFreshDeviceUnlockedShowsTheIntro() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let lock = DeviceLock(locked: true)
        try harness.relaunch(lock: lock)
        #expect(harness.app.state == .locked)

        lock.unlock()
        #expect(harness.app.state == .unauthenticated)
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
    }

    @Test func aLinkOpenedWhileLockedWaitsThenOpens() async throws {
        let harness = try await Self.returningUser()
        defer { harness.removeStateDirectory() }
        let lock = DeviceLock(locked: true)
        try harness.relaunch(lock: lock)

        try harness.app.open("rootswitch://items/7")
        #expect(harness.app.pendingDeepLink == "rootswitch://items/7")
        #expect(harness.app.state == .locked)
        lock.unlock()
        await harness.app.settle()
        #expect(harness.app.pendingDeepLink == nil)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/7"])
    }

    /// The system says data is available, yet the token cannot be read (the Keychain's
    /// `errSecInteractionNotAllowed`): still locked, nothing removed, until the next unlock.
    @Test func aReadThatDataProtectionRefusesKeepsTheAppLocked() async throws {
        let harness = try await Self.returningUser()
        defer { harness.removeStateDirectory() }
        let protected = ProtectedTokens()
        harness.sessionTokens = { protected.wrapping($0) }
        let token = try Data(contentsOf: harness.file("session-token.json"))
        let lock = DeviceLock()

        try harness.relaunch(lock: lock)
        #expect(harness.app.state == .locked)
        lock.unlock()
        #expect(harness.app.state == .locked, "still closed: wait for the next unlock")
        #expect(try Data(contentsOf: harness.file("session-token.json")) == token)

        protected.open()
        lock.unlock()
        #expect(harness.app.state.kind == .authenticated)
        #expect(harness.app.snapshot.user == AppHarness.demoEmail)
    }

    /// A SwiftUI window the system restores before the first unlock asks for the scene it
    /// saved: it keeps it (the list is not read yet, nor saved over), in any order, and once
    /// the device is unlocked each window shows its own scene's navigation.
    @Test func windowsConnectingWhileLockedKeepTheirScenes() async throws {
        let harness = try AppHarness(windows: .awaitWindows)
        defer { harness.removeStateDirectory() }
        let first = try harness.app.windows.connect(.new)
        first.moved(to: .active)
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "42"])
        first.moved(to: .background)
        let second = try harness.app.windows.connect(.new)
        second.moved(to: .active)
        try await harness.perform("open-item", ["id": "7"])
        await harness.app.settle()
        harness.quit()
        let list = try Data(contentsOf: harness.file("scenes.json"))
        let lock = DeviceLock(locked: true)

        try harness.relaunch(lock: lock)
        let restoredSecond = try harness.app.windows.connect(.restoring(second.scene))
        let restoredFirst = try harness.app.windows.connect(.restoring(first.scene))
        restoredSecond.moved(to: .active)
        #expect(harness.app.state == .locked)
        #expect([restoredFirst.scene, restoredSecond.scene] == [first.scene, second.scene])
        #expect(try Data(contentsOf: harness.file("scenes.json")) == list)

        lock.unlock()
        await harness.app.settle()
        #expect(harness.app.state.kind == .authenticated)
        #expect(harness.app.currentScene == second.scene)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/7"])
        try harness.app.switchScene(to: first.scene)
        #expect(harness.app.snapshot.scene.stack == ["/home", "/items/42"])
        #expect(harness.app.disconnectedScenes.isEmpty)
    }

    @Test func anUnlockAfterTheLaunchChangesNothing() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let lock = DeviceLock()
        try harness.relaunch(lock: lock)
        try await harness.signInDemo()
        lock.unlock()
        #expect(harness.app.state.kind == .authenticated)
        #expect(harness.rejections.all.isEmpty)
    }

    /// The requests sent to the backend, as `GET /v1/me`.
    final class Requests: Sendable {
        private let log = Mutex<[String]>([])

        var sent: [String] { log.withLock { $0 } }

        func recording(_ base: any HTTPClient) -> any HTTPClient {
            Client(base: base, log: self)
        }

        private struct Client: HTTPClient {
            let base: any HTTPClient
            let log: Requests

            func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
                log.log.withLock { $0.append("\(request.method.rawValue) \(request.path)") }
                return try await base.send(request)
            }
        }
    }

    /// A token store data protection keeps closed until ``open()``.
    final class ProtectedTokens: Sendable {
        private let isOpen = Mutex(false)

        func open() { isOpen.withLock { $0 = true } }

        func wrapping(_ base: any SessionTokenStore) -> any SessionTokenStore {
            Store(base: base, owner: self)
        }

        fileprivate func check() throws(PrivateStorageError) {
            guard isOpen.withLock({ $0 }) else {
                throw PrivateStorageError(.unavailable, reason: "errSecInteractionNotAllowed")
            }
        }

        private struct Store: SessionTokenStore {
            let base: any SessionTokenStore
            let owner: ProtectedTokens

            func load() throws(PrivateStorageError) -> String? {
                try owner.check()
                return try base.load()
            }

            func save(_ token: String) throws(PrivateStorageError) {
                try owner.check()
                try base.save(token)
            }

            func remove() throws(PrivateStorageError) {
                try owner.check()
                try base.remove()
            }
        }
    }
}
