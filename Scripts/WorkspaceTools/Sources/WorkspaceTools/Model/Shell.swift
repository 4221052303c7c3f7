import Foundation

/// Runs a command found on `PATH` (through `/usr/bin/env`) and waits for it.
enum Shell {
    /// What `arguments` printed, on each stream, and their exit status. The output goes through
    /// files rather than pipes, so that a chatty command cannot block on a full pipe.
    static func run(_ arguments: [String]) throws(ToolError) -> (
        status: Int32, output: String, errors: String
    ) {
        let scratch = FileManager.default.temporaryDirectory.appending(
            path: "workspace-tools-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (output, errors) = (scratch.appending(path: "out"), scratch.appending(path: "err"))
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            for (file, stream) in [(output, \Process.standardOutput), (errors, \.standardError)] {
                try Data().write(to: file)
                process[keyPath: stream] = try FileHandle(forWritingTo: file)
            }
            try process.run()
            process.waitUntilExit()
            let read = { (file: URL) in
                String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
            }
            return (process.terminationStatus, read(output), read(errors))
        } catch {
            throw ToolError(
                .ioFailure, "could not run `\(arguments.joined(separator: " "))`: \(error)")
        }
    }
}
