import AppCore
import Foundation

/// A step that broke an invariant, and how.
struct Violation: Error, CustomStringConvertible {
    /// The index of the step after which it broke.
    let step: Int
    let message: String

    var description: String { "after step \(step + 1): \(message)" }
}

/// Runs steps on a fresh device, checking after each that a failed command changed
/// nothing, that a relaunch came back with the same user and scenes, that no transition
/// was refused and the invariants of ``AppInvariants``.
@MainActor
final class RandomRun {
    private let harness: AppHarness
    private(set) var steps: [AppStep] = []

    init() throws {
        harness = try AppHarness()
        harness.rejections.isExpected = true
    }

    /// Stops the App and deletes its state directory.
    func finish() {
        harness.removeStateDirectory()
    }

    /// Generates and runs `count` steps from `seed`.
    /// - Returns: the first violation, or nil.
    func explore(seed: UInt64, count: Int) async -> Violation? {
        var generator = StepGenerator(seed: seed)
        for _ in 0..<count {
            if let violation = await run(generator.next(for: harness.app)) { return violation }
        }
        return nil
    }

    /// Runs `steps` in order.
    /// - Returns: the first violation, or nil.
    func replay(_ steps: [AppStep]) async -> Violation? {
        for step in steps {
            if let violation = await run(step) { return violation }
        }
        return nil
    }

    private func run(_ step: AppStep) async -> Violation? {
        let index = steps.count
        steps.append(step)
        let before = harness.app.snapshot
        let eventCount = harness.events.all.count
        let failed: Bool
        do {
            try await step.run(on: harness)
            failed = false
        } catch {
            failed = true
        }
        if case .relaunch = step {
            let first = harness.app.snapshot
            // With every scene disconnected, a relaunch connects the one that was current.
            let scenes = before.scenes.isEmpty ? [before.scene.id] : before.scenes
            if first.user != before.user || first.scenes != scenes
                || first.scene.id != before.scene.id
            {
                return Violation(
                    step: index, message: "relaunch came back as \(first), was \(before)")
            }
        }
        await harness.app.settle()
        let events = Array(harness.events.all.dropFirst(eventCount))
        if failed, step.isCommand {
            if harness.app.snapshot != before {
                return Violation(
                    step: index,
                    message:
                        "a failed command changed the App: \(before) -> \(harness.app.snapshot)")
            }
            if events.contains(where: { if case .transition = $0 { true } else { false } }) {
                return Violation(step: index, message: "a failed command moved the app state")
            }
        }
        if let rejection = harness.rejections.all.first {
            return Violation(step: index, message: "refused transition: \(rejection)")
        }
        if let broken = AppInvariants.violation(in: harness.app, events: events) {
            return Violation(step: index, message: broken)
        }
        return nil
    }
}

/// Finds a short list of steps that still breaks an invariant, by removing chunks of
/// steps while the run still fails (a simple delta debugging), within a replay budget.
@MainActor
enum StepShrinker {
    static func shrink(_ steps: [AppStep], failingAt violation: Violation, budget: Int = 200)
        async -> (steps: [AppStep], violation: Violation)
    {
        var current = Array(steps.prefix(violation.step + 1))
        var last = violation
        var chunk = max(current.count / 2, 1)
        var replays = 0
        while replays < budget {
            var index = 0
            var removedAny = false
            while index < current.count, replays < budget {
                var candidate = current
                candidate.removeSubrange(index..<min(index + chunk, candidate.count))
                replays += 1
                if let found = await failure(of: candidate) {
                    current = Array(candidate.prefix(found.step + 1))
                    last = found
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny {
                if chunk == 1 { break }
                chunk = max(chunk / 2, 1)
            }
        }
        return (current, last)
    }

    private static func failure(of steps: [AppStep]) async -> Violation? {
        guard let run = try? RandomRun() else { return nil }
        defer { run.finish() }
        return await run.replay(steps)
    }
}
