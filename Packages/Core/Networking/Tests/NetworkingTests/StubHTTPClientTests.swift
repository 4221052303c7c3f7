import Foundation
import Networking
import NetworkingTesting
import Testing

@Suite struct StubHTTPClientTests {
    @Test func answersFromTableByMethodAndPath() async throws {
        let client = StubHTTPClient(responses: [
            "GET /v1/me": HTTPResponse(status: 200, body: Data("me".utf8)),
            "DELETE /v1/session": HTTPResponse(status: 204),
        ])
        #expect(try await client.send(HTTPRequest(path: "/v1/me")).body == Data("me".utf8))
        #expect(
            try await client.send(HTTPRequest(method: .delete, path: "/v1/session")).status == 204)
    }

    @Test func answersUnknownRouteWith404() async {
        let client = StubHTTPClient(responses: ["GET /v1/me": HTTPResponse(status: 200)])
        let error = await #expect(throws: NetworkError.self) {
            try await client.send(HTTPRequest(method: .post, path: "/v1/me"))
        }
        #expect(error?.code == .httpStatus(404))
    }

    @Test func throwsNon2xxAnswersLikeARealClient() async {
        let client = StubHTTPClient { _ throws(NetworkError) in
            HTTPResponse(status: 503, body: Data(#"{"error":"maintenance"}"#.utf8))
        }
        let error = await #expect(throws: NetworkError.self) {
            try await client.send(HTTPRequest(path: "/"))
        }
        #expect(error?.code == .httpStatus(503))
        #expect(error?.response?.body == Data(#"{"error":"maintenance"}"#.utf8))
    }

    @Test func passesHandlerErrorsThrough() async {
        let client = StubHTTPClient { _ throws(NetworkError) in
            throw NetworkError(.offline, reason: "no network")
        }
        let error = await #expect(throws: NetworkError.self) {
            try await client.send(HTTPRequest(path: "/"))
        }
        #expect(error == NetworkError(.offline, reason: "no network"))
    }

    @Test func recordsEveryRequestInOrder() async throws {
        let client = StubHTTPClient { _ throws(NetworkError) in HTTPResponse(status: 200) }
        let first = HTTPRequest(path: "/a")
        let second = try HTTPRequest.json(.post, path: "/b", body: ["k": "v"])
        _ = try await client.send(first)
        _ = try await client.send(second)
        #expect(client.requests == [first, second])
    }

    @Test func recordsRequestsThatFail() async {
        let client = StubHTTPClient(responses: [:])
        _ = try? await client.send(HTTPRequest(path: "/missing"))
        #expect(client.requests.map(\.path) == ["/missing"])
    }
}
