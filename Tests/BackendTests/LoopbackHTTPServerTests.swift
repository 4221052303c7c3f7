import Backend
import Foundation
import Networking
import NetworkingLive
import TestSockets
import Testing

@Suite struct LoopbackHTTPServerTests {
    @Test func liveClientGetsWhatTheEmbeddedClientGets() async throws {
        let served = try ServedBackend()
        let token = try served.harness.signIn().token
        let auth = ["Authorization": "Bearer \(token)"]
        let requests: [HTTPRequest] = [
            HTTPRequest(path: "/v1/me", headers: auth),
            HTTPRequest(
                path: "v1/items", queryItems: [URLQueryItem(name: "offset", value: "95")],
                headers: auth),
            HTTPRequest(path: "/v1/items/42", headers: auth),
            HTTPRequest(path: "/v1/items/420", headers: auth),
            HTTPRequest(
                path: "/v1/search", queryItems: [URLQueryItem(name: "q", value: "swift lantern")],
                headers: auth),
            HTTPRequest(
                path: "/v1/search", queryItems: [URLQueryItem(name: "q", value: "c++ & é")],
                headers: auth),
            HTTPRequest(
                path: "/v1/search", queryItems: [URLQueryItem(name: "q", value: " ")], headers: auth
            ),
            HTTPRequest(
                path: "/v1/items", queryItems: [URLQueryItem(name: "limit", value: "0")],
                headers: auth),
            HTTPRequest(path: "/v1/me"),
            HTTPRequest(method: .delete, path: "/v1/me", headers: auth),
            HTTPRequest(path: "/v2/nothing here"),
            HTTPRequest(method: .post, path: "/v1/signin", body: Data("{".utf8)),
            HTTPRequest(
                method: .post, path: "/v1/signin",
                body: Data(credentials("demo@rootswitch.dev", "nope").utf8)),
            HTTPRequest(
                method: .post, path: "/v1/password-reset", body: Data(#"{"email":"x@y.z"}"#.utf8)),
        ]
        for request in requests {
            let live = await ServedBackend.outcome(served.live, request)
            let embedded = await ServedBackend.outcome(served.embedded, request)
            #expect(live.status == embedded.status, "\(request.method) \(request.path)")
            #expect(live.body == embedded.body, "\(request.method) \(request.path)")
        }
        let search = try await served.live.send(requests[5], decoding: WireSearch.self)
        #expect(search.query == "c++ & é")
    }

    @Test func liveClientSignsUpSignsInAndOut() async throws {
        let served = try ServedBackend()
        let signUp = try HTTPRequest.json(
            .post, path: "/v1/signup",
            body: ["email": "ada@example.com", "password": "long-enough"])
        let created = try await served.live.send(signUp)
        #expect(created.status == 201)
        #expect(created.header("content-type") == "application/json")
        let token = try created.decode(WireSession.self).token
        let signOut = HTTPRequest(
            method: .post, path: "/v1/signout", headers: ["Authorization": "Bearer \(token)"])
        #expect(try await served.live.send(signOut).status == 204)
        let again = await #expect(throws: NetworkError.self) { try await served.live.send(signOut) }
        #expect(again?.code == .httpStatus(401))
    }

    @Test func concurrentRequestsAreAllAnswered() async throws {
        let served = try ServedBackend()
        let live = served.live
        let statuses = await withTaskGroup(of: Int.self) { group in
            for index in 0..<12 {
                group.addTask {
                    await ServedBackend.outcome(live, HTTPRequest(path: "/v1/items/\(index)"))
                        .status
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 401, count: 12))
    }

    @Test func idleConnectionDoesNotHoldUpOthers() async throws {
        let served = try ServedBackend()
        let idle = try RawClient(port: served.port)
        defer { idle.close() }
        idle.send(Array("GET /v1/me HTTP/1.1\r\n".utf8))
        let status = await ServedBackend.outcome(served.live, HTTPRequest(path: "/v1/me")).status
        #expect(status == 401)
    }

    @Test func stoppedServerRefusesConnections() async throws {
        let served = try ServedBackend()
        #expect(
            try RawClient.exchange(
                "GET /v1/me HTTP/1.1\r\n\(served.host)\r\n", port: served.port
            ).status == 401)
        served.server.stop()
        served.server.stop()
        #expect(throws: RawClient.Failure.self) { try RawClient(port: served.port) }
        let error = await #expect(throws: NetworkError.self) {
            try await served.live.send(HTTPRequest(path: "/v1/me"))
        }
        #expect(error?.code == .offline)
    }

    @Test func portInUseIsASocketError() throws {
        let served = try ServedBackend()
        #expect(served.port != 0)
        let error = #expect(throws: BackendError.self) {
            _ = try LoopbackHTTPServer(port: served.port) { _ in HTTPResponse(status: 200) }
        }
        #expect(error?.code == .socket)
    }
}
