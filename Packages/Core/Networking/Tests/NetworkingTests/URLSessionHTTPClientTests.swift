import Foundation
import Networking
import NetworkingLive
import Testing

/// The live client against the Python fixture server on 127.0.0.1.
@Suite(.enabled(if: TestHTTPServer.canRun, TestHTTPServer.skipReason))
struct URLSessionHTTPClientTests {
    struct Greeting: Decodable, Equatable {
        let message: String
        let count: Int
    }

    struct ServerMessage: Decodable {
        let error: String
    }

    struct Echo: Decodable {
        let method: String
        let path: String
        let query: String
        let headers: [String: String]
        let body: String
    }

    @Test func decodesJSONResponse() async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(baseURL: server.baseURL)
            let response = try await client.send(HTTPRequest(path: "/json"))
            #expect(response.status == 200)
            #expect(response.header("x-server") == "fixture")
            #expect(try response.decode(Greeting.self) == Greeting(message: "hello", count: 3))
        }
    }

    @Test(arguments: [404, 500, 503])
    func throwsNon2xxStatusKeepingBody(status: Int) async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(baseURL: server.baseURL)
            let error = await #expect(throws: NetworkError.self) {
                try await client.send(HTTPRequest(path: "/status/\(status)"))
            }
            #expect(error?.code == .httpStatus(status))
            let message = try error?.response?.decode(ServerMessage.self)
            #expect(message?.error == "status \(status)")
        }
    }

    @Test func sendsMethodHeadersQueryAndBody() async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(baseURL: server.baseURL)
            var request = try HTTPRequest.json(
                .post, path: "/echo", body: ["name": "Ada"], headers: ["X-Request-ID": "42"])
            request.queryItems = [
                URLQueryItem(name: "q", value: "c++ & more"),
                URLQueryItem(name: "page", value: "2"),
            ]
            let echo = try await client.send(request, decoding: Echo.self)
            #expect(echo.method == "POST")
            #expect(echo.path == "/echo")
            #expect(echo.headers["x-request-id"] == "42")
            #expect(echo.headers["content-type"] == "application/json")
            #expect(echo.body == #"{"name":"Ada"}"#)
            let query = URLComponents(string: "?" + echo.query)?.queryItems
            #expect(
                query == [
                    URLQueryItem(name: "q", value: "c++ & more"),
                    URLQueryItem(name: "page", value: "2"),
                ])
        }
    }

    @Test(arguments: ["echo", "/echo"])
    func appendsPathToBaseURLPath(path: String) async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(baseURL: server.baseURL.appending(path: "api/"))
            let echo = try await client.send(
                HTTPRequest(method: .delete, path: path), decoding: Echo.self)
            #expect(echo.method == "DELETE")
            #expect(echo.path == "/api/echo")
        }
    }

    @Test func timesOutAfterRequestTimeout() async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(baseURL: server.baseURL)
            let slow = HTTPRequest(
                path: "/delay", queryItems: [URLQueryItem(name: "seconds", value: "5")],
                timeout: .milliseconds(300))
            let error = await #expect(throws: NetworkError.self) { try await client.send(slow) }
            #expect(error?.code == .timeout)
            #expect(error?.waited == .milliseconds(300))
        }
    }

    @Test func usesDefaultTimeoutWhenRequestHasNone() async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(
                baseURL: server.baseURL, defaultTimeout: .milliseconds(300))
            let slow = HTTPRequest(
                path: "/delay", queryItems: [URLQueryItem(name: "seconds", value: "5")])
            let error = await #expect(throws: NetworkError.self) { try await client.send(slow) }
            #expect(error?.code == .timeout)
            #expect(error?.waited == .milliseconds(300))
        }
    }

    @Test func reportsRefusedConnectionAsOffline() async throws {
        let refusing = try RefusingPort()
        defer { refusing.release() }
        let client = refusing.client
        let error = await #expect(throws: NetworkError.self) {
            try await client.send(HTTPRequest(path: "/json"))
        }
        #expect(error?.code == .offline)
    }

    @Test func cancellingTheTaskCancelsTheTransfer() async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(baseURL: server.baseURL)
            let slow = HTTPRequest(
                path: "/delay", queryItems: [URLQueryItem(name: "seconds", value: "5")],
                timeout: .seconds(10))
            let task = Task { try await client.send(slow) }
            #expect(await server.waitForLine("started /delay"))
            task.cancel()
            let error = await #expect(throws: NetworkError.self) { try await task.value }
            #expect(error?.code == .cancelled)
        }
    }

    @Test func alreadyCancelledTaskSendsNothing() async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(baseURL: server.baseURL)
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.send(HTTPRequest(path: "/json"))
            }
            let error = await #expect(throws: NetworkError.self) { try await task.value }
            #expect(error?.code == .cancelled)
        }
    }
}

/// What the live client refuses of a server: a redirect (Foundation would send every header,
/// `Authorization` included, to the new host and scheme), and an answer larger than it takes.
@Suite(.enabled(if: TestHTTPServer.canRun, TestHTTPServer.skipReason))
struct URLSessionHTTPClientLimitTests {
    struct Echo: Decodable {
        let headers: [String: String]
    }

    @Test func aRedirectIsRefusedAndItsCredentialsGoNowhere() async throws {
        try await TestHTTPServer.with { first in
            try await TestHTTPServer.with { other in
                let client = URLSessionHTTPClient(baseURL: first.baseURL)
                let target = other.baseURL.appending(path: "echo").absoluteString
                let request = HTTPRequest(
                    path: "/redirect", queryItems: [URLQueryItem(name: "to", value: target)],
                    headers: ["Authorization": "Bearer secret-token"])
                let error = await #expect(throws: NetworkError.self) {
                    try await client.send(request)
                }
                #expect(error?.code == .httpStatus(302))
                #expect(error?.response?.header("location") == target)
            }
        }
    }

    /// A large request for `bytes`, its length announced or not.
    static func large(_ bytes: Int, announced: Bool = true) -> HTTPRequest {
        HTTPRequest(
            path: "/large",
            queryItems: [URLQueryItem(name: "bytes", value: "\(bytes)")]
                + (announced ? [] : [URLQueryItem(name: "length", value: "none")]))
    }

    @Test(arguments: [true, false])
    func anAnswerLargerThanTheLimitIsRefused(announced: Bool) async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(
                baseURL: server.baseURL, maximumResponseBytes: 100_000)
            let error = await #expect(throws: NetworkError.self) {
                try await client.send(Self.large(5_000_000, announced: announced))
            }
            #expect(error?.code == .transport)
            #expect(error?.reason.contains("100000") == true)
        }
    }

    @Test func anAnswerAtTheLimitIsTaken() async throws {
        try await TestHTTPServer.with { server in
            let client = URLSessionHTTPClient(
                baseURL: server.baseURL, maximumResponseBytes: 100_000)
            for announced in [true, false] {
                let response = try await client.send(Self.large(100_000, announced: announced))
                #expect(response.body.count == 100_000)
            }
        }
    }

    @Test func theDefaultLimitIsAMegabyte() {
        #expect(URLSessionHTTPClient.defaultMaximumResponseBytes == 1024 * 1024)
    }
}
