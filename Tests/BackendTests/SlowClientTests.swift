import Backend
import Foundation
import TestSockets
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server degrades under slow, idle and numerous clients, and never stops: no client
/// holds a thread, each request has a deadline, and past the connection cap the oldest
/// request still arriving makes way. (`Scripts/bench-backend` measures the same at full size
/// on a release build: 256 slow clients, and wrk.)
@Suite struct SlowClientTests {
    /// 64 clients each holding half a request: a normal request is answered well within the
    /// 10 seconds each of them may still take (the bound is a safety net, not a measure).
    @Test func slowClientsDoNotHoldUpANormalRequest() throws {
        let served = try ServedBackend()
        let slow = try (0..<64).map { _ in try RawClient(port: served.port) }
        defer { for client in slow { client.close() } }
        for client in slow { client.send(Array("GET /v1/me HTTP/1.1\r\n\(served.host)".utf8)) }

        let client = try RawClient(port: served.port, timeout: 5)
        defer { client.close() }
        client.send(Array("GET /v1/me HTTP/1.1\r\n\(served.host)\r\n".utf8))
        #expect(client.readToEnd().status == 401)
    }

    /// The deadline is for the whole request, not between reads: a client that keeps
    /// trickling bytes is cut off like a silent one, with 408.
    @Test func aRequestTricklingPastItsDeadlineIsAnswered408() throws {
        let served = try ServedBackend(limits: HTTPServerLimits(requestDeadline: .seconds(1)))
        let client = try RawClient(port: served.port)
        defer { client.close() }
        client.send(Array("GET /v1/me HTTP/1.1\r\n\(served.host)".utf8))
        for index in 0..<8 {
            usleep(250_000)
            client.send(Array("X-Slow-\(index): y\r\n".utf8))
        }
        let answer = client.readToEnd()
        #expect(answer.status == 408)
        #expect(answer.body.contains(#""error":"request_timeout""#))
        #expect(answer.closedByServer)
    }

    @Test func aSilentClientIsClosedAtItsDeadline() throws {
        let served = try ServedBackend(limits: HTTPServerLimits(requestDeadline: .seconds(1)))
        let client = try RawClient(port: served.port)
        defer { client.close() }
        let answer = client.readToEnd()
        #expect(answer.text.isEmpty)
        #expect(answer.closedByServer)
    }

    /// Past the cap nothing queues: the oldest connection still sending its request is
    /// answered 503 `busy` and closed, and the new one is served.
    @Test func pastTheCapTheOldestIncompleteRequestMakesWay() throws {
        let served = try ServedBackend(limits: HTTPServerLimits(maximumConnections: 4))
        let idle = try (0..<4).map { _ in try RawClient(port: served.port) }
        defer { for client in idle { client.close() } }
        for client in idle {
            client.send(Array("GET /v1/me HTTP/1.1\r\n".utf8))
            usleep(20_000)
        }

        let answer = try RawClient.exchange(
            "GET /v1/me HTTP/1.1\r\n\(served.host)\r\n", port: served.port)
        #expect(answer.status == 401)
        let evicted = idle[0].readToEnd()
        #expect(evicted.status == 503)
        #expect(evicted.body.contains(#""error":"busy""#))
        #expect(evicted.text.contains("Retry-After: 1\r\n"))
    }
}
