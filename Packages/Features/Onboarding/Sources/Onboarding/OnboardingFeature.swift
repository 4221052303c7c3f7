public import Routing

/// The onboarding feature's public entry: a new user's welcome, permissions, profile and
/// completion steps.
///
/// ```swift
/// let onboarding = OnboardingFeature(
///     OnboardingDependencies(
///         client: .live(http, token: session.token), analytics: analytics, work: work))
/// let coordinator = onboarding.makeCoordinator(
///     resumeAt: cachedStep,
///     onStepChanged: { step in cache.save(step, for: user) },
///     onFinished: { machine.send(.onboardingFinished) },
///     onSessionExpired: { machine.send(.sessionExpired) })
/// try coordinator.screen.perform("next")
/// ```
@MainActor
public final class OnboardingFeature: FeatureAPI {
    private let dependencies: OnboardingDependencies

    /// Creates the feature.
    /// - Parameter dependencies: what the feature needs.
    public init(_ dependencies: OnboardingDependencies) {
        self.dependencies = dependencies
    }

    /// None: nothing links into onboarding. A link opened mid-onboarding that needs finished
    /// onboarding is the App's to keep pending and replay afterwards.
    public static var deepLinks: [DeepLinkPattern<OnboardingRoute>] { [] }

    /// Makes the coordinator of one scene's onboarding.
    ///
    /// The stack holds every step from welcome up to `step`, so `back` works as if the
    /// user had walked there. Each step the user reaches is reported, tracked and saved to
    /// the backend; a failed save leaves a warning on screen but does not stop the user.
    /// - Parameters:
    ///   - step: where to resume, usually the step the App cached for this user.
    ///   - onStepChanged: the step now on screen, after moving forward or back.
    ///   - onFinished: the backend has recorded onboarding as finished.
    ///   - onSessionExpired: the backend answered 401; the user must sign in again.
    /// - Returns: the coordinator, showing `step`.
    public func makeCoordinator(
        resumeAt step: OnboardingStep,
        onStepChanged: @escaping @MainActor (OnboardingStep) -> Void,
        onFinished: @escaping @MainActor () -> Void,
        onSessionExpired: @escaping @MainActor () -> Void
    ) -> any FeatureCoordinator<OnboardingRoute> {
        OnboardingCoordinator(
            resumeAt: step, dependencies: dependencies,
            callbacks: OnboardingCoordinator.Callbacks(
                stepChanged: onStepChanged, finished: onFinished, sessionExpired: onSessionExpired
            ))
    }
}
