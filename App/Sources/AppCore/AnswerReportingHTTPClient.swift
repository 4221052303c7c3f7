import Networking

/// The backend client every flow uses: the environment's, reporting each time the backend
/// answered (with any status), so that a warning that it cannot be reached goes as soon as
/// something shows it can.
struct AnswerReportingHTTPClient: HTTPClient {
    let base: any HTTPClient
    let onAnswer: @Sendable () -> Void

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        do {
            let response = try await base.send(request)
            onAnswer()
            return response
        } catch {
            if case .httpStatus = error.code { onAnswer() }
            throw error
        }
    }
}
