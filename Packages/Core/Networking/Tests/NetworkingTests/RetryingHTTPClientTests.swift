import Networking
import NetworkingTesting
import Synchronization
import TestSupport
import Testing

@Suite struct RetryingHTTPClientTests {
    /// Answers with each outcome in turn, then repeats the last one.
    final class Script: Sendable {
        private let outcomes: [Result<HTTPResponse, NetworkError>]
        private let calls = Mutex(0)

        init(_ outcomes: [Result<HTTPResponse, NetworkError>]) {
            self.outcomes = outcomes
        }

        var client: StubHTTPClient {
            StubHTTPClient { _ throws(NetworkError) in
                let index = self.calls.withLock { calls in
                    defer { calls += 1 }
                    return min(calls, self.outcomes.count - 1)
                }
                return try self.outcomes[index].get()
            }
        }
    }

    static func failure(_ code: NetworkError.Code) -> Result<HTTPResponse, NetworkError> {
        .failure(NetworkError(code, reason: "scripted"))
    }

    static let ok = Result<HTTPResponse, NetworkError>.success(HTTPResponse(status: 200))

    let delays = Collector<Duration>()

    func retrying(
        _ base: StubHTTPClient, maxRetries: Int = 2, initialDelay: Duration = .milliseconds(100),
        maxDelay: Duration = .seconds(10)
    ) -> RetryingHTTPClient {
        let delays = delays
        return RetryingHTTPClient(
            wrapping: base, maxRetries: maxRetries, initialDelay: initialDelay, maxDelay: maxDelay,
            sleep: { delays.append($0) })
    }

    @Test func retriesIdempotentRequestUpToBoundWithGrowingDelays() async {
        let base = Script([Self.failure(.httpStatus(503))]).client
        let error = await #expect(throws: NetworkError.self) {
            try await retrying(base, maxRetries: 3).send(HTTPRequest(path: "/v1/feed"))
        }
        #expect(error?.code == .httpStatus(503))
        #expect(base.requests.count == 4)
        #expect(delays.values == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
    }

    /// The last error says how many tries it took and how long the timed-out ones waited in
    /// all, for the sentence the user reads.
    @Test func theLastErrorCountsTheTriesAndWhatTheyWaited() async {
        let timeout = Result<HTTPResponse, NetworkError>.failure(
            NetworkError(.timeout, reason: "scripted", waited: .seconds(10)))
        let base = Script([timeout]).client
        let error = await #expect(throws: NetworkError.self) {
            try await retrying(base).send(HTTPRequest(path: "/v1/items"))
        }
        #expect(error?.attempts == 3)
        #expect(error?.waited == .seconds(30))
        #expect(error.map { BackendFailure($0).sentence }?.contains("30 seconds (3 tries)") == true)

        let once = Script([timeout]).client
        let post = await #expect(throws: NetworkError.self) {
            try await retrying(once).send(HTTPRequest(method: .post, path: "/v1/signin"))
        }
        #expect(post?.attempts == 1)
        #expect(post?.waited == .seconds(10))
    }

    @Test func capsDelayAtMaximum() async {
        let base = Script([Self.failure(.timeout)]).client
        _ = try? await retrying(
            base, maxRetries: 4, initialDelay: .seconds(1), maxDelay: .seconds(3)
        )
        .send(HTTPRequest(path: "/"))
        #expect(delays.values == [.seconds(1), .seconds(2), .seconds(3), .seconds(3)])
    }

    @Test(arguments: [
        NetworkError.Code.offline, .timeout, .httpStatus(500), .httpStatus(502), .httpStatus(503),
        .httpStatus(504),
    ])
    func retriesTransientFailure(code: NetworkError.Code) async throws {
        let base = Script([Self.failure(code), Self.ok]).client
        let response = try await retrying(base).send(HTTPRequest(path: "/v1/feed"))
        #expect(response.status == 200)
        #expect(base.requests.count == 2)
    }

    @Test func returnsFirstSuccessAfterMixedFailures() async throws {
        let base = Script([Self.failure(.offline), Self.failure(.timeout), Self.ok]).client
        let response = try await retrying(base).send(HTTPRequest(method: .put, path: "/v1/profile"))
        #expect(response.status == 200)
        #expect(base.requests.count == 3)
        #expect(delays.values.count == 2)
    }

    @Test(arguments: [HTTPMethod.post, .patch])
    func neverRetriesNonIdempotentMethod(method: HTTPMethod) async {
        let base = Script([Self.failure(.offline), Self.ok]).client
        let error = await #expect(throws: NetworkError.self) {
            try await retrying(base).send(HTTPRequest(method: method, path: "/v1/orders"))
        }
        #expect(error?.code == .offline)
        #expect(base.requests.count == 1)
        #expect(delays.values.isEmpty)
    }

    @Test func retriesPostMarkedIdempotent() async throws {
        let base = Script([Self.failure(.httpStatus(503)), Self.ok]).client
        let request = HTTPRequest(method: .post, path: "/v1/orders", isIdempotent: true)
        #expect(try await retrying(base).send(request).status == 200)
        #expect(base.requests.count == 2)
    }

    @Test(arguments: [
        NetworkError.Code.httpStatus(400), .httpStatus(401), .httpStatus(404), .httpStatus(409),
        .httpStatus(429),
        .cancelled, .undecodable, .invalidRequest, .transport,
    ])
    func neverRetriesPermanentFailure(code: NetworkError.Code) async {
        let base = Script([Self.failure(code), Self.ok]).client
        let error = await #expect(throws: NetworkError.self) {
            try await retrying(base).send(HTTPRequest(path: "/v1/feed"))
        }
        #expect(error?.code == code)
        #expect(base.requests.count == 1)
    }

    @Test(arguments: [0, -1])
    func zeroOrNegativeRetriesMeansOneAttempt(maxRetries: Int) async {
        let base = Script([Self.failure(.offline), Self.ok]).client
        _ = try? await retrying(base, maxRetries: maxRetries).send(HTTPRequest(path: "/"))
        #expect(base.requests.count == 1)
    }

    @Test func cancellationDuringBackoffStopsAtOnce() async {
        let base = Script([Self.failure(.offline), Self.ok]).client
        let (entered, signal) = AsyncStream.makeStream(of: Void.self)
        let client = RetryingHTTPClient(wrapping: base, maxRetries: 5, initialDelay: .seconds(60)) {
            delay in
            signal.yield()
            try await Task.sleep(for: delay)
        }
        let task = Task { try await client.send(HTTPRequest(path: "/v1/feed")) }
        for await _ in entered { break }
        task.cancel()
        let error = await #expect(throws: NetworkError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(base.requests.count == 1)
    }

    @Test func cancellationStopsEvenIfSleepReturns() async {
        let base = Script([Self.failure(.timeout), Self.ok]).client
        let client = RetryingHTTPClient(wrapping: base) { _ in
            withUnsafeCurrentTask { $0?.cancel() }
        }
        let task = Task { try await client.send(HTTPRequest(path: "/v1/feed")) }
        let error = await #expect(throws: NetworkError.self) { try await task.value }
        #expect(error?.code == .cancelled)
        #expect(base.requests.count == 1)
    }

    @Test func defaultSleepWaitsThenRetries() async throws {
        let base = Script([Self.failure(.offline), Self.ok]).client
        let client = RetryingHTTPClient(wrapping: base, initialDelay: .milliseconds(1))
        #expect(try await client.send(HTTPRequest(path: "/")).status == 200)
        #expect(base.requests.count == 2)
    }
}
