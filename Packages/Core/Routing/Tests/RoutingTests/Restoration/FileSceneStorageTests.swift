import Foundation
import Routing
import RoutingLive
import RoutingScenes
import TestSupport
import Testing

@Suite struct FileSceneStorageTests {
    typealias Fixture = RestorationFixture

    /// A fresh directory, removed when `body` ends.
    private func withDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scene-storage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    private func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func permissions(of url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    @Test func keepsEachSceneSeparately() async throws {
        try await withDirectory { directory in
            let storage = FileSceneStorage(directory: directory)
            try storage.save(Data("one".utf8), for: SceneID(1))
            try storage.save(Data("two".utf8), for: SceneID(2))
            try storage.remove(SceneID(1))

            #expect(try storage.load(SceneID(1)) == nil)
            #expect(try storage.load(SceneID(2)) == Data("two".utf8))
            #expect(try storage.load(SceneID(3)) == nil)
        }
    }

    @Test func filesAreReadableByTheirOwnerOnly() async throws {
        try await withDirectory { directory in
            let storage = FileSceneStorage(directory: directory)
            try storage.save(Data("first".utf8), for: Fixture.scene)
            try storage.save(Data("second".utf8), for: Fixture.scene)

            let file = try #require(try names(in: directory).first)
            #expect(try permissions(of: directory.appendingPathComponent(file)) == 0o600)
            #expect(try permissions(of: directory) == 0o700)
        }
    }

    @Test func atomicWritesLeaveOnlyTheSceneFiles() async throws {
        try await withDirectory { directory in
            let storage = FileSceneStorage(directory: directory)
            for round in 0..<5 {
                try storage.save(Data("round \(round)".utf8), for: SceneID(1))
                try storage.save(Data(), for: SceneID(2))
            }

            #expect(try names(in: directory) == ["scene-1.json", "scene-2.json"])
            #expect(try storage.load(SceneID(1)) == Data("round 4".utf8))
            #expect(try storage.load(SceneID(2)) == Data())
        }
    }

    @Test func missingFilesAreNotErrors() async throws {
        try await withDirectory { directory in
            let storage = FileSceneStorage(directory: directory)

            #expect(try storage.load(Fixture.scene) == nil)
            try storage.remove(Fixture.scene)
            try storage.setAside(Fixture.scene)
        }
    }

    @Test func corruptFileIsSetAsideAndReported() async throws {
        try await withDirectory { directory in
            let storage = FileSceneStorage(directory: directory)
            let analytics = RecordingAnalytics()
            let restoration = NavigationRestoration<RestoreRoute>(
                storage: storage, links: RestoreRoute.links, analytics: analytics,
                validator: { _ in true })
            try restoration.save(Navigation(root: .home), for: Fixture.scene, user: Fixture.alice)
            let file = try #require(try names(in: directory).first)
            let garbage = Data("{\"schemaVersion\":4,\"us".utf8)
            try garbage.write(to: directory.appendingPathComponent(file))

            let result = await restoration.restore(
                Fixture.scene, for: Fixture.alice, onto: Navigation(root: .home))

            #expect(result.failure?.code == .unreadable)
            #expect(try names(in: directory) == [file + ".corrupt"])
            #expect(
                try Data(contentsOf: directory.appendingPathComponent(file + ".corrupt")) == garbage
            )
            #expect(analytics.events.last?.properties["set_aside"] == "true")
            let again = await restoration.restore(
                Fixture.scene, for: Fixture.alice, onto: Navigation(root: .home))
            #expect(again.navigation == nil)
            #expect(again.failure == nil)
        }
    }

    @Test func saveIntoAnUnusableDirectoryThrows() async throws {
        try await withDirectory { directory in
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            let blocker = directory.appendingPathComponent("not-a-directory")
            try Data("x".utf8).write(to: blocker)
            let storage = FileSceneStorage(directory: blocker.appendingPathComponent("scenes"))

            #expect(throws: RoutingError.self) {
                try storage.save(Data("x".utf8), for: Fixture.scene)
            }
            #expect(try names(in: directory) == ["not-a-directory"])
        }
    }
}
