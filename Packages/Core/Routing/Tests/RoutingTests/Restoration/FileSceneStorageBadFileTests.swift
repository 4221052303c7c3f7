import Foundation
import Routing
import RoutingLive
import RoutingScenes
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What may stand where a scene's file belongs.
enum BadSceneFile: String, CaseIterable, Sendable {
    case symlink, directory, tooLarge, wrongShape

    /// Every case: each can be planted by whoever runs the tests. (A file that cannot be
    /// opened, `EACCES`, is no bad file: data protection may say so before the device's first
    /// unlock, and it is left as it is.)
    static var testable: [BadSceneFile] { allCases }
}

/// A scene file that is not a plain, small, readable file of the right shape is refused
/// unread, set aside once (never replacing an earlier copy), and what it points at is left
/// alone; loose modes are set back with a notice.
@Suite struct FileSceneStorageBadFileTests {
    typealias Fixture = RestorationFixture

    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("scene-bad-\(UUID().uuidString)")
    private var sceneFile: URL { directory.appendingPathComponent("scene-1.json") }
    private var target: URL { directory.appendingPathComponent("target.json") }

    private func restoration(_ storage: FileSceneStorage, _ analytics: RecordingAnalytics)
        -> NavigationRestoration<RestoreRoute>
    {
        NavigationRestoration(
            storage: storage, links: RestoreRoute.links, analytics: analytics,
            validator: { _ in true })
    }

    /// Saves a valid state for Alice, then replaces the file with `bad`.
    private func plant(_ bad: BadSceneFile, in storage: FileSceneStorage) throws -> Data {
        try restoration(storage, RecordingAnalytics()).save(
            Screens([.home, .item(id: 4)]).navigation(), for: Fixture.scene, user: Fixture.alice)
        let saved = try Data(contentsOf: sceneFile)
        try saved.write(to: target)
        try FileManager.default.removeItem(at: sceneFile)
        switch bad {
        case .symlink:
            try FileManager.default.createSymbolicLink(at: sceneFile, withDestinationURL: target)
        case .directory:
            try FileManager.default.createDirectory(
                at: sceneFile, withIntermediateDirectories: false)
        case .tooLarge:
            try Data().write(to: sceneFile)
            #expect(truncate(sceneFile.path, off_t(4 * 1024 * 1024 + 1)) == 0)
        case .wrongShape:
            try Data(#"{"schemaVersion":4,"hello":"world"}"#.utf8).write(to: sceneFile)
        }
        return saved
    }

    @Test(arguments: BadSceneFile.testable)
    func badFileIsRefusedSetAsideOnceAndItsTargetKept(_ bad: BadSceneFile) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = FileSceneStorage(directory: directory)
        let analytics = RecordingAnalytics()
        let saved = try plant(bad, in: storage)

        let result = await restoration(storage, analytics).restore(
            Fixture.scene, for: Fixture.alice, onto: Navigation(root: .home))

        #expect(result.navigation == nil)
        #expect(result.failure?.code == (bad == .wrongShape ? .wrongShape : .unusableFile))
        #expect(analytics.events.last?.properties["set_aside"] == "true")
        #expect(!FileManager.default.fileExists(atPath: sceneFile.path))
        #expect(
            FileManager.default.fileExists(atPath: sceneFile.path + ".corrupt")
                || (try? FileManager.default.destinationOfSymbolicLink(
                    atPath: sceneFile.path + ".corrupt")) != nil
        )
        #expect(try Data(contentsOf: target) == saved)
        let again = await restoration(storage, analytics).restore(
            Fixture.scene, for: Fixture.alice, onto: Navigation(root: .home))
        #expect(again.failure == nil)
    }

    @Test func symlinkIsReplacedOnSaveNeverWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = FileSceneStorage(directory: directory)
        _ = try plant(.symlink, in: storage)
        let before = try Data(contentsOf: target)
        try storage.save(Data("new".utf8), for: Fixture.scene)
        #expect(try Data(contentsOf: target) == before)
        #expect(try storage.load(Fixture.scene) == Data("new".utf8))
    }

    @Test func setAsideNumbersCopiesAndNeverReplacesOne() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = FileSceneStorage(directory: directory)
        for round in 0..<3 {
            try storage.save(Data("round \(round)".utf8), for: Fixture.scene)
            try storage.setAside(Fixture.scene)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            names == ["scene-1.json.corrupt", "scene-1.json.corrupt-1", "scene-1.json.corrupt-2"])
        #expect(
            try Data(contentsOf: directory.appendingPathComponent(names[0])) == Data("round 0".utf8)
        )
    }

    @Test func looseModesAreSetBackWithANotice() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let notices = Mutex<[String]>([])
        let storage = FileSceneStorage(directory: directory) { text in
            notices.withLock { $0.append(text) }
        }
        try storage.save(Data("x".utf8), for: Fixture.scene)
        #expect(chmod(sceneFile.path, 0o644) == 0)
        #expect(chmod(directory.path, 0o755) == 0)
        #expect(try storage.load(Fixture.scene) == Data("x".utf8))
        let said = notices.withLock { $0 }
        #expect(said.count == 2)
        #expect(said.contains { $0.contains("scene-1.json") && $0.contains("0644") })
        #expect(said.contains { $0.contains("0755") })
        let modes = try [sceneFile, directory].map {
            try FileManager.default.attributesOfItem(atPath: $0.path)[.posixPermissions] as? Int
        }
        #expect(modes == [0o600, 0o700])
    }

    @Test func symlinkedDirectoryIsSetAsideAndItsFilesLeftAlone() throws {
        let elsewhere = directory.appendingPathComponent("elsewhere")
        let scenes = directory.appendingPathComponent("scenes")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("theirs".utf8).write(to: elsewhere.appendingPathComponent("scene-1.json"))
        try FileManager.default.createSymbolicLink(at: scenes, withDestinationURL: elsewhere)
        let storage = FileSceneStorage(directory: scenes)

        #expect(try storage.load(Fixture.scene) == nil)
        try storage.remove(Fixture.scene)
        #expect(
            try Data(contentsOf: elsewhere.appendingPathComponent("scene-1.json"))
                == Data("theirs".utf8))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: directory.appendingPathComponent("scenes.corrupt").path) == elsewhere.path)
    }
}
