import AppCore
import AppLive
import Foundation
import Testing

/// Every journal in `Tests/AppTests/Journals` replays, with no backend, to the state it was
/// recorded in: a bug reproduced once with `rootswitch --record` stays fixed. The README's
/// "Record a bug, replay it anywhere" says how to add one.
@MainActor
@Suite struct JournalRegressionTests {
    nonisolated static let folder = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "Journals")

    nonisolated static var journals: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    @Test func thereIsAtLeastOneJournal() {
        #expect(!Self.journals.isEmpty)
    }

    @Test(arguments: journals)
    func replaysToTheRecordedState(name: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "JournalRegression-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(
            contentsOf: Self.folder.appending(path: name), encoding: .utf8)
        let live = try LiveEnvironment(
            configuration: AppConfiguration(
                stateDirectory: directory, backend: .none, tokenStorage: .privateFile))
        let journal = try JournalReplay(text: text)
        let result = try await journal.replay(on: live.environment)
        #expect(result.divergence == nil, "\(name): \(String(describing: result.divergence))")
        #expect(result.steps == journal.count)
    }
}
