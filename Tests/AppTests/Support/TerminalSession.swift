import Foundation

/// Runs the built `rootswitch` under a pseudo-terminal, through the python3 helper
/// `Tests/Fixtures/pty_session.py` (the standard `pty` module): it types keys as a person
/// would, waits for what the program prints, and returns everything the terminal showed.
struct TerminalSession {
    /// One thing the helper does, in order.
    enum Step {
        /// Types the text: characters, escape sequences, control keys.
        case send(String)
        /// Waits until the text is printed after the text expected before it.
        case expect(String, timeout: Double = 10)
        /// Waits, reading what is printed.
        case sleep(Double)
        /// Sends the program a signal, by its name without `SIG` (`TERM`).
        case signal(String)
        /// Waits until the program has stopped (Ctrl-Z), takes the terminal back as a shell
        /// does, and fails unless its modes are the ones from before the program.
        case stopped(timeout: Double = 10)
        /// `fg`: gives the program the terminal again and sends it SIGCONT.
        case resume
        /// Waits until the terminal is in a line editor's modes (no echo, no canonical mode).
        case raw(timeout: Double = 10)

        var json: [String: Any] {
            switch self {
            case .send(let text): ["send": text]
            case .expect(let text, let timeout): ["expect": text, "timeout": timeout]
            case .sleep(let seconds): ["sleep": seconds]
            case .signal(let name): ["signal": name]
            case .stopped(let timeout): ["stopped": timeout]
            case .resume: ["continue": true]
            case .raw(let timeout): ["raw": timeout]
            }
        }
    }

    /// What a session showed and how it ended.
    struct Run {
        /// Everything printed, escape sequences included.
        let output: String
        /// The exit status, negative for the signal that ended it; nil if the program had to
        /// be killed.
        let status: Int?
        /// The step that failed (an expected text never came), if one did.
        let error: String?
        /// Whether the terminal's modes after the program were the ones before it.
        let restored: Bool

        /// What was printed after the first `marker`, or nothing if it never was.
        func output(after marker: String) -> Substring {
            output.range(of: marker).map { output[$0.upperBound...] } ?? ""
        }

        /// How many times `text` was printed.
        func count(_ text: String) -> Int {
            output.components(separatedBy: text).count - 1
        }
    }

    /// Keys as a terminal sends them.
    enum Keys {
        static let up = "\u{1B}[A"
        static let down = "\u{1B}[B"
        static let right = "\u{1B}[C"
        static let left = "\u{1B}[D"
        static let home = "\u{1B}[H"
        static let end = "\u{1B}[F"
        static let delete = "\u{1B}[3~"
        static let backspace = "\u{7F}"
        static let ctrlA = "\u{01}"
        static let ctrlC = "\u{03}"
        static let ctrlD = "\u{04}"
        static let ctrlZ = "\u{1A}"
        static let ctrlE = "\u{05}"
        static let ctrlU = "\u{15}"
        static let enter = "\r"
    }

    /// The prompt the session shows.
    static let prompt = "rootswitch> "

    let cli: CLIRunner

    /// Runs `rootswitch` with `arguments` (after `--state-dir`) and the steps.
    func run(_ steps: [Step], arguments: [String] = []) throws -> Run {
        let helper = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Fixtures/pty_session.py")
        let stepsJSON = try JSONSerialization.data(withJSONObject: steps.map(\.json))
        #if os(Linux) || os(macOS)
            return try run(helper: helper, steps: stepsJSON, arguments: arguments)
        #else
            throw CLIRunner.ProcessUnavailable()
        #endif
    }

    #if os(Linux) || os(macOS)
        /// Runs the pty helper, which runs `rootswitch` (Process exists on macOS and Linux only).
        private func run(helper: URL, steps stepsJSON: Data, arguments: [String]) throws -> Run {
            let process = Process()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments =
                ["python3", helper.path, String(decoding: stepsJSON, as: UTF8.self)]
                + [CLIRunner.executable().path, "--state-dir", cli.stateDirectory.path] + arguments
            process.environment = cli.environment
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            return Run(
                output: object["output"] as? String ?? "", status: object["status"] as? Int,
                error: object["error"] as? String
                    ?? (process.terminationStatus == 0 ? nil : "the helper failed"),
                restored: object["restored"] as? Bool ?? false)
        }
    #endif
}
