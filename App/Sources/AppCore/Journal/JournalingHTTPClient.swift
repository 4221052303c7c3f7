import Foundation
import Networking

/// Passes every request to the App's client and records its answer in the journal, learning
/// each session token an answer carries so the journal writes its placeholder instead.
struct JournalingHTTPClient: HTTPClient {
    let base: any HTTPClient
    let journal: JournalRecorder

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        do {
            let response = try await base.send(request)
            if let session = try? JSONDecoder().decode(
                BackendContract.Session.self, from: response.body)
            {
                journal.learn(session.token)
            }
            journal.answer(JournalAnswer(request: request.journalKey, response: response))
            return response
        } catch {
            journal.answer(JournalAnswer(request: request.journalKey, failure: error))
            throw error
        }
    }
}

extension HTTPRequest {
    /// `METHOD /path?query`: what a journal answer is matched on. Headers (the token) and the
    /// body are left out.
    var journalKey: String {
        let query = queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        return "\(method.rawValue) \(path)" + (query.isEmpty ? "" : "?\(query)")
    }
}

extension JournalAnswer {
    /// A response received: its status and body, what replay needs; never its header fields.
    init(request: String, response: HTTPResponse) {
        self.init(
            request: request, status: response.status,
            body: String(decoding: response.body, as: UTF8.self))
    }

    /// A failure: an HTTP status with its answer, or no answer at all.
    init(request: String, failure: NetworkError) {
        if let response = failure.response {
            self.init(request: request, response: response)
        } else {
            self.init(request: request, failure: failure.code.journalName, reason: failure.reason)
        }
    }

    /// What the recorded client returned or threw.
    var result: Result<HTTPResponse, NetworkError> {
        if let status {
            let response = HTTPResponse(
                status: status, headers: headers ?? [:], body: Data((body ?? "").utf8))
            return response.isSuccessful ? .success(response) : .failure(.httpStatus(response))
        }
        let code = NetworkError.Code.journalNames.first { $0.value == failure }?.key ?? .transport
        return .failure(NetworkError(code, reason: reason ?? "no answer"))
    }
}

extension NetworkError.Code {
    /// The failures without an answer, by the name the journal writes.
    static let journalNames: [NetworkError.Code: String] = [
        .offline: "offline", .timeout: "timeout", .undecodable: "undecodable",
        .cancelled: "cancelled", .invalidRequest: "invalidRequest", .transport: "transport",
    ]

    /// The name the journal writes.
    var journalName: String {
        Self.journalNames[self] ?? "transport"
    }
}
