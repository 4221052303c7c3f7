import Foundation
import Testing

/// Seeded random sessions through the App's public API, checking the invariants after
/// every step (see `Random/`). `Scripts/soak` runs longer ones: it sets
/// `ROOTSWITCH_SOAK_STEPS` (steps per seed) and, to replay one, `ROOTSWITCH_SOAK_SEED`.
@MainActor @Suite struct RandomAppTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    nonisolated static let steps = environment["ROOTSWITCH_SOAK_STEPS"].flatMap(Int.init) ?? 600
    nonisolated static let seeds: [UInt64] =
        environment["ROOTSWITCH_SOAK_SEED"].flatMap(UInt64.init).map { [$0] } ?? [1, 2, 3, 4]

    @Test(arguments: seeds)
    func randomSessionsKeepEveryInvariant(seed: UInt64) async throws {
        let run = try RandomRun()
        defer { run.finish() }
        guard let violation = await run.explore(seed: seed, count: Self.steps) else { return }
        let shortest = await StepShrinker.shrink(run.steps, failingAt: violation)
        Issue.record(
            """
            Seed \(seed) broke an invariant \(violation).
            Shortest steps found (\(shortest.steps.count)), failing \(shortest.violation):
            \(shortest.steps.map(\.description).joined(separator: "\n"))
            Run it again: ROOTSWITCH_SOAK_SEED=\(seed) Scripts/soak \(Self.steps)
            """)
    }
}
