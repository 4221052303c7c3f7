import Foundation

/// One run of a command (a script of the workspace), with what it printed.
struct ScriptRun {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `arguments` through `/usr/bin/env` in `folder` and waits for it to end.
    init(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: out, as: UTF8.self)
        self.errors = String(decoding: err, as: UTF8.self)
    }
}
