import Networking
import Testing

@Suite struct HTTPRequestTests {
    @Test(arguments: [HTTPMethod.get, .head, .put, .delete, .options])
    func idempotentMethodsAreRetryable(method: HTTPMethod) {
        #expect(HTTPRequest(method: method, path: "/x").isIdempotent)
    }

    @Test(arguments: [HTTPMethod.post, .patch, HTTPMethod("PROPFIND")])
    func otherMethodsAreNotRetryable(method: HTTPMethod) {
        #expect(!HTTPRequest(method: method, path: "/x").isIdempotent)
    }

    @Test func idempotencyCanBeOverridden() {
        #expect(HTTPRequest(method: .post, path: "/orders", isIdempotent: true).isIdempotent)
        #expect(!HTTPRequest(method: .get, path: "/counter/next", isIdempotent: false).isIdempotent)
    }

    @Test func methodNamesAreUpperCased() {
        #expect(HTTPMethod("get") == .get)
        #expect(HTTPMethod("patch").description == "PATCH")
    }

    @Test func defaultsToGetWithoutBodyOrTimeout() {
        let request = HTTPRequest(path: "/v1/me")
        #expect(request.method == .get)
        #expect(request.body == nil)
        #expect(request.timeout == nil)
        #expect(request.queryItems.isEmpty)
    }
}
