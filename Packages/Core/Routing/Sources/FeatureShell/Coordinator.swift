/// Drives one domain of the app (auth, onboarding, main, settings, ...): owns its navigation and
/// child coordinators and builds the screens its routes show.
///
/// A coordinator is owned, started and stopped by its parent, reports upward through
/// closures given at init, and never reaches a sibling. It is `Sendable` as every
/// `@MainActor` class is, so a SwiftUI `Binding`'s `@Sendable` closures may capture one.
///
/// ```swift
/// @MainActor final class SettingsCoordinator: Coordinator {
///     let navigator = Navigator<SettingsRoute>(root: .overview)
///     func start() { navigator.router.replaceRoot(.overview) }
///     func stop() { navigator.router.dismissAll() }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject, Sendable {
    /// Begins the flow: shows the first route, starts children that must run from the start.
    func start()

    /// Ends the flow: stops its children and releases what it holds. The parent calls it
    /// before dropping the coordinator.
    func stop()
}
