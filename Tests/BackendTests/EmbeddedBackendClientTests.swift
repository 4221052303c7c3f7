import Backend
import Foundation
import Networking
import Testing

@Suite struct EmbeddedBackendClientTests {
    @Test func returnsSuccessfulResponses() async throws {
        let harness = try Harness()
        let client = EmbeddedBackendClient(backend: harness.backend)
        let request = try HTTPRequest.json(
            .post, path: "/v1/signin",
            body: ["email": EmbeddedBackend.demoEmail, "password": EmbeddedBackend.demoPassword])
        let session = try await client.send(request, decoding: WireSession.self)
        let me = try await client.send(
            HTTPRequest(path: "/v1/me", headers: ["Authorization": "Bearer \(session.token)"]),
            decoding: WireMe.self)
        #expect(me.user == session.user)
    }

    @Test func throwsOtherStatusesWithTheResponse() async throws {
        let client = EmbeddedBackendClient(backend: try Harness().backend)
        let error = await #expect(throws: NetworkError.self) {
            try await client.send(HTTPRequest(path: "/v1/me"))
        }
        #expect(error?.code == .httpStatus(401))
        #expect(error?.response?.errorCode == "session_expired")
    }

    @Test func offlineThrowsWithoutReachingTheBackend() async throws {
        let harness = try Harness()
        let client = EmbeddedBackendClient(backend: harness.backend)
        harness.backend.isOffline = true
        #expect(harness.backend.isOffline)
        let signUp = try HTTPRequest.json(
            .post, path: "/v1/signup",
            body: ["email": "ada@example.com", "password": "long-enough"])
        let error = await #expect(throws: NetworkError.self) { try await client.send(signUp) }
        #expect(error?.code == .offline)
        #expect(error?.response == nil)
        harness.backend.isOffline = false
        // The offline attempt created nothing, so the sign-up now succeeds.
        #expect(try await client.send(signUp).status == 201)
    }

    @Test func offlineDoesNotAffectHandle() throws {
        let harness = try Harness()
        harness.backend.isOffline = true
        #expect(
            harness.send(.post, "/v1/password-reset", json: #"{"email":"a@b.co"}"#).status == 202)
    }

    @Test func maintenanceIsThrownAs503() async throws {
        let harness = try Harness()
        harness.backend.isInMaintenance = true
        let client = EmbeddedBackendClient(backend: harness.backend)
        let error = await #expect(throws: NetworkError.self) {
            try await client.send(HTTPRequest(path: "/v1/items"))
        }
        #expect(error?.code == .httpStatus(503))
        #expect(error?.response?.errorCode == "maintenance")
    }

    @Test func cancelledTaskThrowsCancelled() async throws {
        let client = EmbeddedBackendClient(backend: try Harness().backend)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(HTTPRequest(path: "/v1/me"))
        }
        let error = await #expect(throws: NetworkError.self) { try await task.value }
        #expect(error?.code == .cancelled)
    }
}
