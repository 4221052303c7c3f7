import Analytics
import Routing

/// Deep links across features: one table resolves them, and a gate lets each through, keeps
/// the latest waiting until the app state allows it, or drops it, each decision reported once
/// (to analytics and as an ``AppEvent/deepLink(_:)``).
@MainActor
final class AppDeepLinks {
    private let table: DeepLinkTable<AppRoute>
    private let gate: DeepLinkGate<AppRoute>

    /// - Parameters:
    ///   - table: the App's links, every feature's.
    ///   - access: what the first root lets links do.
    ///   - environment: the clock a waiting link's window is measured on, and analytics.
    ///   - emit: told every decision.
    init(
        table: DeepLinkTable<AppRoute>, access: DeepLinkAccess, environment: AppEnvironment,
        emit: @escaping @Sendable (AppEvent) -> Void
    ) {
        self.table = table
        gate = DeepLinkGate(
            access: access, window: environment.deepLinkWindow, clock: environment.clock,
            analytics: environment.analytics, onDecision: { emit(.deepLink($0)) })
    }

    /// The waiting link as it arrived, if one waits and has not expired.
    var pending: String? { gate.pendingURL }

    /// Resolves a link and shows it now, or keeps it waiting (replacing an older one).
    /// - Parameter show: shows a match in the current scene; false when nothing there has a
    ///   place for it (the link is dropped, not reported as opened).
    /// - Throws: the resolution error (`unsupported_scheme`, `no_match`, ...); a waiting link
    ///   keeps waiting.
    func open(_ url: String, show: (DeepLinkMatch<AppRoute>) -> Bool) throws(AppError) {
        do {
            try gate.open(url, in: table, show: show)
        } catch {
            throw AppError(error)
        }
    }

    /// Records what the app state now allows, showing the waiting link if it may now open.
    func allow(_ access: DeepLinkAccess, show: (DeepLinkMatch<AppRoute>) -> Bool) {
        gate.update(access: access, show: show)
    }
}
