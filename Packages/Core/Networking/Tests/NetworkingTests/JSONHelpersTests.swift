import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct JSONHelpersTests {
    struct Credentials: Codable, Equatable {
        let username: String
        let remember: Bool
    }

    struct Measurement: Encodable {
        let value: Double
    }

    @Test func jsonRequestEncodesBodyAndSetsHeaders() throws {
        let request = try HTTPRequest.json(
            .post, path: "/v1/session", body: Credentials(username: "ada", remember: true))
        #expect(request.method == .post)
        #expect(request.path == "/v1/session")
        #expect(
            request.headers == ["Content-Type": "application/json", "Accept": "application/json"])
        let body = try #require(request.body)
        #expect(
            try JSONDecoder().decode(Credentials.self, from: body)
                == Credentials(username: "ada", remember: true))
        #expect(!request.isIdempotent)
    }

    @Test func callerHeadersWinWhateverTheirCase() throws {
        let request = try HTTPRequest.json(
            .put, path: "/v1/profile", body: ["name": "Ada"],
            headers: ["content-type": "application/merge-patch+json", "X-Trace": "1"])
        #expect(
            request.headers == [
                "content-type": "application/merge-patch+json", "Accept": "application/json",
                "X-Trace": "1",
            ])
    }

    @Test func unencodableBodyIsAnInvalidRequest() {
        let error = #expect(throws: NetworkError.self) {
            try HTTPRequest.json(.post, path: "/v1/measure", body: Measurement(value: .nan))
        }
        #expect(error?.code == .invalidRequest)
        #expect(error?.reason.contains("/v1/measure") == true)
    }

    @Test func decodesResponseBody() throws {
        let response = HTTPResponse(
            status: 200, body: Data(#"{"username":"ada","remember":false}"#.utf8))
        #expect(
            try response.decode(Credentials.self) == Credentials(username: "ada", remember: false))
    }

    @Test(arguments: ["", "not json", #"{"username":"ada"}"#, #"[1,2]"#])
    func undecodableBodyThrowsUndecodable(body: String) {
        let response = HTTPResponse(status: 200, body: Data(body.utf8))
        let error = #expect(throws: NetworkError.self) { try response.decode(Credentials.self) }
        #expect(error?.code == .undecodable)
    }

    @Test func sendDecodingReturnsValue() async throws {
        let client = StubHTTPClient(responses: [
            "GET /v1/me": HTTPResponse(
                status: 200, body: Data(#"{"username":"ada","remember":true}"#.utf8))
        ])
        let me = try await client.send(HTTPRequest(path: "/v1/me"), decoding: Credentials.self)
        #expect(me == Credentials(username: "ada", remember: true))
    }

    @Test func sendDecodingReportsUndecodableBody() async {
        let client = StubHTTPClient(responses: [
            "GET /v1/me": HTTPResponse(status: 200, body: Data("<html>".utf8))
        ])
        let error = await #expect(throws: NetworkError.self) {
            try await client.send(HTTPRequest(path: "/v1/me"), decoding: Credentials.self)
        }
        #expect(error?.code == .undecodable)
    }
}
