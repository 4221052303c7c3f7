import Foundation
import Synchronization

/// Counts attempts per account over a sliding window, and says how long to wait once an
/// account passes its limit: checked before a password is hashed, so a refused guess costs the
/// server nothing. One counts sign-ins, another sign-ups.
///
/// An attempt is counted when it is let through, before its password is checked, so attempts
/// sent at once cannot slip past the limit together. The table keeps at most
/// ``BackendPolicy/throttledAccounts`` accounts; making room never forgets a locked one
/// (``makeRoom(at:)``), so a guesser cannot reset a lock by trying many other accounts.
final class AttemptThrottle: Sendable {
    /// The times of the attempts still in the window, oldest first, by account.
    private typealias Table = [String: [Date]]

    private let limit: Int
    private let window: TimeInterval
    private let capacity: Int
    private let now: @Sendable () -> Date
    private let table = Mutex(Table())

    init(policy: BackendPolicy, now: @escaping @Sendable () -> Date) {
        limit = max(policy.attemptsPerAccount, 0)
        window = policy.attemptWindow.timeInterval
        capacity = max(policy.throttledAccounts, 1)
        self.now = now
    }

    /// Lets one attempt through, counting it, or says how long to wait.
    /// - Parameter account: the email as typed, trimmed (at most 254 bytes); compared
    ///   case-insensitively.
    /// - Returns: `nil` when the attempt may go on; else the time until it may.
    func admit(_ account: String) -> Duration? {
        let time = now()
        let key = account.lowercased()
        return table.withLock { table in
            let recent = (table[key] ?? []).filter { time.timeIntervalSince($0) < window }
            if recent.count >= limit { return wait(for: recent, at: time) }
            if table[key] == nil, table.count >= capacity,
                let wait = makeRoom(in: &table, at: time)
            {
                return wait
            }
            table[key] = recent + [time]
            return nil
        }
    }

    /// Clears an account's count after it signed in: its owner's typos no longer count.
    func clear(_ account: String) {
        let key = account.lowercased()
        table.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// Forgets the accounts whose attempts all left the window, else the one tried least
    /// recently that is not locked.
    /// - Returns: `nil` once there is room; while every account is locked, the time until
    ///   the first lock ends, which a new account waits too.
    private func makeRoom(in table: inout Table, at time: Date) -> Duration? {
        table = table.filter { $0.value.contains { time.timeIntervalSince($0) < window } }
        guard table.count >= capacity else { return nil }
        let unlocked = table.filter { entry in
            entry.value.filter { time.timeIntervalSince($0) < window }.count < limit
        }
        if let stalest = unlocked.min(by: { ($0.value.last ?? time) < ($1.value.last ?? time) }) {
            table[stalest.key] = nil
            return nil
        }
        return table.values.map { wait(for: $0, at: time) }.min()
    }

    /// The time until the oldest of `attempts` leaves the window.
    private func wait(for attempts: [Date], at time: Date) -> Duration {
        let oldest = attempts.first ?? time
        let seconds = max(0, window - time.timeIntervalSince(oldest))
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}

extension Duration {
    /// The duration in seconds, as `TimeInterval`, for arithmetic with `Date`.
    var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
