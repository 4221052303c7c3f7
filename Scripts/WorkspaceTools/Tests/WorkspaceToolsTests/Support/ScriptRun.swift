import Foundation

/// One finished run of a command, as the script tests check it: exit status and what it
/// printed on each stream.
struct ScriptRun {
    var status: Int32
    var output: String
    var errors: String

    init(status: Int32, output: String, errors: String) {
        (self.status, self.output, self.errors) = (status, output, errors)
    }

    /// Runs `arguments` through `/usr/bin/env` (so `bash` and `swift` come from `PATH`) in
    /// `folder` and waits for it to end. Output goes through files, not pipes, so a chatty
    /// command cannot block on a full pipe.
    /// - Parameter environment: variables to set on top of this process's environment.
    init(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws {
        let logs = FileManager.default.temporaryDirectory.appending(
            path: "script-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outputFile = logs.appending(path: "output")
        let errorsFile = logs.appending(path: "errors")
        try Data().write(to: outputFile)
        try Data().write(to: errorsFile)
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) {
                $1
            }
        }
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        output = try String(contentsOf: outputFile, encoding: .utf8)
        errors = try String(contentsOf: errorsFile, encoding: .utf8)
    }
}
