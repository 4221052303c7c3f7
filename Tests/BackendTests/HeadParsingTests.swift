import Backend
import Foundation
import Networking
import TestSockets
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A head is parsed once, in time linear in its size, with a cap on its fields; a request
/// being handled has a deadline too.
@Suite struct HeadParsingTests {
    /// `count` header lines of distinct short names.
    static func fields(_ count: Int) -> String {
        (0..<count).map { "a\(String($0, radix: 16)):\r\n" }.joined()
    }

    @Test func headOfTooManyFieldsIs431() throws {
        let served = try ServedBackend()
        let head = "GET /v1/me HTTP/1.1\r\n\(served.host)" + Self.fields(2_300) + "\r\n"
        #expect(head.utf8.count < LoopbackHTTPServer.maxHeaderBytes)
        let answer = try RawClient.exchange(head, port: served.port)
        #expect(answer.status == 431)
        #expect(answer.body.contains(#""error":"header_too_large""#))
    }

    @Test func headAtTheFieldCapIsServed() throws {
        let served = try ServedBackend()
        let head =
            "GET /v1/me HTTP/1.1\r\n\(served.host)"
            + Self.fields(LoopbackHTTPServer.maxHeaderFields - 1) + "\r\n"
        #expect(try RawClient.exchange(head, port: served.port).status == 401)
    }

    /// Repeated fields merge into one value, in the order sent, whatever their case.
    @Test func repeatedFieldsMergeInOrder() throws {
        let head = try RequestHead(
            ArraySlice("GET / HTTP/1.1\r\nX-A: 1\r\nx-a: 2\r\nX-B: 3\r\nX-A: 4".utf8))
        #expect(head.header("x-a") == "1, 2, 4")
        #expect(head.header("x-b") == "3")
        #expect(head.headers.count == 2)
    }

    /// A request whose handler does not answer in time is answered 503 and closed; the
    /// server goes on serving others.
    @Test func aRequestBeingHandledHasADeadline() throws {
        let limits = HTTPServerLimits(handlingDeadline: .seconds(1))
        let server = try LoopbackHTTPServer(port: 0, limits: limits) { request, _ in
            if request.path == "/slow" { usleep(4_000_000) }
            return HTTPResponse(status: 204)
        }
        defer { server.stop() }
        let host = "Host: 127.0.0.1:\(server.port)\r\n"
        let start = ContinuousClock.now
        let slow = try RawClient.exchange("GET /slow HTTP/1.1\r\n\(host)\r\n", port: server.port)
        #expect(slow.status == 503)
        #expect(ContinuousClock.now - start < .seconds(3))
        let quick = try RawClient.exchange("GET /quick HTTP/1.1\r\n\(host)\r\n", port: server.port)
        #expect(quick.status == 204)
    }
}

/// The passwords hashed at once are capped: past the cap a request waits for a slot, and
/// answers 503 `busy` when none comes free in time.
@Suite struct HashingGateTests {
    @Test func aRequestPastTheCapWaitsThenIsBusy() throws {
        let gate = HashingGate(slots: 1, wait: .milliseconds(50))
        let busy = try gate.run { () throws(APIFailure) -> APIFailure? in
            do throws(APIFailure) {
                try gate.run { () throws(APIFailure) in }
                return nil
            } catch {
                return error
            }
        }
        #expect(busy?.code == "busy")
        #expect(busy?.status == 503)
        // The slot is free again once its holder is done.
        try gate.run { () throws(APIFailure) in }
    }
}
