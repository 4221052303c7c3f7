import Analytics
import Foundation
import PrivateStorage
import Routing

/// Deep links across features: one table resolves them, and a gate lets each through, keeps
/// the latest waiting until the app state allows it, or drops it, each decision reported once
/// (to analytics and as an ``AppEvent/deepLink(_:)``). The waiting link is saved with the time
/// it arrived (``PendingLinkFile``), so a relaunch within its window keeps it waiting.
@MainActor
final class AppDeepLinks {
    /// The App's links, and every other way in, each becoming one of them.
    let entries: EntryTable<AppRoute>
    private let gate: DeepLinkGate<AppRoute>
    private let record: PendingLinkRecord

    /// - Parameters:
    ///   - entries: the App's links, every feature's, and its entry points.
    ///   - access: what the first root lets links do.
    ///   - environment: the clock a waiting link's window is measured on, the wall clock and
    ///     the file it is saved in across a relaunch, and analytics.
    ///   - events: where every decision is published.
    ///   - emit: told every decision, and a waiting link that could not be saved.
    init(
        entries: EntryTable<AppRoute>, access: DeepLinkAccess, environment: AppEnvironment,
        events: NavigationEvents, emit: @escaping @Sendable (AppEvent) -> Void
    ) {
        self.entries = entries
        let record = PendingLinkRecord(
            files: environment.files, now: environment.now,
            redact: { [links = entries.links] in
                links.redacted($0)
            }, emit: emit)
        self.record = record
        gate = DeepLinkGate(
            access: access, window: environment.deepLinkWindow, clock: environment.clock,
            analytics: environment.analytics, events: events,
            onDecision: { decision in
                record.decided(decision)
                emit(.deepLink(decision))
            })
    }

    /// Keeps waiting the link an earlier run left waiting (`pending-link.json`), within what
    /// is left of its window, unless a newer one already waits. Called once the state
    /// directory can be read.
    func restoreWaitingLink() {
        guard gate.pendingURL == nil, let (url, waited) = record.left() else { return }
        // A link whose pattern is gone cannot wait any more.
        if let match = try? entries.links.resolve(url) {
            gate.keepWaiting(match, url: url, waited: waited)
        } else {
            record.forget()
        }
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
            try gate.open(url, in: entries.links, show: show)
        } catch {
            throw AppError(error)
        }
    }

    /// Turns a way into the App other than a URL into its link, then resolves it and shows
    /// it now or keeps it waiting, as ``open(_:show:)`` does.
    /// - Throws: why the entry has no link (`unknown_entry`, `incomplete_entry`), or the link's
    ///   resolution error; a waiting link keeps waiting.
    func open(_ entry: IncomingEntry, show: (DeepLinkMatch<AppRoute>) -> Bool) throws(AppError) {
        do {
            try gate.open(entry, in: entries, show: show)
        } catch {
            throw AppError(error)
        }
    }

    /// Records what the app state now allows, showing the waiting link if it may now open.
    func allow(_ access: DeepLinkAccess, show: (DeepLinkMatch<AppRoute>) -> Bool) {
        gate.update(access: access, show: show)
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
