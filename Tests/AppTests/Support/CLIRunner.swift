import Foundation
import Testing

/// Runs the built `rootswitch` executable with a fresh state directory, feeding it a script
/// on standard input (not a terminal, so script mode), and collects what it printed.
struct CLIRunner {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String

        var lines: [String] { stdout.split(separator: "\n").map(String.init) }

        /// The JSON objects printed by `state`, decoded.
        var states: [[String: Any]] {
            lines.filter { $0.hasPrefix("{\"app\"") || $0.contains("\"type\":\"state\"") }
                .compactMap { line in
                    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
                }
        }
    }

    let stateDirectory: URL

    init() throws {
        stateDirectory = FileManager.default.temporaryDirectory
            .appending(path: "rootswitch-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: stateDirectory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
    }

    func removeState() {
        try? FileManager.default.removeItem(at: stateDirectory)
    }

    /// An executable built beside the test bundle (the tests depend on `rootswitch` and
    /// `rootswitch-backend`).
    static func executable(_ name: String = "rootswitch") -> URL {
        Bundle.main.bundleURL.appending(path: name)
    }

    /// The environment the programs run in: never the real per-user state directory, even
    /// for a run without --state-dir.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = stateDirectory.appending(path: "xdg").path
        return environment
    }

    /// Runs `program` with `arguments` (after `--state-dir`), `input` on standard input.
    func run(
        _ input: String, arguments: [String] = [], stateDir: Bool = true,
        program: String = "rootswitch"
    ) throws -> Run {
        // Process exists on macOS and Linux only; the tests that run programs are skipped
        // where it does not (as NetworkingTests' fixture server is).
        #if os(Linux) || os(macOS)
            try runProcess(input, arguments: arguments, stateDir: stateDir, program: program)
        #else
            throw ProcessUnavailable()
        #endif
    }

    /// What `run` throws where programs cannot be started.
    struct ProcessUnavailable: Error, CustomStringConvertible {
        var description: String { "This platform cannot start the rootswitch program." }
    }

    #if os(Linux) || os(macOS)
        private func runProcess(
            _ input: String, arguments: [String], stateDir: Bool, program: String
        ) throws -> Run {
            let process = Process()
            process.executableURL = Self.executable(program)
            process.arguments = (stateDir ? ["--state-dir", stateDirectory.path] : []) + arguments
            process.environment = environment
            let stdin = Pipe()
            let stdoutFile = stateDirectory.appending(path: "stdout-\(UUID().uuidString)")
            let stderrFile = stateDirectory.appending(path: "stderr-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
            _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
            process.standardInput = stdin
            process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
            process.standardError = try FileHandle(forWritingTo: stderrFile)
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(at: stdoutFile)
                try? FileManager.default.removeItem(at: stderrFile)
            }
            return Run(
                status: process.terminationStatus,
                stdout: try String(contentsOf: stdoutFile, encoding: .utf8),
                stderr: try String(contentsOf: stderrFile, encoding: .utf8))
        }
    #endif
}

/// The demo account's sign-in line.
let demoSignIn = "do signin email=demo@rootswitch.dev password=demo-password"
