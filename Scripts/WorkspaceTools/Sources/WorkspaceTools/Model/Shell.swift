import Foundation

/// Runs a command found on `PATH` (through `/usr/bin/env`) and waits for it.
enum Shell {
    /// What `arguments` print. The output goes through files rather than pipes, so that a
    /// chatty command cannot block on a full pipe.
    /// - Throws: an error of `code` whose reason is what they print as errors, if they fail;
    ///   `ioFailure` if they cannot run.
    static func run(_ arguments: [String], failing code: ToolError.Code) throws(ToolError) -> String
    {
        let scratch = FileManager.default.temporaryDirectory.appending(
            path: "workspace-tools-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (output, errors) = (scratch.appending(path: "out"), scratch.appending(path: "err"))
        let process = Process()
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            for (file, stream) in [(output, \Process.standardOutput), (errors, \.standardError)] {
                try Data().write(to: file)
                process[keyPath: stream] = try FileHandle(forWritingTo: file)
            }
            try process.run()
            process.waitUntilExit()
        } catch {
            throw ToolError(
                .ioFailure, "could not run `\(arguments.joined(separator: " "))`: \(error)")
        }
        let read = { (file: URL) in
            String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
        }
        guard process.terminationStatus == 0 else {
            throw ToolError(code, read(errors).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return read(output)
    }
}
