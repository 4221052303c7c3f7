import Networking
import Synchronization

/// Wraps a client and holds back the requests `stalls` picks until ``release()``: a backend
/// that accepts a request and takes its time answering.
final class StallingHTTPClient: HTTPClient {
    private struct State {
        var released = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        var held = 0
    }

    private let wrapped: any HTTPClient
    private let stalls: @Sendable (HTTPRequest) -> Bool
    private let state = Mutex(State())

    init(wrapping wrapped: any HTTPClient, stalls: @escaping @Sendable (HTTPRequest) -> Bool) {
        self.wrapped = wrapped
        self.stalls = stalls
    }

    /// How many requests were held back so far.
    var heldCount: Int { state.withLock { $0.held } }

    /// Lets every held request through, and every later one at once.
    func release() {
        let waiting = state.withLock { state in
            state.released = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if stalls(request) {
            await withCheckedContinuation { continuation in
                let goNow = state.withLock { state in
                    state.held += 1
                    if !state.released { state.waiting.append(continuation) }
                    return state.released
                }
                if goNow { continuation.resume() }
            }
        }
        return try await wrapped.send(request)
    }
}
