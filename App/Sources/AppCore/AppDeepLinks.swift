import Analytics
import AppStateMachine
import Foundation
import PrivateStorage
import Routing

/// Every way into the App: one table resolves each entry (a link, a notification, an
/// activity, ...), and a gate that follows the app state machine lets each through, keeps the
/// latest waiting until the state allows it, or drops it, each decision reported once (to
/// analytics and as an ``AppEvent/deepLink(_:)``). The waiting link is saved with the time it
/// arrived (``PendingLinkFile``), so a relaunch within its window keeps it waiting.
@MainActor
final class AppDeepLinks {
    private let gate: DeepLinkGate<AppRoute, AppRoot, RootIntent>
    private let record: PendingLinkRecord

    /// - Parameters:
    ///   - links: the App's links, every feature's, and its entry points.
    ///   - machine: the app state machine, whose state decides what opens.
    ///   - environment: the clock a waiting link's window is measured on, the wall clock and
    ///     the file it is saved in across a relaunch, and analytics.
    ///   - events: where every decision is published.
    ///   - emit: told every decision, and a waiting link that could not be saved.
    ///   - show: shows a let-through link in a scene (chosen when `nil`): false when nothing
    ///     there has a place for it, `nil` when no window shows the App yet.
    init(
        links: DeepLinkTable<AppRoute>, machine: StateMachine<AppRoot, RootIntent>,
        environment: AppEnvironment, events: NavigationEvents,
        emit: @escaping @Sendable (AppEvent) -> Void,
        show: @escaping @MainActor (DeepLinkMatch<AppRoute>, SceneID?) -> Bool?
    ) {
        let record = PendingLinkRecord(
            files: environment.files, now: environment.now,
            redact: { [links] in
                links.redacted($0)
            }, emit: emit)
        self.record = record
        gate = DeepLinkGate(
            links: links, following: machine, window: environment.deepLinkWindow,
            clock: environment.clock, analytics: environment.analytics, events: events,
            needs: { $0.route.need }, forgetting: AppState.forgetsWaitingLinks,
            onDecision: { decision in
                record.decided(decision)
                emit(.deepLink(decision))
            },
            show: show)
    }

    /// The App's links and entry points.
    var links: DeepLinkTable<AppRoute> { gate.links }

    /// Keeps waiting the link an earlier run left waiting (`pending-link.json`), within what
    /// is left of its window, unless a newer one already waits. Called once the state
    /// directory can be read.
    func restoreWaitingLink() {
        guard gate.pendingURL == nil, let (url, waited) = record.left() else { return }
        // A link whose pattern is gone cannot wait any more.
        if (try? links.resolve(url)) == nil { return record.forget() }
        gate.keepWaiting(url, waited: waited)
    }

    /// The waiting link as it arrived, if one waits and has not expired.
    var pending: String? { gate.pendingURL }

    /// Resolves an entry (a link, a notification, ...) and shows it now, in `scene` or the one
    /// its route's target chooses, or keeps it waiting (replacing an older one).
    /// - Throws: why the entry has no link, or the link's resolution error (`unsupported_scheme`,
    ///   `no_match`, ...); a waiting link keeps waiting.
    func open(_ entry: IncomingEntry, in scene: SceneID? = nil) throws(AppError) {
        do {
            try gate.open(entry, in: scene)
        } catch {
            throw AppError(error)
        }
    }

    /// Resolves a link without opening it, reporting a refusal as ``open(_:in:)`` would.
    /// - Throws: the link's resolution error.
    func resolve(_ url: String) throws(AppError) {
        do {
            try gate.resolve(.link(url))
        } catch {
            throw AppError(error)
        }
    }

    /// Shows the waiting link if the state allows it and a window can now show it.
    func openWaitingLink() {
        gate.openWaitingLink()
    }
}

/// The waiting link on disk (``PendingLinkFile``), kept in step with the gate's decisions:
/// saved when a link starts waiting, as much of it as opening it again needs
/// (`DeepLinkTable.redacted(_:)`), gone once the waiting link is decided otherwise
/// (opened, replaced, expired, dropped on sign-out).
@MainActor
private final class PendingLinkRecord {
    private let files: PrivateFileStore
    private let now: @Sendable () -> Date
    private let redact: @Sendable (String) -> String
    private let emit: @Sendable (AppEvent) -> Void
    /// The link the file holds, once read or written.
    private var saved: String?

    init(
        files: PrivateFileStore, now: @escaping @Sendable () -> Date,
        redact: @escaping @Sendable (String) -> String,
        emit: @escaping @Sendable (AppEvent) -> Void
    ) {
        self.files = files
        self.now = now
        self.redact = redact
        self.emit = emit
    }

    /// Reads the link an earlier run left waiting: it, and how long it has waited since it
    /// arrived.
    func left() -> (url: String, waited: Duration)? {
        let file = files.load(PendingLinkFile.self)
        saved = file?.url
        guard let url = file?.url, let arrived = file?.arrivedAt else { return nil }
        // A clock set back counts as no time at all.
        return (url, .seconds(max(0, now().timeIntervalSince(arrived))))
    }

    func decided(_ decision: DeepLinkDecision<AppRoute>) {
        if case .deferred = decision.outcome {
            write(PendingLinkFile(url: redact(decision.url), arrivedAt: now()))
        } else if saved != nil, redact(decision.url) == saved {
            forget()
        }
    }

    func forget() {
        write(PendingLinkFile(url: nil, arrivedAt: nil))
    }

    private func write(_ file: PendingLinkFile) {
        saved = file.url
        do {
            try files.save(file)
        } catch {
            // The link still waits in memory; only a relaunch would lose it.
            emit(.notice(.stateFileFailed(error.reason)))
        }
    }
}
