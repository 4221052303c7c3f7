import Observation
import Routing

/// The linked features' flows open over Main, at most one per scene: a link to a linked
/// feature opens its flow over the scene, and finishing it (or going back from its first
/// screen) shows Main again, as it was.
@MainActor
@Observable
final class LinkedCovers {
    private struct Cover {
        let number: Int
        let flow: LinkedFlow
    }

    private var covers: [SceneID: Cover] = [:]
    @ObservationIgnored private var opened = 0
    @ObservationIgnored private let features: [LinkedFeatureEntry]
    @ObservationIgnored private let context: @MainActor () -> LinkedFeatureContext

    /// - Parameters:
    ///   - features: the App's linked features.
    ///   - context: what their dependencies are built from, for the signed-in session.
    init(
        features: [LinkedFeatureEntry], context: @escaping @MainActor () -> LinkedFeatureContext
    ) {
        self.features = features
        self.context = context
    }

    /// The flow over scene `id`, if one is open.
    func flow(over id: SceneID) -> LinkedFlow? {
        covers[id]?.flow
    }

    /// Whether a linked feature owns `route`.
    func owns(_ route: LinkedRoute) -> Bool {
        feature(of: route) != nil
    }

    /// Shows `route` over scene `id`, opening its feature's flow unless one of that feature
    /// is open there already (another feature's flow closes first).
    /// - Returns: false when no linked feature owns the route.
    func open(_ route: LinkedRoute, over id: SceneID) -> Bool {
        guard let feature = feature(of: route) else { return false }
        if covers[id]?.flow.feature != feature.name {
            close(over: id)
            opened += 1
            let number = opened
            let flow = feature.makeFlow(context()) { [weak self] in
                self?.close(over: id, ifStill: number)
            }
            flow.coordinator.start()
            covers[id] = Cover(number: number, flow: flow)
        }
        return covers[id]?.flow.content.open(.linked(route)) ?? false
    }

    /// The navigation of the flow over scene `id`, its stack and the layers over it; `nil`
    /// when none is open.
    func navigation(over id: SceneID) -> Navigation<LinkedRoute>? {
        covers[id]?.flow.navigation().compactMap(\.linked)
    }

    /// Opens the flow of `navigation`'s feature over scene `id` as it was saved: its root opens
    /// the flow, which then restores its stack and layers in one change. `nil` closes the flow.
    func restore(_ navigation: Navigation<LinkedRoute>?, over id: SceneID) {
        guard let navigation, open(navigation.tabs[0].stacks[0].routes[0], over: id),
            let flow = covers[id]?.flow
        else {
            close(over: id)
            return
        }
        flow.restore(navigation.map(AppRoute.linked))
    }

    /// Closes the flow over scene `id`, if any.
    func close(over id: SceneID) {
        covers.removeValue(forKey: id)?.flow.coordinator.stop()
    }

    /// Closes every flow (the user left Main).
    func closeAll() {
        for id in Array(covers.keys) { close(over: id) }
    }

    /// A flow's own "finished" closes it only if it is still the one over the scene.
    private func close(over id: SceneID, ifStill number: Int) {
        guard covers[id]?.number == number else { return }
        close(over: id)
    }

    /// The linked feature that owns `route`, if any.
    private func feature(of route: LinkedRoute) -> LinkedFeatureEntry? {
        features.first { $0.name == route.feature }
    }
}
