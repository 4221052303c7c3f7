import Foundation
import Networking
import Testing

/// `HTTPRequest.contract`: the contract's headers, query and JSON body, built in one place.
@Suite struct ContractRequestTests {
    @Test func anAnonymousRequestAsksForJSONOnly() {
        let request = HTTPRequest.contract(.passwordReset)
        #expect(request.method == .post)
        #expect(request.path == "/v1/password-reset")
        #expect(request.headers == ["Accept": "application/json"])
        #expect(request.body == nil)
        #expect(request.queryItems.isEmpty)
    }

    @Test(arguments: BackendEndpoint.allCases)
    func eachEndpointGivesItsMethodPathAndBearer(endpoint: BackendEndpoint) {
        let request = HTTPRequest.contract(endpoint, ["id": "7"], token: "abc123")
        #expect(request.method == endpoint.method)
        #expect(
            request.path
                == endpoint.declaration.template.replacingOccurrences(of: "{id}", with: "7"))
        #expect(request.headers["Authorization"] == "Bearer abc123")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.isIdempotent == endpoint.method.isIdempotent)
    }

    @Test func queryItemsAreKeptInOrder() {
        let query = [
            URLQueryItem(name: "offset", value: "0"), URLQueryItem(name: "limit", value: "20"),
        ]
        let request = HTTPRequest.contract(.items, token: "t", query: query)
        #expect(request.queryItems == query)
    }

    @Test func aBodyIsSentAsJSONWithTheSameHeaders() throws {
        let credentials = BackendContract.Credentials(
            email: "ann@example.com", password: "secret-words")
        let query = [URLQueryItem(name: "v", value: "1")]
        let request = try HTTPRequest.contract(
            .updateOnboarding, token: "t", query: query, body: credentials)
        #expect(request.method == .put)
        #expect(request.path == "/v1/me/onboarding")
        #expect(
            request.headers == [
                "Accept": "application/json", "Content-Type": "application/json",
                "Authorization": "Bearer t",
            ])
        #expect(request.queryItems == query)
        let body = try #require(request.body)
        #expect(
            try JSONDecoder().decode(BackendContract.Credentials.self, from: body) == credentials)
        #expect(!"\(credentials)".contains("secret"))
    }

    @Test func anUnencodableBodyIsAnInvalidRequest() {
        let failure = #expect(throws: BackendFailure.self) {
            _ = try HTTPRequest.contract(.signIn, body: ["x": Double.nan])
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
