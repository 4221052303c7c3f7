import Backend
import Foundation
import Networking
import TestSockets
import Testing

/// What a request may cost is decided from its head, before a byte of its body is read: its
/// route, method, authentication, media type and the route's own body limit.
@Suite struct RequestBudgetTests {
    /// The head of a request with a body of `length` bytes, none of which is sent.
    static func head(
        _ method: String, _ path: String, length: Int, served: ServedBackend,
        extra: String = "Content-Type: application/json\r\n"
    ) -> String {
        "\(method) \(path) HTTP/1.1\r\n\(served.host)\(extra)Content-Length: \(length)\r\n\r\n"
    }

    /// Sends a head alone and reads the answer; a server that waits for the body does not
    /// answer within the read timeout.
    static func answerToHead(_ head: String, served: ServedBackend) throws -> RawClient.Answer {
        let client = try RawClient(port: served.port, timeout: 3)
        defer { client.close() }
        client.send(Array(head.utf8))
        return client.readToEnd()
    }

    @Test func aBodyOverItsRoutesLimitIsRefusedFromTheHead() throws {
        let served = try ServedBackend()
        let limit = BackendEndpoint.signIn.exchange.maximumBodyBytes
        #expect(limit < 16 * 1024)
        let answer = try Self.answerToHead(
            Self.head("POST", "/v1/signin", length: limit + 1, served: served), served: served)
        #expect(answer.status == 413)
        #expect(answer.body.contains(#""error":"payload_too_large""#))
        #expect(answer.body.contains("\(limit)"))
    }

    @Test func anUnauthenticatedRequestIsRefusedBeforeItsBody() throws {
        let served = try ServedBackend()
        let answer = try Self.answerToHead(
            Self.head("PUT", "/v1/me/onboarding", length: 100, served: served), served: served)
        #expect(answer.status == 401)
        #expect(answer.text.contains("WWW-Authenticate: Bearer\r\n"))
    }

    @Test func aBodyThatIsNotJSONIsRefusedBeforeItIsRead() throws {
        let served = try ServedBackend()
        let answer = try Self.answerToHead(
            Self.head(
                "POST", "/v1/signin", length: 100, served: served,
                extra: "Content-Type: text/plain\r\n"), served: served)
        #expect(answer.status == 415)
    }

    @Test(arguments: [("GET", "/v1/nowhere", 404), ("GET", "/v1/signin", 405)])
    func anUnknownRouteOrMethodIsRefusedBeforeItsBody(method: String, path: String, status: Int)
        throws
    {
        let served = try ServedBackend()
        let answer = try Self.answerToHead(
            Self.head(method, path, length: 100, served: served), served: served)
        #expect(answer.status == status)
    }

    @Test func anEndpointWithoutABodyTakesNone() throws {
        let served = try ServedBackend()
        let token = try served.harness.signIn().token
        let answer = try Self.answerToHead(
            Self.head(
                "GET", "/v1/me", length: 10, served: served,
                extra: "Authorization: Bearer \(token)\r\n"), served: served)
        #expect(answer.status == 413)
    }

    /// Issue 40's attack, at a sixteenth of its size: clients holding bodies of a megabyte one
    /// byte short no longer fill the server's buffer budget, so others are still answered.
    @Test func heldBodiesDoNotTakeTheBudgetFromOthers() throws {
        let served = try ServedBackend(limits: HTTPServerLimits(maximumBufferedBytes: 4 << 20))
        let length = LoopbackHTTPServer.maxBodyBytes
        let head = Array(Self.head("POST", "/v1/signin", length: length, served: served).utf8)
        let holders = try (0..<4).map { _ in try RawClient(port: served.port, timeout: 5) }
        defer { for client in holders { client.close() } }
        for client in holders {
            // A megabyte each, head included: four of them would fill the budget exactly.
            client.send(head + [UInt8](repeating: 0x20, count: length - head.count))
        }
        usleep(300_000)
        let answer = try RawClient.exchange(
            "GET /v1/me HTTP/1.1\r\n\(served.host)\r\n", port: served.port)
        #expect(answer.status == 401)
    }

    /// The in-process client meets the same limit as a client over HTTP.
    @Test func theEmbeddedClientMeetsTheSameLimit() throws {
        let harness = try Harness()
        let limit = BackendEndpoint.signIn.exchange.maximumBodyBytes
        let json = "{" + String(repeating: " ", count: limit) + "}"
        let response = harness.send(.post, "/v1/signin", json: json)
        #expect(response.status == 413)
        #expect(response.errorCode == "payload_too_large")
    }
}
