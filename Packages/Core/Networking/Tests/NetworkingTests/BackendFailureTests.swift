import Foundation
import Networking
import NetworkingLive
import NetworkingTesting
import Testing

/// Every way a contract call can fail, classified by `BackendFailure.init(_:)`.
@Suite struct BackendFailureTests {
    /// One failure: what the server or the network did, and how it must classify.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let answer: StubAnswer
        let code: BackendFailure.Code
        /// The error body's code, when the server sent one.
        var bodyCode: String?
        var status: Int?

        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "offline", answer: .failure(.offline), code: .offline),
        // URLSessionHTTPClient reports a refused connection as offline; see below for a real one.
        Case(name: "refused", answer: .failure(.offline), code: .offline),
        Case(name: "timeout", answer: .failure(.timeout), code: .timeout),
        Case(
            name: "401 with body", answer: .status(401, error: "session_expired"),
            code: .unauthorized, bodyCode: "session_expired", status: 401),
        Case(
            name: "401 without body", answer: .status(401, error: nil), code: .unauthorized,
            status: 401),
        Case(
            name: "503 with body", answer: .status(503, error: "maintenance"),
            code: .maintenance, bodyCode: "maintenance", status: 503),
        Case(
            name: "503 without body", answer: .status(503, error: nil), code: .maintenance,
            status: 503),
        Case(
            name: "500 with body", answer: .status(500, error: "internal_error"),
            code: .serverError, bodyCode: "internal_error", status: 500),
        Case(
            name: "500 without body", answer: .status(500, error: nil), code: .serverError,
            status: 500),
        Case(
            name: "502 with body", answer: .status(502, error: "bad_gateway"),
            code: .serverError, bodyCode: "bad_gateway", status: 502),
        Case(
            name: "404 not_found", answer: .status(404, error: "not_found"), code: .rejected,
            bodyCode: "not_found", status: 404),
        Case(
            name: "409 account_exists", answer: .status(409, error: "account_exists"),
            code: .rejected, bodyCode: "account_exists", status: 409),
        Case(
            name: "400 bad_request", answer: .status(400, error: "bad_request"), code: .rejected,
            bodyCode: "bad_request", status: 400),
        Case(
            name: "400 with a body that is not the contract's",
            answer: .body(400, "<html>Bad Request</html>"), code: .rejected, status: 400),
        Case(
            name: "undecodable 2xx", answer: .body(200, "<html>surprise</html>"),
            code: .undecodable),
        Case(name: "cancelled", answer: .failure(.cancelled), code: .cancelled),
        Case(name: "invalid request", answer: .failure(.invalidRequest), code: .invalidRequest),
        Case(name: "transport", answer: .failure(.transport), code: .transport),
    ]

    struct Item: Decodable, Equatable {
        let id: Int
    }

    @Test(arguments: cases)
    func classifiesEveryFailure(_ expected: Case) async {
        let client = StubHTTPClient(always: expected.answer)
        let failure = await #expect(throws: BackendFailure.self) {
            _ = try await client.call(.contract(.item, ["id": "42"]), decoding: Item.self)
        }
        #expect(failure?.code == expected.code)
        #expect(failure?.body?.error == expected.bodyCode)
        #expect(failure?.status == expected.status)
        if expected.bodyCode != nil {
            #expect(failure?.body?.message == StubAnswer.serverMessage)
        }
    }

    @Test func theTableCoversEveryCode() {
        #expect(Set(Self.cases.map(\.code)) == Set(BackendFailure.Code.allCases))
    }

    @Test func keepsTheUnderlyingNetworkError() {
        let response = HTTPResponse(
            status: 409, body: Data(#"{"error": "account_exists", "message": "Taken."}"#.utf8))
        let error = NetworkError.httpStatus(response)
        let failure = BackendFailure(error)
        #expect(failure.underlying == error)
        #expect(failure.underlying.response == response)
        #expect(failure.body == BackendErrorBody(error: "account_exists", message: "Taken."))
        #expect(failure.description == "rejected: HTTP 409 account_exists: Taken.")
    }

    @Test func withoutABodyTheReasonIsTheNetworkErrorsReason() {
        let failure = BackendFailure(NetworkError(.timeout, reason: "The server was silent."))
        #expect(failure.reason == "The server was silent.")
        #expect(failure.body == nil)
        #expect(failure.status == nil)
    }

    @Test func aRealRefusedConnectionIsOffline() async throws {
        let refusing = try RefusingPort()
        defer { refusing.release() }
        let client = refusing.client
        let failure = await #expect(throws: BackendFailure.self) {
            try await client.call(.contract(.me, token: "t"))
        }
        #expect(failure?.code == .offline)
        #expect(failure?.underlying.code == .offline)
    }

    @Test func theCallWithoutAnswerSucceedsOnAnEmptyAnswer() async throws {
        let client = StubHTTPClient { _ throws(NetworkError) in HTTPResponse(status: 204) }
        try await client.call(.contract(.signOut, token: "t"))
        #expect(client.requests.map(\.path) == ["/v1/signout"])
    }
}
