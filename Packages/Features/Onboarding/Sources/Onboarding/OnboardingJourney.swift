import Analytics
import Observation
import Routing

/// The user's way through the steps on one stack: moving forward and back, reporting each
/// step upward, tracking it, and saving it to the backend in the order the user took them.
///
/// A progress save that fails does not hold the user back (the App caches the step
/// locally): its failure is kept as ``warning`` until a save succeeds. Finishing must reach
/// the backend; its failure goes to the caller. After the flow stops, answers are dropped.
@MainActor
@Observable
final class OnboardingJourney {
    /// What the App is told, given to the feature's factory.
    struct Callbacks {
        let stepChanged: @MainActor (OnboardingStep) -> Void
        let finished: @MainActor () -> Void
        let sessionExpired: @MainActor () -> Void
        let signOut: @MainActor () -> Void
    }

    /// Why the last progress save failed; nil once one succeeds.
    private(set) var warning: OnboardingError?
    /// Set while the flow is stopped: answers that arrive then are dropped.
    @ObservationIgnored var isStopped = false
    @ObservationIgnored let router: Router<OnboardingRoute>
    @ObservationIgnored private let dependencies: OnboardingDependencies
    @ObservationIgnored private let callbacks: Callbacks
    /// The latest backend save; each save waits for the one before, so the backend sees
    /// the steps in the order the user took them and `finish` always lands last.
    @ObservationIgnored private var lastSave: Task<Void, Never>?

    init(
        resumeAt step: OnboardingStep, dependencies: OnboardingDependencies,
        callbacks: Callbacks
    ) {
        router = Router(root: .welcome, events: dependencies.navigationEvents)
        self.dependencies = dependencies
        self.callbacks = callbacks
        // Every step from welcome up to `step`, as if the user had walked there.
        router.apply([.setPath(step.walked.dropFirst().map(OnboardingRoute.init))])
    }

    /// The step on top of the stack.
    var step: OnboardingStep { router.stack.last?.step ?? .welcome }

    /// Pops one step and reports the step now shown, once the pop is applied (a guard may
    /// ask first, and the user keep the step).
    /// - Parameter left: told once the step is left.
    /// - Returns: false at welcome, where there is nothing to go back to.
    func back(then left: @escaping @MainActor () -> Void = {}) -> Bool {
        guard router.stack.count > 1 else { return false }
        let previous = router.stack[router.stack.count - 2].step
        router.apply([.back]) { [weak self] applied in
            guard applied else { return }
            self?.callbacks.stepChanged(previous)
            left()
        }
        return true
    }

    /// Moves from `current` to the next step: shown, reported and tracked at once, saved
    /// in the background with what the user just chose.
    /// - Returns: false when `current` is no longer on top (a double tap on a kept screen),
    ///   so one tap never advances twice.
    @discardableResult
    func advance(
        from current: OnboardingStep, name: String? = nil, permissionsGranted: Bool? = nil
    ) -> Bool {
        guard step == current, let index = OnboardingStep.allCases.firstIndex(of: current),
            index + 1 < OnboardingStep.allCases.count
        else { return false }
        let next = OnboardingStep.allCases[index + 1]
        router.push(OnboardingRoute(next))
        callbacks.stepChanged(next)
        dependencies.analytics.track(.onboardingStep(next.rawValue))
        let progress = OnboardingProgress(
            step: next, finished: false, name: name, permissionsGranted: permissionsGranted)
        save(progress, label: "onboarding-progress") { [weak self] failure in
            self?.progressSaved(failure)
        }
        return true
    }

    /// Saves onboarding as finished, after the saves before it. Success and an expired
    /// session are reported upward.
    /// - Parameter settle: called once the save has ended, with the failure to show (nil
    ///   after success, an expired session, or a stop), before anything is reported.
    func finish(then settle: @escaping @MainActor (OnboardingError?) -> Void) {
        let progress = OnboardingProgress(step: .complete, finished: true)
        save(progress, label: "onboarding-finish") { [weak self] failure in
            guard let self, !isStopped else { return settle(nil) }
            if let failure, failure.code != .sessionExpired { return settle(failure) }
            settle(nil)
            failure == nil ? callbacks.finished() : callbacks.sessionExpired()
        }
    }

    /// The user asked to sign out, from any step: reported upward, where the App ends the
    /// session. What was saved stays with the account, so signing in again resumes there.
    func signOut() {
        guard !isStopped else { return }
        callbacks.signOut()
    }

    private func progressSaved(_ failure: OnboardingError?) {
        guard !isStopped else { return }
        if let failure, failure.code == .sessionExpired {
            callbacks.sessionExpired()
        } else {
            warning = failure
        }
    }

    private func save(
        _ progress: OnboardingProgress, label: String,
        then report: @escaping @MainActor (OnboardingError?) -> Void
    ) {
        let previous = lastSave
        let client = dependencies.client
        let save = Task { @MainActor in
            await previous?.value
            do throws(OnboardingError) {
                try await client.save(progress)
                report(nil)
            } catch {
                report(error)
            }
        }
        lastSave = save
        dependencies.work.start(label) {
            await withTaskCancellationHandler {
                await save.value
            } onCancel: {
                save.cancel()
            }
        }
    }
}
