import Networking
import Synchronization

/// The backend of a replay: each request gets the next recorded answer to the same method,
/// path and query, in order; a request the journal does not hold fails and is kept, for the
/// replay to report as a divergence.
final class JournalBackend: HTTPClient {
    private struct State {
        var answers: [String: ArraySlice<JournalAnswer>]
        var unanswered: [String] = []
    }

    private let state: Mutex<State>

    init(answers: [JournalAnswer]) {
        state = Mutex(
            State(answers: Dictionary(grouping: answers, by: \.request).mapValues { $0[...] }))
    }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let key = request.journalKey
        let answer = state.withLock { state -> JournalAnswer? in
            guard let answer = state.answers[key]?.popFirst() else {
                state.unanswered.append(key)
                return nil
            }
            return answer
        }
        guard let answer else {
            throw NetworkError(.transport, reason: "the journal holds no answer to \(key)")
        }
        return try answer.result.get()
    }

    /// The first request with no recorded answer since the last call, if any.
    func takeUnanswered() -> String? {
        state.withLock { state in
            defer { state.unanswered = [] }
            return state.unanswered.first
        }
    }
}
