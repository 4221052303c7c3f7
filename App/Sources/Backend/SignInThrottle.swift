import Foundation
import Synchronization

/// Counts sign-in attempts per account and per client over a sliding window, and says how long
/// to wait once either passes its limit: checked before the password is hashed, so a refused
/// guess costs the server nothing.
///
/// An attempt is counted when it is let through, before its password is checked, so attempts
/// sent at once cannot slip past the limit together. Each table keeps at most
/// ``maximumKeys`` keys: past that, keys whose attempts all left the window go first, then the
/// least recently tried.
final class SignInThrottle: Sendable {
    /// The most accounts (and the most clients) counted at once.
    static let maximumKeys = 10_000

    /// The times of the attempts still in the window, oldest first, by key.
    private typealias Table = [String: [Date]]

    private let policy: BackendPolicy
    private let now: @Sendable () -> Date
    private let tables = Mutex((accounts: Table(), clients: Table()))

    init(policy: BackendPolicy, now: @escaping @Sendable () -> Date) {
        self.policy = policy
        self.now = now
    }

    /// Lets one attempt through, counting it, or says how long to wait.
    /// - Parameters:
    ///   - account: the email as typed, trimmed; compared case-insensitively.
    ///   - client: who is asking (an address).
    /// - Returns: `nil` when the attempt may go on; else the time until it may.
    func admit(account: String, client: String) -> Duration? {
        let time = now()
        let account = account.lowercased()
        let window = policy.signInWindow.timeInterval
        return tables.withLock { tables in
            let waits = [
                Self.wait(
                    tables.accounts[account], limit: policy.signInAttemptsPerAccount, at: time,
                    window: window),
                Self.wait(
                    tables.clients[client], limit: policy.signInAttemptsPerClient, at: time,
                    window: window),
            ].compactMap { $0 }
            if let longest = waits.max() { return longest }
            Self.count(account, in: &tables.accounts, at: time, window: window)
            Self.count(client, in: &tables.clients, at: time, window: window)
            return nil
        }
    }

    /// Clears an account's count after it signed in: its owner's typos no longer count.
    func succeeded(account: String) {
        let account = account.lowercased()
        tables.withLock { _ = $0.accounts.removeValue(forKey: account) }
    }

    private static func wait(_ attempts: [Date]?, limit: Int, at time: Date, window: TimeInterval)
        -> Duration?
    {
        let recent = (attempts ?? []).filter { time.timeIntervalSince($0) < window }
        guard recent.count >= max(limit, 0) else { return nil }
        let oldest = recent.first ?? time
        let seconds = max(0, window - time.timeIntervalSince(oldest))
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    private static func count(
        _ key: String, in table: inout Table, at time: Date, window: TimeInterval
    ) {
        if table[key] == nil, table.count >= maximumKeys {
            table = table.filter { entry in
                entry.value.contains { time.timeIntervalSince($0) < window }
            }
            if table.count >= maximumKeys,
                let stalest = table.min(by: {
                    ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast)
                })
            {
                table[stalest.key] = nil
            }
        }
        var recent = (table[key] ?? []).filter { time.timeIntervalSince($0) < window }
        recent.append(time)
        table[key] = recent
    }
}

extension Duration {
    /// The duration in seconds, as `TimeInterval`, for arithmetic with `Date`.
    var timeInterval: TimeInterval {
        let parts = components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
