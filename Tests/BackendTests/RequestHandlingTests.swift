import Backend
import Foundation
import Networking
import Testing

@Suite struct RequestHandlingTests {
    @Test(arguments: [
        "/", "", "/v1", "/v2/me", "/v1/me/", "/v1/items/1/2", "/v1/unknown", "/V1/ME",
        "/v1/me?x=1", "/v1//me", "/v1/items/", "/../v1/me", String(repeating: "/x", count: 10_000),
    ])
    func unknownPathIsNotFound(path: String) throws {
        let response = try Harness().send(.get, path)
        #expect(response.status == 404)
        #expect(response.errorCode == "not_found")
    }

    @Test(arguments: [
        (HTTPMethod.get, "/v1/signup", "POST"), (.put, "/v1/signin", "POST"),
        (.get, "/v1/signout", "POST"), (.delete, "/v1/password-reset", "POST"),
        (.post, "/v1/me", "GET"), (.get, "/v1/me/onboarding", "PUT"), (.post, "/v1/items", "GET"),
        (.delete, "/v1/items/7", "GET"), (.head, "/v1/search", "GET"),
        (HTTPMethod("BREW"), "/v1/me", "GET"),
    ])
    func wrongMethodIsNotAllowed(method: HTTPMethod, path: String, allowed: String) throws {
        let response = try Harness().send(method, path)
        #expect(response.status == 405)
        #expect(response.errorCode == "method_not_allowed")
        #expect(response.header("allow") == allowed)
    }

    @Test(arguments: [
        ("/v1/signup", nil), ("/v1/signup", ""), ("/v1/signup", "{"), ("/v1/signup", "null"),
        ("/v1/signup", #"{"email":"ada@example.com"}"#),
        ("/v1/signup", #"{"password":"long-enough"}"#),
        ("/v1/signup", #"{"email":1,"password":"long-enough"}"#), ("/v1/signup", "[1,2]"),
        ("/v1/signin", "\u{FEFF}garbage"), ("/v1/signin", #"{"email":"demo@rootswitch.dev"}"#),
        ("/v1/password-reset", "{}"), ("/v1/password-reset", #"{"email":null}"#),
        ("/v1/signin", String(repeating: "[", count: 5_000)),
    ])
    func malformedBodyIsABadRequest(path: String, json: String?) throws {
        let response = try Harness().send(.post, path, json: json)
        #expect(response.status == 400)
        #expect(response.errorCode == "bad_request")
    }

    @Test func invalidUTF8BodyIsABadRequest() throws {
        let harness = try Harness()
        let request = HTTPRequest(
            method: .post, path: "/v1/signin", headers: ["Content-Type": "application/json"],
            body: Data([0x7B, 0xFF, 0xFE, 0x7D]))
        #expect(harness.backend.handle(request).errorCode == "bad_request")
    }

    @Test(arguments: ["/v1/me", "v1/me", "//v1/me"])
    func pathIsRelativeLikeTheLiveClients(path: String) throws {
        let harness = try Harness()
        #expect(harness.send(.get, path, token: try harness.signIn().token).status == 200)
    }

    @Test func unknownFieldsAreIgnored() throws {
        let harness = try Harness()
        let json = #"{"email":"demo@rootswitch.dev","password":"demo-password","remember":true}"#
        #expect(harness.send(.post, "/v1/signin", json: json).status == 200)
    }

    @Test(arguments: [
        (HTTPMethod.post, "/v1/signin"), (.post, "/v1/signup"), (.post, "/v1/signout"),
        (.post, "/v1/password-reset"), (.get, "/v1/me"), (.put, "/v1/me/onboarding"),
        (.get, "/v1/items"), (.get, "/v1/items/1"), (.get, "/v1/search"), (.get, "/nowhere"),
        (.delete, "/v1/me"),
    ])
    func maintenanceAnswersEveryRequestWith503(method: HTTPMethod, path: String) throws {
        let harness = try Harness()
        let token = try harness.signIn().token
        harness.backend.isInMaintenance = true
        let response = harness.send(
            method, path, json: credentials("demo@rootswitch.dev", "demo-password"), token: token)
        #expect(response.status == 503)
        #expect(response.errorCode == "maintenance")
    }

    @Test func maintenanceEndsWhenSwitchedOff() throws {
        let harness = try Harness()
        let token = try harness.signIn().token
        harness.backend.isInMaintenance = true
        #expect(harness.backend.isInMaintenance)
        harness.backend.isInMaintenance = false
        #expect(harness.send(.get, "/v1/me", token: token).status == 200)
    }

    @Test func maintenanceIsNotSaved() throws {
        let harness = try Harness()
        harness.backend.isInMaintenance = true
        harness.backend.isOffline = true
        let relaunched = try harness.relaunched()
        #expect(!relaunched.backend.isInMaintenance)
        #expect(!relaunched.backend.isOffline)
    }

    @Test func concurrentSignUpsOfOneEmailCreateOneAccount() async throws {
        let harness = try Harness()
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    harness.send(
                        .post, "/v1/signup", json: credentials("ada@example.com", "long-enough")
                    ).status
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        // One creates the account; the others find it, or meet the account's throttle.
        #expect(statuses.filter { $0 == 201 }.count == 1)
        #expect(statuses.filter { $0 == 409 }.count == BackendPolicy().attemptsPerAccount - 1)
        #expect(statuses.allSatisfy { [201, 409, 429].contains($0) })
    }
}
