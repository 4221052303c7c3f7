import Analytics
import Observation
import Routing

/// Walks the user through the onboarding steps on one stack, saving each step to the
/// backend and reporting it upward.
///
/// A progress save that fails does not hold the user back (the App caches the step
/// locally): the screen shows a warning instead. Finishing must reach the backend, so a
/// failed `finish` keeps the user on the last screen to try again.
@MainActor
@Observable
final class OnboardingCoordinator: FeatureCoordinator {
    /// What the App is told, given to the feature's factory.
    struct Callbacks {
        let stepChanged: @MainActor (OnboardingStep) -> Void
        let finished: @MainActor () -> Void
        let sessionExpired: @MainActor () -> Void
    }

    @ObservationIgnored private let router: Router<OnboardingRoute>
    @ObservationIgnored private let client: OnboardingClient
    @ObservationIgnored private let analytics: any AnalyticsClient
    @ObservationIgnored private let work: BackgroundWork
    @ObservationIgnored private let callbacks: Callbacks
    /// The latest backend save; each save waits for the one before, so the backend sees
    /// the steps in the order the user took them and `finish` always lands last.
    @ObservationIgnored private var lastSave: Task<Void, Never>?

    /// The last progress save failed: shown on every step until a save succeeds.
    private(set) var warning: String?
    /// The last action failed: shown until the user acts again.
    private(set) var error: String?
    @ObservationIgnored private var isFinishing = false
    @ObservationIgnored private var isStopped = false

    init(
        resumeAt step: OnboardingStep, dependencies: OnboardingDependencies,
        callbacks: Callbacks
    ) {
        router = Router(root: .welcome)
        client = dependencies.client
        analytics = dependencies.analytics
        work = dependencies.work
        self.callbacks = callbacks
        rebuild(at: step)
    }

    var step: OnboardingStep { router.stack.last?.step ?? .welcome }

    var location: ScreenLocation<OnboardingRoute> { ScreenLocation(stack: router.stack) }

    /// The stack is built when the coordinator is made, so there is nothing left to start.
    func start() {}

    /// Results of requests still under way are dropped from now on.
    func stop() { isStopped = true }

    func back() -> Bool {
        guard router.stack.count > 1 else { return false }
        error = nil
        router.back()
        callbacks.stepChanged(step)
        return true
    }

    /// Onboarding declares no deep links; the App may still show a step (restoring a
    /// scene), which rebuilds the stack up to it. The caller chose the step, so it is not
    /// reported back.
    func show(_ route: OnboardingRoute, policy: DeepLinkPolicy) {
        error = nil
        rebuild(at: route.step)
    }

    /// Moves from `current` to the next step. A screen kept after its step changed (a double
    /// tap) is ignored so one tap never advances twice.
    func advance(
        from current: OnboardingStep, name: String? = nil, permissionsGranted: Bool? = nil
    ) {
        guard step == current, let index = OnboardingStep.allCases.firstIndex(of: current),
            index + 1 < OnboardingStep.allCases.count
        else { return }
        let next = OnboardingStep.allCases[index + 1]
        error = nil
        router.push(OnboardingRoute(next))
        callbacks.stepChanged(next)
        analytics.track(.onboardingStep(next.rawValue))
        let progress = OnboardingProgress(
            step: next, finished: false, name: name, permissionsGranted: permissionsGranted)
        save(progress, label: "onboarding-progress") { [weak self] failure in
            self?.progressSaved(failure)
        }
    }

    /// Shows `failure` as the screen's error line.
    func fail(_ failure: OnboardingError) {
        error = "Error: \(failure.reason)"
    }

    func finish() {
        guard step == .complete, !isFinishing else { return }
        error = nil
        isFinishing = true
        let progress = OnboardingProgress(step: .complete, finished: true)
        save(progress, label: "onboarding-finish") { [weak self] failure in
            self?.finished(failure)
        }
    }

    private func rebuild(at step: OnboardingStep) {
        router.popToRoot()
        for later in step.walked.dropFirst() { router.push(OnboardingRoute(later)) }
    }

    private func progressSaved(_ failure: OnboardingError?) {
        guard !isStopped else { return }
        if let failure, failure.code == .sessionExpired {
            callbacks.sessionExpired()
        } else {
            warning = failure.map {
                "Warning: Your progress is kept on this device but was not saved online. "
                    + $0.reason
            }
        }
    }

    private func finished(_ failure: OnboardingError?) {
        isFinishing = false
        guard !isStopped else { return }
        guard let failure else { return callbacks.finished() }
        if failure.code == .sessionExpired {
            callbacks.sessionExpired()
        } else {
            fail(failure)
        }
    }

    private func save(
        _ progress: OnboardingProgress, label: String,
        then report: @escaping @MainActor (OnboardingError?) -> Void
    ) {
        let previous = lastSave
        let client = client
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
        work.start(label) {
            await withTaskCancellationHandler {
                await save.value
            } onCancel: {
                save.cancel()
            }
        }
    }
}
