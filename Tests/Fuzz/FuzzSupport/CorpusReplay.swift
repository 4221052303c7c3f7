import Foundation

/// The `main` of a fuzz target built without libFuzzer: passes every file of a corpus through
/// the target's entry, the function libFuzzer calls. So the normal build compiles each target
/// (it cannot rot), and a test replays the committed corpus: an input that once crashed
/// stays fixed.
package enum CorpusReplay {
    /// Replays the files and folders named on the command line, or, with none, the target's
    /// committed corpus `Tests/Fuzz/Corpus/NAME`. Prints how many inputs it replayed.
    ///
    /// A property that fails stops the process with a trap naming the input.
    /// - Parameters:
    ///   - name: the target's name, which is also its corpus folder's name.
    ///   - source: the calling file, `Tests/Fuzz/NAME/...`, to find the corpus beside it.
    ///   - entry: the target's entry, called once per input.
    /// - Returns: the exit status: 0 when every input was replayed, 2 for a bad argument or a
    ///   path that cannot be read.
    package static func run(
        _ name: String,
        source: String = #filePath,
        entry: (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> Int32 {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage(name))
            return 0
        }
        if let option = arguments.first(where: { $0.hasPrefix("-") }) {
            printError("\(name): unknown option '\(option)' (try --help)")
            return 2
        }
        let committed = URL(filePath: source).deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Corpus/\(name)").path
        var count = 0
        for path in arguments.isEmpty ? [committed] : arguments {
            guard let files = inputs(at: path) else {
                printError("\(name): cannot read '\(path)'")
                return 2
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    printError("\(name): cannot read '\(file)'")
                    return 2
                }
                Property.currentInput.withLock { $0 = file }
                _ = Array(data).withUnsafeBufferPointer { entry($0.baseAddress, $0.count) }
                count += 1
            }
        }
        Property.currentInput.withLock { $0 = nil }
        print("\(name): replayed \(count) inputs, every property held")
        return 0
    }

    /// The files at `path`: the file itself, or a folder's regular files (not hidden) in
    /// name order; `nil` when nothing is there.
    private static func inputs(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return nil
        }
        guard isFolder.boolValue else { return [path] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return nil
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
            .filter { file in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
                    && !isFolder.boolValue
            }
    }

    private static func usage(_ name: String) -> String {
        """
        Usage: \(name) [PATH ...]

        Replays each file of the given files and folders (default: the committed corpus,
        Tests/Fuzz/Corpus/\(name)) through this fuzz target's entry and checks its
        properties; a failure stops with a trap that names the input. This is the build
        without libFuzzer; Scripts/fuzz \(name) builds and runs the fuzzer.
        """
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
