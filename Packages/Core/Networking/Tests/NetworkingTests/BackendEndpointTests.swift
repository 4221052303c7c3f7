import Networking
import Testing

/// The contract's endpoints, declared once: the path a client writes is the path a server
/// routes back to the same endpoint.
@Suite struct BackendEndpointTests {
    @Test(arguments: BackendEndpoint.allCases)
    func everyEndpointRoutesBackToItself(endpoint: BackendEndpoint) {
        let path = endpoint.path(["id": "42"])
        let parameters = endpoint.declaration.template.contains("{id}") ? ["id": "42"] : [:]
        #expect(
            BackendEndpoint.match(endpoint.method, path: path)
                == .endpoint(endpoint, parameters: parameters))
        #expect(BackendEndpoint.match(endpoint.method, path: "//" + path) != .unknownPath)
    }

    @Test func theTableIsTheContract() {
        let lines = BackendEndpoint.allCases.map { "\($0.method) \($0.declaration.template)" }
        #expect(
            lines == [
                "POST /v1/signup", "POST /v1/signin", "POST /v1/signout", "POST /v1/password-reset",
                "GET /v1/me", "PUT /v1/me/onboarding", "GET /v1/items", "GET /v1/items/{id}",
                "GET /v1/search",
            ])
    }

    @Test(arguments: [
        (HTTPMethod.get, "/v1/items/", BackendEndpoint.Match.unknownPath),
        (.get, "/v1/items/1/2", .unknownPath),
        (.get, "/v1/nothing", .unknownPath),
        (.get, "", .unknownPath),
        (.get, "/v1/signin", .wrongMethod(allowed: .post)),
        (.delete, "/v1/items/3", .wrongMethod(allowed: .get)),
        (.post, "/v1/me/onboarding", .wrongMethod(allowed: .put)),
    ])
    func aPathNoEndpointHasOrAnotherMethodIsTold(
        method: HTTPMethod, path: String, match: BackendEndpoint.Match
    ) {
        #expect(BackendEndpoint.match(method, path: path) == match)
    }

    @Test func aMissingParameterLeavesItsPlaceholder() {
        #expect(BackendEndpoint.item.path() == "/v1/items/{id}")
        #expect(BackendEndpoint.item.path(["id": "9"]) == "/v1/items/9")
    }
}
