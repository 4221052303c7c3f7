import Foundation

/// How long the embedded backend's sessions last, how many sign-in and sign-up attempts it
/// takes and how much hashing it does at once: what makes a stolen token age out and guessing
/// a password cost time, for the guesser only.
///
/// ```swift
/// var policy = BackendPolicy()
/// policy.tokenIdleTimeout = .seconds(15 * 60)   // sign in again after 15 idle minutes
/// let backend = try EmbeddedBackend(directory: directory, policy: policy)
/// ```
public struct BackendPolicy: Sendable {
    /// How long a token lasts from its sign-in, however much it is used: 30 days by default.
    public var tokenLifetime: Duration
    /// How long a token lasts without being used: 7 days by default. A use is noted at most
    /// once per 1/16 of it (and once a minute at most often), so a token may end up to that
    /// much sooner.
    public var tokenIdleTimeout: Duration
    /// The most sign-in attempts for one account (its email, whether or not it exists), and
    /// apart from them the most sign-up attempts for one, within ``attemptWindow``: 5 by
    /// default. Past it, the attempt answers 429 `too_many_attempts` with `Retry-After`, the
    /// seconds until the oldest counted attempt leaves the window, and no password is hashed.
    /// A successful sign-in clears its account's sign-in count.
    ///
    /// Attempts are counted per account only: every local client comes from the loopback, so
    /// its address tells nobody apart, and failures on other accounts lock out no one.
    public var attemptsPerAccount: Int
    /// The window attempts are counted over: one minute by default.
    public var attemptWindow: Duration
    /// The most accounts whose attempts are counted at once, for sign-in and for sign-up
    /// each: 10,000 by default, which bounds the memory the counts take (an email has at most
    /// 254 bytes). Past it, an account whose attempts all left the window goes first, then
    /// the one tried least recently that is not locked; a locked account is never forgotten,
    /// and while every counted account is locked a new one waits as they do.
    public var throttledAccounts: Int
    /// The most passwords hashed at once, whatever asks (sign-in, sign-up): the processor
    /// count by default. A yescrypt hash takes about 16 MiB and 50 ms of a core; a request
    /// that finds every slot taken waits for one, at most ``hashingWait``, then answers 503
    /// `busy` with `Retry-After`.
    public var maximumConcurrentHashes: Int
    /// How long a request waits for a hashing slot: 5 s by default.
    public var hashingWait: Duration

    /// Creates a policy; every argument has the default its property names (`nil` for the
    /// processor count).
    public init(
        tokenLifetime: Duration = .seconds(30 * 24 * 3600),
        tokenIdleTimeout: Duration = .seconds(7 * 24 * 3600),
        attemptsPerAccount: Int = 5,
        attemptWindow: Duration = .seconds(60),
        throttledAccounts: Int = 10_000,
        maximumConcurrentHashes: Int? = nil,
        hashingWait: Duration = .seconds(5)
    ) {
        self.tokenLifetime = tokenLifetime
        self.tokenIdleTimeout = tokenIdleTimeout
        self.attemptsPerAccount = attemptsPerAccount
        self.attemptWindow = attemptWindow
        self.throttledAccounts = throttledAccounts
        self.maximumConcurrentHashes = maximumConcurrentHashes ?? Self.processorCount
        self.hashingWait = hashingWait
    }

    /// The processors the process may use, read once: on Linux, reading it opens the cgroup's
    /// files, a fifth of an embedded backend's start.
    private static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    /// How stale a session's last use may be before it is noted again (and saved).
    var idleResolution: Duration {
        min(.seconds(60), tokenIdleTimeout / 16)
    }
}
