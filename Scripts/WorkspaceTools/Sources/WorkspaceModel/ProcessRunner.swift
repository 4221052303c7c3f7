package import Foundation

/// Runs a command found on `PATH` and collects its output; `package` for the tools beside
/// the workspace model that run `git`.
package enum ProcessRunner {
    package struct Output {
        package var status: Int32
        package var standardOutput: Data
        package var standardError: Data
    }

    /// Runs `arguments` through `/usr/bin/env`. The output goes to files in `scratch` rather
    /// than pipes, so a large output cannot fill a pipe and block the child.
    package static func run(_ arguments: [String], scratch: URL) throws(WorkspaceError)
        -> Output
    {
        let outputURL = scratch.appending(path: "stdout")
        let errorURL = scratch.appending(path: "stderr")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            try Data().write(to: outputURL)
            try Data().write(to: errorURL)
            let output = try FileHandle(forWritingTo: outputURL)
            let error = try FileHandle(forWritingTo: errorURL)
            defer {
                try? output.close()
                try? error.close()
            }
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = error
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return Output(
                status: process.terminationStatus,
                standardOutput: try Data(contentsOf: outputURL),
                standardError: try Data(contentsOf: errorURL))
        } catch {
            throw WorkspaceError(
                .ioFailure,
                reason: "could not run `\(arguments.joined(separator: " "))`: \(error)")
        }
    }
}
