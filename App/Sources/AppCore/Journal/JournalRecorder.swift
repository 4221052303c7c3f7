public import Foundation
import Synchronization

/// Records a session's journal: everything that enters the App from outside, one JSON line at
/// a time, for `rootswitch --replay` to play again with no backend.
///
/// Give it to the App as ``AppEnvironment/journal``, like the clock: the App then writes the
/// state directory it launched from, each input of ``RootSwitchApp`` (when, and what it led
/// to), each backend answer, and its final state at ``RootSwitchApp/shutdown()``.
///
/// Passwords and tokens never reach `write`: an argument is kept only when the action it
/// names, on the screen it was sent to, declares it and not as a secret; any other (a
/// secret, a misspelled name, an action the screen does not have) is written `[redacted]`.
/// Each session token, wherever it appears, becomes a stable placeholder (`token-1`) that a
/// replay uses as the token. A link keeps only the query values its pattern declares, and no
/// fragment or user info; an answer keeps its status and body, not its header fields. The
/// journal still holds the account's email, item ids, searches and links.
///
/// ```swift
/// let journal = try JournalRecorder.file(at: URL(filePath: "bug.jsonl"))
/// var environment = live.environment
/// environment.journal = journal
/// let app = try RootSwitchApp(environment: environment)
/// ```
public final class JournalRecorder: Sendable {
    private struct State {
        var steps = 0
        var elapsed: @Sendable () -> Duration = { .zero }
        /// Writes a link as the journal keeps it.
        var redact: @Sendable (String) -> String = { $0 }
        /// Each token seen, with its placeholder.
        var placeholders: [String: String] = [:]
        var ended = false
    }

    private let state = Mutex(State())
    private let write: @Sendable (String) -> Void

    /// Creates a recorder that gives each line, without its line end, to `write`.
    public init(write: @escaping @Sendable (_ line: String) -> Void) {
        self.write = write
    }

    /// A recorder appending to a new file at `url` (replaced if it exists), readable by its
    /// owner only, as the state directory's files are.
    /// - Throws: when the file cannot be created.
    public static func file(at url: URL) throws -> JournalRecorder {
        guard
            FileManager.default.createFile(
                atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        return JournalRecorder { line in handle.write(Data((line + "\n").utf8)) }
    }

    /// Starts the journal: the header, the clock `at` is measured on, and how a link is kept
    /// (`DeepLinkTable.redacted(_:)`).
    func begin<C: Clock>(
        clock: C, started: Date, launch: JournalLaunch,
        links: @escaping @Sendable (String) -> String
    ) where C.Duration == Duration {
        let start = clock.now
        state.withLock { state in
            state.elapsed = { start.duration(to: clock.now) }
            state.redact = links
        }
        if let token = launch.token { learn(token) }
        append(.header(JournalHeader(started: started, launch: launch)))
    }

    /// Records an input, its links as the journal keeps them, what it led to and when.
    func step(_ input: AppInput, outcome: String, shows: String) {
        let (number, elapsed, redact) = state.withLock { state in
            state.steps += 1
            return (state.steps, state.elapsed(), state.redact)
        }
        let input = input.redactingLinks(redact)
        append(
            .step(
                JournalStep(
                    step: number, at: (elapsed.seconds * 1000).rounded() / 1000, input: input,
                    outcome: outcome, shows: shows)))
    }

    /// Records a backend answer.
    func answer(_ answer: JournalAnswer) {
        append(.answer(answer))
    }

    /// Records the final state; nothing is recorded after it.
    func end(state snapshot: String) {
        append(.end(JournalEnd(state: snapshot)))
        state.withLock { $0.ended = true }
    }

    /// From now on, `token` is written as its placeholder.
    func learn(_ token: String) {
        guard !token.isEmpty else { return }
        state.withLock { state in
            if state.placeholders[token] == nil {
                state.placeholders[token] = "token-\(state.placeholders.count + 1)"
            }
        }
    }

    /// Writes `line` with every known token replaced; nothing once ended.
    private func append(_ line: JournalLine) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(line) else { return }
        // Under the lock, so lines from the main actor and from requests never interleave.
        state.withLock { state in
            guard !state.ended else { return }
            var text = String(decoding: data, as: UTF8.self)
            for (token, placeholder) in state.placeholders {
                text = text.replacingOccurrences(of: token, with: placeholder)
            }
            write(text)
        }
    }
}
