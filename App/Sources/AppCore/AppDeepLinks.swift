import Analytics
import Routing

/// Deep links across features: one table resolves them, a gate lets them through or keeps
/// the latest waiting until the app state allows it, and every decision is reported.
@MainActor
final class AppDeepLinks {
    private let table: DeepLinkTable<AppRoute>
    private let gate: DeepLinkGate<AppRoute>
    private let emit: @Sendable (AppEvent) -> Void

    /// - Parameters:
    ///   - table: the App's links, every feature's.
    ///   - access: what the first root lets links do.
    ///   - environment: the clock a waiting link's window is measured on, and analytics.
    ///   - emit: told about every link opened, deferred, replayed or refused.
    init(
        table: DeepLinkTable<AppRoute>, access: DeepLinkAccess, environment: AppEnvironment,
        emit: @escaping @Sendable (AppEvent) -> Void
    ) {
        self.table = table
        gate = DeepLinkGate(
            access: access, window: environment.deepLinkWindow, clock: environment.clock,
            analytics: environment.analytics)
        self.emit = emit
    }

    /// The waiting link as a URL, if one waits and has not expired.
    var pending: String? {
        gate.pending.map(url(of:))
    }

    /// Resolves a link and lets it through now, or keeps it waiting (replacing an older one).
    /// - Returns: the match to show now, or `nil` when it waits.
    /// - Throws: the resolution error (`unsupported_scheme`, `no_match`, ...); a waiting link
    ///   keeps waiting.
    func open(_ url: String) throws(AppError) -> DeepLinkMatch<AppRoute>? {
        let match: DeepLinkMatch<AppRoute>?
        do {
            match = try gate.open(url, in: table)
        } catch {
            emit(.deepLink(.refused, url: url, reason: error.code.rawValue))
            throw AppError(error)
        }
        emit(.deepLink(match == nil ? .deferred : .opened, url: url))
        return match
    }

    /// Records what the app state now allows.
    /// - Returns: the waiting link, when it may now be shown.
    func allow(_ access: DeepLinkAccess) -> DeepLinkMatch<AppRoute>? {
        let waiting = gate.pending
        if let replay = gate.update(access: access) {
            emit(.deepLink(.replayed, url: url(of: replay)))
            return replay
        }
        if let waiting, gate.pending == nil {
            emit(.deepLink(.refused, url: url(of: waiting), reason: "dropped"))
        }
        return nil
    }

    private func url(of match: DeepLinkMatch<AppRoute>) -> String {
        (try? table.url(for: match.route)) ?? match.template
    }
}
