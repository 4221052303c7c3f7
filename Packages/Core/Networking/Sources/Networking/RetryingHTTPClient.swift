/// An ``HTTPClient`` that retries idempotent requests after failures that may pass.
///
/// Retries only when the request ``HTTPRequest/isIdempotent`` and the failure is no
/// connection, a timeout or a 5xx status; never after a 4xx status, an undecodable body or
/// cancellation. Waits `initialDelay`, then twice as long before each further retry, up to
/// `maxDelay`. Cancelling the task while it waits stops at once with `.cancelled`.
///
/// ```swift
/// let client = RetryingHTTPClient(wrapping: URLSessionHTTPClient(baseURL: server), maxRetries: 2)
/// ```
public struct RetryingHTTPClient: HTTPClient {
    /// Waits for the given time; throws if the task is cancelled meanwhile.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    private let base: any HTTPClient
    private let maxRetries: Int
    private let initialDelay: Duration
    private let maxDelay: Duration
    private let sleep: Sleep

    /// Creates a retrying client.
    /// - Parameters:
    ///   - base: the client that sends each attempt.
    ///   - maxRetries: how many times to retry after the first attempt (so at most
    ///     `maxRetries + 1` attempts); negative counts as zero.
    ///   - initialDelay: the wait before the first retry.
    ///   - maxDelay: the longest wait between attempts.
    ///   - sleep: how to wait; `Task.sleep` by default. Tests inject one that returns at once.
    public init(
        wrapping base: any HTTPClient,
        maxRetries: Int = 2,
        initialDelay: Duration = .milliseconds(250),
        maxDelay: Duration = .seconds(4),
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.base = base
        self.maxRetries = max(0, maxRetries)
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
        self.sleep = sleep
    }

    /// Sends the request, retrying as described above.
    /// - Throws: ``NetworkError``: the last attempt's error, or `.cancelled` if the task was
    ///   cancelled while waiting.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        var delay = initialDelay
        var retries = 0
        var waited: Duration = .zero
        while true {
            do {
                return try await base.send(request)
            } catch {
                waited += error.waited ?? .zero
                guard request.isIdempotent, error.isRetryable, retries < maxRetries else {
                    // The last error says how many tries it took and, for a timeout, how long
                    // they waited in all: what the user is told.
                    var last = error
                    last.attempts = retries + 1
                    if last.code == .timeout, error.waited != nil { last.waited = waited }
                    throw last
                }
            }
            retries += 1
            do {
                try await sleep(delay)
            } catch {
                throw Self.cancelled
            }
            // An injected sleep may return normally even though the task was cancelled.
            if Task.isCancelled { throw Self.cancelled }
            delay = min(delay * 2, maxDelay)
        }
    }

    private static let cancelled = NetworkError(
        .cancelled, reason: "The request was cancelled while waiting to retry.")
}
