public import Routing

/// A feature the signed-in app opens by a deep link and shows over Main until the user leaves
/// it: the shape `Scripts/new-feature` scaffolds, so the App composes such features from one
/// list, with no code of its own for each.
///
/// Its deep links need what Main's do (in RootSwitch's App, finished onboarding: the
/// `LinkNeed` the App declares for every linked feature's routes), since it is shown over
/// Main: a link opened earlier waits in the gate, then opens. The App saves and restores the
/// flow with the scene, its stack and the layers it presents over it, each route as its link:
/// every route of the feature needs a pattern.
///
/// In the App, one `LinkedFeatureEntry(WalletFeature.self)` in its list of linked features,
/// with how to build the feature's dependencies, composes it.
@MainActor
public protocol LinkedFeature: FeatureAPI {
    /// What the feature needs, built by the App for each signed-in session.
    associatedtype Dependencies

    /// Creates the feature.
    /// - Parameter dependencies: what it needs.
    init(_ dependencies: Dependencies)

    /// Makes the feature's flow for one scene, on its first screen.
    /// - Parameter onFinished: called when the user is done with the feature: the App
    ///   closes the flow and shows Main again.
    /// - Returns: the flow's coordinator; the App starts and stops it.
    func makeCoordinator(onFinished: @escaping @MainActor () -> Void)
        -> any FeatureCoordinator<FeatureRoute>
}
