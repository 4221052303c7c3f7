import Foundation
import Routing

/// A recorded journal, read and checked, ready to be played again on a fresh App with no
/// backend: the recorded answers stand in for it, a clock driven by the journal for time.
///
/// ```swift
/// let journal = try JournalReplay(text: String(decoding: data, as: UTF8.self))
/// let result = await journal.replay(on: freshEnvironment) { step, app in
///     print("step \(step.number): \(step.input)", app.screen.title)
/// }
/// if let divergence = result.divergence { print(divergence) }  // step, expected, got
/// ```
@MainActor
public final class JournalReplay {
    /// Where a replay first went another way than the recording.
    public struct Divergence: Error, Hashable, Sendable, CustomStringConvertible {
        /// The step it happened at; `nil` for the final state.
        public let step: Int?
        /// What the recording did.
        public let expected: String
        /// What the replay did.
        public let got: String

        /// `step 3: expected ..., got ...`.
        public var description: String {
            "\(step.map { "step \($0)" } ?? "end"): expected \(expected), got \(got)"
        }
    }

    /// One replayed step, as a replay reports it.
    public struct Step: Sendable {
        /// Its number, from 1.
        public let number: Int
        /// What the App was asked, in words (`open rootswitch://items/42`).
        public let input: String
    }

    /// How a replay ended.
    public struct Result {
        /// The App the journal was played on, as it stands after the last step played.
        public let app: RootSwitchApp
        /// How many steps were played.
        public let steps: Int
        /// The first divergence, if any.
        public let divergence: Divergence?
    }

    private let header: JournalHeader
    private let steps: [JournalStep]
    private let answers: [JournalAnswer]
    private let end: JournalEnd

    /// The number of recorded steps.
    public var count: Int { steps.count }

    /// Reads a journal.
    /// - Throws: `invalid_journal` naming the line: not JSON, not a journal line, no header
    ///   or another version first, or no end (the file was cut short).
    public init(text: String) throws(AppError) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let texts = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The format and version first, so that another version's header is named as such.
        guard let first = texts.first, !first.isEmpty else { throw Self.invalid("it is empty") }
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: Data(first.utf8))
        } catch {
            throw Self.invalid("line 1 is not a journal header (\(error.shortReason))")
        }
        guard probe.journal.format == JournalHeader.format,
            probe.journal.version == JournalHeader.currentVersion
        else {
            throw Self.invalid(
                "it is \(probe.journal.format) version \(probe.journal.version); this rootswitch "
                    + "reads \(JournalHeader.format) version \(JournalHeader.currentVersion)")
        }
        var lines: [JournalLine] = []
        for (index, line) in texts.enumerated() where !line.isEmpty {
            do {
                lines.append(try decoder.decode(JournalLine.self, from: Data(line.utf8)))
            } catch {
                throw Self.invalid("line \(index + 1) is not a journal line (\(error.shortReason))")
            }
        }
        guard case .header(let header) = lines.first else {
            throw Self.invalid("it does not start with a journal header")
        }
        guard case .end(let end) = lines.last else {
            throw Self.invalid("it has no end line: the recording was cut short")
        }
        self.header = header
        self.end = end
        steps = lines.compactMap { if case .step(let step) = $0 { step } else { nil } }
        if let step = steps.first(where: { !JournalStep.times.contains($0.at) }) {
            throw Self.invalid(
                "step \(step.step) is at \(step.at) s, not between 0 and "
                    + "\(Int(JournalStep.times.upperBound)) s")
        }
        answers = lines.compactMap { if case .answer(let answer) = $0 { answer } else { nil } }
    }

    /// Plays the journal on a new App.
    /// - Parameters:
    ///   - base: a fresh state directory's files and scene storage, and analytics; its
    ///     backend, clock and wall clock are replaced by the journal's.
    ///   - until: the last step to play; all by default. Stopping early skips the final
    ///     state's check.
    ///   - onStep: told each step once it and its work are done.
    /// - Returns: the App and the first divergence, if any: a step refused or accepted
    ///   otherwise, another screen after it, a request the journal does not hold, or another
    ///   final state.
    /// - Throws: when the App cannot start, or the launch files cannot be written.
    public func replay(
        on base: AppEnvironment, until: Int? = nil,
        onStep: (Step, RootSwitchApp) -> Void = { _, _ in }
    ) async throws(AppError) -> Result {
        var environment = base
        let backend = JournalBackend(answers: answers)
        let clock = JournalClock()
        let started = header.started
        environment.http = backend
        environment.clock = clock
        environment.now = { started.addingTimeInterval(clock.seconds) }
        environment.journal = nil
        let lock = DeviceLock(locked: header.launch.locked == true)
        environment.protectedData = lock
        do {
            try header.launch.write(to: environment)
        } catch {
            throw AppError(.storage, reason: "cannot write the launch state: \(error)")
        }
        let app = try RootSwitchApp(
            environment: environment,
            windows: header.launch.awaitsWindows == true ? .awaitWindows : .reconnectLast)
        await app.settle()
        var played = 0
        for step in steps.prefix(until ?? steps.count) {
            clock.advance(to: .seconds(step.at))
            let outcome: String
            do {
                try step.input.apply(to: app, unlocking: lock)
                outcome = "ok"
            } catch {
                outcome = error.code.rawValue
            }
            let shows = app.screen.title
            await app.settle()
            played += 1
            onStep(Step(number: step.step, input: step.input.description), app)
            if let divergence = divergence(at: step, outcome: outcome, shows: shows, backend) {
                return Result(app: app, steps: played, divergence: divergence)
            }
        }
        if let until, until < steps.count {
            return Result(app: app, steps: played, divergence: nil)
        }
        let state = app.snapshot.json
        let divergence =
            state == end.state ? nil : Divergence(step: nil, expected: end.state, got: state)
        return Result(app: app, steps: played, divergence: divergence)
    }

    private func divergence(
        at step: JournalStep, outcome: String, shows: String, _ backend: JournalBackend
    ) -> Divergence? {
        if let request = backend.takeUnanswered() {
            return Divergence(
                step: step.step, expected: "no request the journal does not hold",
                got: "request \(request)")
        }
        if outcome != step.outcome {
            return Divergence(step: step.step, expected: step.outcome, got: outcome)
        }
        if shows != step.shows {
            return Divergence(
                step: step.step, expected: "screen \"\(step.shows)\"", got: "screen \"\(shows)\"")
        }
        return nil
    }

    /// The first line's format and version, whatever else it holds.
    private struct VersionProbe: Decodable {
        struct Header: Decodable {
            let format: String
            let version: Int
        }
        let journal: Header
    }

    private static func invalid(_ reason: String) -> AppError {
        AppError(.invalidJournal, reason: "not a journal this rootswitch can replay: \(reason)")
    }
}

extension Error {
    /// A decoding error's debug description, or the error's own words.
    fileprivate var shortReason: String {
        switch self as? DecodingError {
        case .dataCorrupted(let context), .keyNotFound(_, let context),
            .typeMismatch(_, let context), .valueNotFound(_, let context):
            context.debugDescription
        default: "\(self)"
        }
    }
}
