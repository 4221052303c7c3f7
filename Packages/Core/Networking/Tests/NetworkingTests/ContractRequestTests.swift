import Foundation
import Networking
import Testing

/// `HTTPRequest.contract`: the contract's headers, query and JSON body, built in one place.
@Suite struct ContractRequestTests {
    struct Credentials: Codable, Equatable {
        let email: String
        let password: String
    }

    @Test func anAnonymousRequestAsksForJSONOnly() {
        let request = HTTPRequest.contract(.post, "/v1/password-reset")
        #expect(request.method == .post)
        #expect(request.path == "/v1/password-reset")
        #expect(request.headers == ["Accept": "application/json"])
        #expect(request.body == nil)
        #expect(request.queryItems.isEmpty)
    }

    @Test(arguments: [HTTPMethod.get, .post, .put])
    func aTokenBecomesTheBearerHeader(method: HTTPMethod) {
        let request = HTTPRequest.contract(method, "/v1/me", token: "abc123")
        #expect(request.headers["Authorization"] == "Bearer abc123")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.isIdempotent == method.isIdempotent)
    }

    @Test func queryItemsAreKeptInOrder() {
        let query = [
            URLQueryItem(name: "offset", value: "0"), URLQueryItem(name: "limit", value: "20"),
        ]
        let request = HTTPRequest.contract(.get, "/v1/items", token: "t", query: query)
        #expect(request.queryItems == query)
    }

    @Test func aBodyIsSentAsJSONWithTheSameHeaders() throws {
        let credentials = Credentials(email: "ann@example.com", password: "secret-words")
        let query = [URLQueryItem(name: "v", value: "1")]
        let request = try HTTPRequest.contract(
            .put, "/v1/me/onboarding", token: "t", query: query, body: credentials)
        #expect(
            request.headers == [
                "Accept": "application/json", "Content-Type": "application/json",
                "Authorization": "Bearer t",
            ])
        #expect(request.queryItems == query)
        let body = try #require(request.body)
        #expect(try JSONDecoder().decode(Credentials.self, from: body) == credentials)
    }

    @Test func anUnencodableBodyIsAnInvalidRequest() {
        let failure = #expect(throws: BackendFailure.self) {
            _ = try HTTPRequest.contract(.post, "/v1/numbers", body: ["x": Double.nan])
        }
        #expect(failure?.code == .invalidRequest)
        #expect(failure?.underlying.code == .invalidRequest)
    }

    @Test func theErrorBodyEncodesAsTheContractSays() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(BackendErrorBody(error: "not_found", message: "Gone."))
        #expect(
            String(decoding: data, as: UTF8.self) == #"{"error":"not_found","message":"Gone."}"#)
    }

    @Test func anErrorBodyWithoutMessageStillHasItsCode() throws {
        let body = try JSONDecoder().decode(
            BackendErrorBody.self, from: Data(#"{"error": "maintenance"}"#.utf8))
        #expect(body == BackendErrorBody(error: "maintenance", message: ""))
    }
}
