import Backend
import Foundation
import Networking
import TestSockets
import Testing

/// What the server answers to bytes no HTTP library would send.
@Suite struct RawRequestTests {
    /// `{host}` stands for the `Host` line that names the server, so each request is refused
    /// for what it is meant to show, not for a missing host.
    @Test(arguments: [
        "garbage\r\n\r\n", "", "\r\n\r\n", "GET\r\n\r\n", "GET /v1/me\r\n\r\n",
        "GET /v1/me HTTP/2.0\r\n\r\n",
        "GET v1/me HTTP/1.1\r\n\r\n", "GET  /v1/me HTTP/1.1\r\n\r\n", "G(T /v1/me HTTP/1.1\r\n\r\n",
        "GET /v1/me HTTP/1.1\r\n{host}No colon here\r\n\r\n",
        "GET /v1/me HTTP/1.1\r\n{host}: empty name\r\n\r\n",
        "GET /v1/me HTTP/1.1\r\n{host}X: 1\r\n folded\r\n\r\n", "GET /v1/me HTTP/1.1\nHost: a\n\n",
        "GET /v1/me HTTP/1.1\r\nHost: a\nX: b\r\n\r\n", "GET /%zz HTTP/1.1\r\n{host}\r\n",
        "GET /v1/search?q=%E0%A4%A HTTP/1.1\r\n{host}\r\n",
        "GET /v1/search?%zz=1 HTTP/1.1\r\n{host}\r\n",
        "POST /v1/signin HTTP/1.1\r\n{host}Content-Length: abc\r\n\r\n",
        "POST /v1/signin HTTP/1.1\r\n{host}Content-Length: -1\r\n\r\n",
        "POST /v1/signin HTTP/1.1\r\n{host}Content-Length: 5\r\nContent-Length: 6\r\n\r\nhello!",
        "POST /v1/signin HTTP/1.1\r\n{host}Content-Type: application/json\r\nContent-Length: 10\r\n\r\nabc",
        "POST /v1/signin HTTP/1.1\r\n{host}Transfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
        "GET /v1/me HTTP/1.1\r\n{host}",
        "GET /v1/me HTTP/1.1\r\n\r\n", "GET /v1/me HTTP/1.0\r\n\r\n",
    ])
    func malformedRequestIsABadRequestAndTheServerGoesOn(text: String) throws {
        let served = try ServedBackend()
        let answer = try RawClient.exchange(
            text.replacingOccurrences(of: "{host}", with: served.host), port: served.port)
        #expect(answer.status == 400)
        #expect(answer.body.contains(#""error":"bad_request""#))
        #expect(answer.text.contains("Connection: close\r\n"))
        let next = try RawClient.exchange(
            "GET /v1/items HTTP/1.1\r\n\(served.host)\r\n", port: served.port)
        #expect(next.status == 401)
    }

    /// A request for any other host is refused before anything reads it, so a web page
    /// reaching 127.0.0.1 through a name of its own (DNS rebinding) gets nothing.
    @Test(arguments: [
        "evil.example", "evil.example:{port}", "127.0.0.1", "localhost:1", "[::1]:1",
        "127.0.0.2:{port}",
    ])
    func requestForAnotherHostIsMisdirected(host: String) throws {
        let served = try ServedBackend()
        let name = host.replacingOccurrences(of: "{port}", with: "\(served.port)")
        let answer = try RawClient.exchange(
            "GET /v1/me HTTP/1.1\r\nHost: \(name)\r\n\r\n", port: served.port)
        #expect(answer.status == 421)
        #expect(answer.body.contains(#""error":"misdirected_request""#))
        for good in ["127.0.0.1", "LOCALHOST", "[::1]"] {
            let named = try RawClient.exchange(
                "GET /v1/me HTTP/1.1\r\nHost: \(good):\(served.port)\r\n\r\n", port: served.port)
            #expect(named.status == 401, "\(good)")
        }
    }

    @Test func binaryGarbageIsABadRequest() throws {
        let served = try ServedBackend()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            var bytes = (0..<3000).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes += Array("\r\n\r\n".utf8)
            #expect(try RawClient.exchange(bytes, port: served.port).status == 400)
        }
        #expect(
            try RawClient.exchange(
                "GET /v1/me HTTP/1.1\r\n\(served.host)\r\n", port: served.port
            ).status == 401)
    }

    @Test func headWithinTheLimitIsServedBackend() throws {
        let served = try ServedBackend()
        let start = "GET /v1/me HTTP/1.1\r\n\(served.host)X-Pad: "
        let padding = String(
            repeating: "p", count: LoopbackHTTPServer.maxHeaderBytes - start.utf8.count - 4)
        let answer = try RawClient.exchange(start + padding + "\r\n\r\n", port: served.port)
        #expect(answer.status == 401)
    }

    @Test(arguments: [0, 1, 40_000])
    func headOverTheLimitIs431(extra: Int) throws {
        let served = try ServedBackend()
        let start = "GET /v1/me HTTP/1.1\r\n\(served.host)X-Pad: "
        let padding = String(
            repeating: "p", count: LoopbackHTTPServer.maxHeaderBytes - start.utf8.count - 3 + extra)
        let answer = try RawClient.exchange(start + padding + "\r\n\r\n", port: served.port)
        #expect(answer.status == 431)
        #expect(answer.body.contains(#""error":"header_too_large""#))
        #expect(
            try RawClient.exchange(
                "GET /v1/me HTTP/1.1\r\n\(served.host)\r\n", port: served.port
            ).status == 401)
    }

    @Test func bodyOverTheLimitIs413() throws {
        let served = try ServedBackend()
        let length = LoopbackHTTPServer.maxBodyBytes + 1
        let head = "POST /v1/signin HTTP/1.1\r\n\(served.host)Content-Length: \(length)\r\n\r\n"
        let answer = try RawClient.exchange(
            Array(head.utf8) + Array(repeating: 0x20, count: length), port: served.port)
        #expect(answer.status == 413)
        #expect(answer.body.contains(#""error":"payload_too_large""#))
        let huge = try RawClient.exchange(
            "POST /v1/signin HTTP/1.1\r\n\(served.host)Content-Length: 99999999999999999999999\r\n\r\n",
            port: served.port)
        #expect(huge.status == 413)
    }

    /// A body at its endpoint's limit is read and handed over; one byte more is refused from
    /// the head.
    @Test func bodyAtTheLimitReachesTheHandler() async throws {
        let served = try ServedBackend()
        let limit = BackendEndpoint.signIn.exchange.maximumBodyBytes
        var request = HTTPRequest(
            method: .post, path: "/v1/signin", headers: ["Content-Type": "application/json"],
            body: Data(repeating: 0x20, count: limit))
        let error = await #expect(throws: NetworkError.self) { try await served.live.send(request) }
        #expect(error?.code == .httpStatus(400))
        #expect(error?.response?.errorCode == "bad_request")
        request.body?.append(0x20)
        let over = await #expect(throws: NetworkError.self) { try await served.live.send(request) }
        #expect(over?.response?.errorCode == "payload_too_large")
    }

    @Test func expectContinueGetsAnInterimAnswer() throws {
        let served = try ServedBackend()
        let body = credentials("demo@rootswitch.dev", "demo-password")
        let client = try RawClient(port: served.port)
        defer { client.close() }
        let head =
            "POST /v1/signin HTTP/1.1\r\n\(served.host)Content-Type: application/json\r\n"
            + "Expect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        client.send(Array(head.utf8))
        #expect(client.read(until: "\r\n\r\n") == "HTTP/1.1 100 Continue\r\n\r\n")
        client.send(Array(body.utf8))
        #expect(client.readToEnd().status == 200)
    }

    @Test func headAnswerHasNoBody() throws {
        let served = try ServedBackend()
        let answer = try RawClient.exchange(
            "HEAD /v1/me HTTP/1.1\r\n\(served.host)\r\n", port: served.port)
        #expect(answer.status == 405)
        #expect(answer.text.contains("Allow: GET\r\n"))
        #expect(answer.body.isEmpty)
    }
}
