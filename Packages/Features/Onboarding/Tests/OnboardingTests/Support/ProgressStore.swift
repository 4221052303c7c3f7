import Onboarding
import Synchronization
import TestSupport

/// Onboarding's one backend call in memory: keeps each progress it accepts, in order, or
/// fails every call with the error it is given.
final class ProgressStore: Sendable {
    private struct State {
        var failure: OnboardingError?
        var sent: [OnboardingProgress] = []
        var saved: [OnboardingProgress] = []
    }

    private let state = Mutex(State())
    private let gate: Gate?

    /// Creates a store; `gate` holds the first save until the test opens it.
    init(gate: Gate? = nil) {
        self.gate = gate
    }

    /// The error every save meets from now on; nil accepts them.
    var failure: OnboardingError? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// Every progress the feature sent, accepted or not, in order.
    var sent: [OnboardingProgress] { state.withLock { $0.sent } }

    /// The progress the store accepted, in the order it accepted it.
    var saved: [OnboardingProgress] { state.withLock { $0.saved } }

    /// The client that saves here.
    var client: OnboardingClient {
        OnboardingClient { progress throws(OnboardingError) in try await self.save(progress) }
    }

    private func save(_ progress: OnboardingProgress) async throws(OnboardingError) {
        let isFirst = state.withLock { state in
            state.sent.append(progress)
            return state.sent.count == 1
        }
        if isFirst, let gate { await gate.pass() }
        try state.withLock { state throws(OnboardingError) in
            if let failure = state.failure { throw failure }
            state.saved.append(progress)
        }
    }
}
