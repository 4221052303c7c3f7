import Foundation
import Main
import Networking
import NetworkingTesting
import Testing

/// `MainClient.live`: the contract's item endpoints, and every failure converted to a
/// `MainError`.
@Suite struct MainClientLiveTests {
    /// The signed-in test session's token.
    static let token = "test-token-0123"

    static let itemJSON = #"{"id": 42, "title": "Item 42", "summary": "A blue item"}"#
    static let item = Item(id: 42, title: "Item 42", summary: "A blue item")
    /// The contract's answer to the items list.
    static let firstPage = StubAnswer.body(200, #"{"items": [\#(itemJSON)], "total": 100}"#)

    @Test func firstItemsAsksForTheFirstPage() async throws {
        let http = StubHTTPClient(always: Self.firstPage)
        #expect(try await MainClient.live(http, token: Self.token).firstItems() == [Self.item])

        let request = try #require(http.requests.first)
        #expect("\(request.method) \(request.path)" == "GET /v1/items")
        #expect(
            request.queryItems == [
                URLQueryItem(name: "offset", value: "0"), URLQueryItem(name: "limit", value: "20"),
            ])
        #expect(request.headers["Authorization"] == "Bearer \(Self.token)")
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.body == nil)
    }

    @Test func itemAsksForTheItemByItsId() async throws {
        let http = StubHTTPClient(always: .body(200, Self.itemJSON))
        #expect(try await MainClient.live(http, token: Self.token).item(42) == Self.item)

        let request = try #require(http.requests.first)
        #expect("\(request.method) \(request.path)" == "GET /v1/items/42")
        #expect(request.queryItems.isEmpty)
        #expect(request.headers["Authorization"] == "Bearer \(Self.token)")
    }

    @Test func searchSendsTheQueryAsIs() async throws {
        let http = StubHTTPClient(
            always: .body(200, #"{"query": "blue car", "items": [\#(Self.itemJSON)]}"#))
        let found = try await MainClient.live(http, token: Self.token).search("blue car")
        #expect(found == [Self.item])

        let request = try #require(http.requests.first)
        #expect("\(request.method) \(request.path)" == "GET /v1/search")
        #expect(request.queryItems == [URLQueryItem(name: "q", value: "blue car")])
        #expect(request.headers["Authorization"] == "Bearer \(Self.token)")
    }

    @Test(arguments: [
        (
            StubAnswer.failure(.offline), MainError.Code.offline,
            "RootSwitch cannot be reached. Check your connection and try again."
        ),
        (
            .failure(.timeout), .offline,
            "RootSwitch did not answer in time. Check your connection and try again."
        ),
        (
            .status(401, error: "session_expired"), .sessionExpired,
            "Your session has expired. Sign in again."
        ),
        (.status(401, error: nil), .sessionExpired, "Your session has expired. Sign in again."),
        (
            .status(503, error: "maintenance"), .maintenance,
            "RootSwitch is down for maintenance. Try again later."
        ),
        (
            .status(503, error: nil), .maintenance,
            "RootSwitch is down for maintenance. Try again later."
        ),
        (.status(404, error: "not_found"), .notFound, "Item 42 was not found."),
        (.status(404, error: nil), .unexpected, "Something went wrong (HTTP 404). Try again."),
        (
            .status(500, error: "internal_error"), .unexpected,
            "Something went wrong (HTTP 500). Try again."
        ),
        (.status(502, error: nil), .unexpected, "Something went wrong (HTTP 502). Try again."),
        (
            .status(400, error: "bad_request"), .unexpected,
            "Something went wrong (HTTP 400). Try again."
        ),
        (
            .body(200, "not json"), .unexpected,
            "Something went wrong (an answer RootSwitch could not read). Try again."
        ),
        (.failure(.cancelled), .unexpected, "The request was cancelled."),
    ])
    func convertsEveryFailure(answer: StubAnswer, code: MainError.Code, reason: String) async {
        let client = MainClient.live(StubHTTPClient(always: answer), token: Self.token)
        let error = await #expect(throws: MainError.self) { try await client.item(42) }
        #expect(error?.code == code)
        #expect(error?.reason == reason)
        #expect(error?.underlying is BackendFailure)
    }

    @Test(arguments: [
        (StubAnswer.status(404, error: "not_found"), MainError.Code.notFound),
        (.status(503, error: nil), .maintenance),
        (.body(200, #"{"total": 0}"#), .unexpected),
    ])
    func everyEndpointConvertsTheSameWay(answer: StubAnswer, code: MainError.Code) async {
        let client = MainClient.live(StubHTTPClient(always: answer), token: Self.token)
        let errors: [MainError?] = [
            await #expect(throws: MainError.self) { try await client.firstItems() },
            await #expect(throws: MainError.self) { try await client.item(1) },
            await #expect(throws: MainError.self) { try await client.search("blue") },
        ]
        #expect(errors.map { $0?.code } == [code, code, code])
    }
}
