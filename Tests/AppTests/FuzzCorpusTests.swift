import Foundation
import Testing

/// The fuzz targets (Tests/Fuzz), built without libFuzzer, replay their committed corpus: an
/// input that once broke a property stays fixed, and every target keeps compiling.
@Suite struct FuzzCorpusTests {
    static let targets = ["CommandLineFuzz", "DeepLinkFuzz", "RequestHeadFuzz", "RestorationFuzz"]

    /// Tests/Fuzz/Corpus, found from this file.
    static let corpus = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fuzz/Corpus")

    @Test(arguments: targets)
    func replaysItsWholeCorpus(target: String) throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.corpus.appending(path: target).path
        ).filter { !$0.hasPrefix(".") }
        #expect(!files.isEmpty, "the committed corpus of \(target) is empty")

        let run = try cli.run("", stateDir: false, program: target)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.last == "\(target): replayed \(files.count) inputs, every property held")
    }

    @Test func refusesAPathItCannotRead() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let missing = cli.stateDirectory.appending(path: "no-such-input").path

        let run = try cli.run("", arguments: [missing], stateDir: false, program: "DeepLinkFuzz")

        #expect(run.status == 2)
        #expect(run.stderr == "DeepLinkFuzz: cannot read '\(missing)'\n")
    }

    /// Every fuzz target has its corpus folder, and every corpus folder its target.
    @Test func everyTargetHasACorpus() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
        #expect(folders.sorted() == Self.targets)
    }
}
