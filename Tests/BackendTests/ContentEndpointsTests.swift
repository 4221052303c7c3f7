import Backend
import Foundation
import Networking
import Testing

@Suite struct ContentEndpointsTests {
    /// Every authenticated endpoint, with a valid body where it takes one.
    static let authenticated: [(HTTPMethod, String, String?)] = [
        (.post, "/v1/signout", nil),
        (.get, "/v1/me", nil),
        (.put, "/v1/me/onboarding", #"{"step":"welcome","finished":false}"#),
        (.get, "/v1/items", nil),
        (.get, "/v1/items/1", nil),
        (.get, "/v1/search?q=a", nil),
    ]

    @Test(arguments: authenticated)
    func authenticatedEndpointsNeedAKnownToken(method: HTTPMethod, path: String, json: String?)
        throws
    {
        let harness = try Harness()
        let query = path.hasSuffix("?q=a") ? [URLQueryItem(name: "q", value: "a")] : []
        let bare = path.replacingOccurrences(of: "?q=a", with: "")
        let valid = try harness.signIn().token
        let badHeaders: [[String: String]] = [
            [:], ["Authorization": "Bearer"], ["Authorization": "Basic \(valid)"],
            ["Authorization": "Bearer " + String(repeating: "0", count: 64)],
            ["Authorization": "Bearer \(valid) extra"], ["Authorization": valid],
        ]
        for headers in badHeaders {
            let request = HTTPRequest(
                method: method, path: bare, queryItems: query, headers: headers,
                body: json.map { Data($0.utf8) })
            let response = harness.backend.handle(request)
            #expect(response.status == 401, "\(headers)")
            #expect(response.errorCode == "session_expired")
            #expect(response.header("www-authenticate") == "Bearer")
        }
        let lowerCase = HTTPRequest(
            method: method, path: bare, queryItems: query,
            headers: ["authorization": "bearer \(valid)", "content-type": "application/json"],
            body: json.map { Data($0.utf8) })
        #expect(harness.backend.handle(lowerCase).isSuccessful)
    }

    @Test func meAnswersTheSignedInUser() throws {
        let harness = try Harness()
        let session = try harness.signIn()
        let response = harness.send(.get, "/v1/me", token: session.token)
        #expect(response.status == 200)
        #expect(try response.decode(WireMe.self).user == session.user)
    }

    @Test func onboardingProgressIsStoredAndReturned() throws {
        let harness = try Harness()
        let token = try harness.signUp("ada@example.com").token
        let steps = [
            #"{"step":"permissions","finished":false}"#,
            #"{"step":"profile","finished":false,"permissionsGranted":true}"#,
            #"{"step":"complete","finished":false,"name":"  Ada Lovelace "}"#,
            #"{"step":"complete","finished":true}"#,
        ]
        var last: WireUser?
        for body in steps {
            let response = harness.send(.put, "/v1/me/onboarding", json: body, token: token)
            #expect(response.status == 200)
            last = try response.decode(WireMe.self).user
        }
        // Absent fields kept what earlier updates set.
        #expect(last?.name == "Ada Lovelace")
        #expect(
            last?.onboarding == .init(step: "complete", finished: true, permissionsGranted: true))
        let me = try harness.send(.get, "/v1/me", token: token).decode(WireMe.self)
        #expect(me.user == last)
    }

    @Test(arguments: [
        #"{"step":"done","finished":false}"#,
        #"{"step":"profile","finished":true}"#,
        #"{"step":"Welcome","finished":false}"#,
        #"{"step":"profile","finished":"no"}"#,
        #"{"step":"profile"}"#,
        #"{"finished":false}"#,
        #"{"step":"profile","finished":false,"name":"   "}"#,
        #"{"step":"profile","finished":false,"name":42}"#,
        #"{"step":"profile","finished":false,"permissionsGranted":"yes"}"#,
        #"{"step":"profile","finished":false,"name":"\#(String(repeating: "n", count: 101))"}"#,
        #"["profile"]"#, "", "not json",
    ])
    func onboardingRefusesABadUpdate(body: String) throws {
        let harness = try Harness()
        let token = try harness.signUp("ada@example.com").token
        let response = harness.send(.put, "/v1/me/onboarding", json: body, token: token)
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
        let me = try harness.send(.get, "/v1/me", token: token).decode(WireMe.self)
        #expect(me.user.onboarding.step == "welcome")
        #expect(me.user.name == nil)
    }

    @Test func itemsDefaultToTheFirstTwenty() throws {
        let harness = try Harness()
        let page = try harness.send(.get, "/v1/items", token: harness.signIn().token)
            .decode(WirePage.self)
        #expect(page.total == 100)
        #expect(page.items.map(\.id) == Array(1...20))
        #expect(page.items.first?.title == "Item 1")
    }

    @Test(arguments: [
        ("0", "100", Array(1...100)), ("95", "10", Array(96...100)), ("100", "5", []),
        ("5000", "1", []), ("10", "1", [11]),
    ])
    func itemsPageWithinBounds(offset: String, limit: String, ids: [Int]) throws {
        let harness = try Harness()
        let query = [
            URLQueryItem(name: "offset", value: offset), URLQueryItem(name: "limit", value: limit),
        ]
        let page = try harness.send(.get, "/v1/items", token: harness.signIn().token, query: query)
            .decode(WirePage.self)
        #expect(page.items.map(\.id) == ids)
        #expect(page.total == 100)
    }

    @Test(arguments: [
        ("offset", "-1"), ("offset", "abc"), ("offset", "1.5"), ("offset", ""),
        ("offset", "99999999999999999999999"), ("limit", "0"), ("limit", "101"), ("limit", "-5"),
        ("limit", "ten"),
    ])
    func itemsRefuseABadPageQuery(name: String, value: String) throws {
        let harness = try Harness()
        let response = harness.send(
            .get, "/v1/items", token: try harness.signIn().token,
            query: [URLQueryItem(name: name, value: value)])
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
    }

    @Test func itemAnswersItsTitleAndSummary() throws {
        let harness = try Harness()
        let item = try harness.send(.get, "/v1/items/42", token: harness.signIn().token)
            .decode(WireItem.self)
        #expect(item.id == 42)
        #expect(item.title == "Item 42")
        #expect(!item.summary.isEmpty)
    }

    @Test(arguments: [
        "0", "101", "-1", "+5", "abc", "4 2", "42.0", "", "99999999999999999999999999",
        String(repeating: "9", count: 5000),
    ])
    func unknownItemIsNotFound(id: String) throws {
        let harness = try Harness()
        let response = harness.send(.get, "/v1/items/\(id)", token: try harness.signIn().token)
        #expect(response.status == 404)
        #expect(response.errorCode == "not_found")
    }

    @Test func searchMatchesTitlesAndSummariesIgnoringCase() throws {
        let harness = try Harness()
        let token = try harness.signIn().token
        let all = try harness.send(
            .get, "/v1/items", token: token, query: [URLQueryItem(name: "limit", value: "100")]
        ).decode(WirePage.self).items
        let word = try #require(all.first?.summary.split(separator: " ").dropFirst(2).first)
        let result = try harness.send(
            .get, "/v1/search", token: token,
            query: [URLQueryItem(name: "q", value: "  \(word.uppercased()) ")]
        ).decode(WireSearch.self)
        #expect(result.query == word.uppercased())
        #expect(result.items == all.filter { $0.summary.lowercased().contains(word.lowercased()) })
        #expect(result.items.count > 1 && result.items.count < 100)
        let byTitle = try harness.send(
            .get, "/v1/search", token: token, query: [URLQueryItem(name: "q", value: "item 10")]
        ).decode(WireSearch.self)
        #expect(byTitle.items.map(\.id) == [10, 100])
    }

    @Test func searchWithNoMatchIsEmpty() throws {
        let harness = try Harness()
        let result = try harness.send(
            .get, "/v1/search", token: harness.signIn().token,
            query: [URLQueryItem(name: "q", value: "zebra")]
        ).decode(WireSearch.self)
        #expect(result.items.isEmpty)
    }

    @Test(arguments: [
        [], [URLQueryItem(name: "q", value: nil)], [URLQueryItem(name: "q", value: "   ")],
        [URLQueryItem(name: "query", value: "a")],
    ])
    func searchWithoutAQueryIsRefused(query: [URLQueryItem]) throws {
        let harness = try Harness()
        let response = harness.send(
            .get, "/v1/search", token: try harness.signIn().token, query: query)
        #expect(response.status == 400)
        #expect(response.errorCode == "missing_query")
    }
}
