import Auth
import Backend
import Foundation
import Main
import Networking
import NetworkingTesting
import Onboarding
import Synchronization
import Testing

/// One failure of the backend means the same in every feature: each feature's live client,
/// given the same answer, throws the same error code.
@Suite struct BackendContractTests {
    /// A way the backend or the network fails, and the code every feature must report.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let answer: @Sendable () throws(NetworkError) -> HTTPResponse
        let code: String

        init(_ name: String, _ answer: StubAnswer, _ code: String) {
            self.name = name
            self.answer = { () throws(NetworkError) in try answer.response() }
            self.code = code
        }

        init(_ name: String, _ error: NetworkError, _ code: String) {
            self.name = name
            self.answer = { () throws(NetworkError) in throw error }
            self.code = code
        }

        var testDescription: String { name }
    }

    static let token = String(repeating: "ab", count: 32)

    static let cases = [
        Case("offline", .failure(.offline), "offline"),
        // What URLSessionHTTPClient throws for a refused connection (NetworkingTests checks one).
        Case(
            "refused", NetworkError(.offline, reason: "Could not connect to the server."), "offline"
        ),
        Case("timeout", .failure(.timeout), "offline"),
        Case("401", .status(401, error: "session_expired"), "session_expired"),
        Case("503 with body", .status(503, error: "maintenance"), "maintenance"),
        Case("503 without body", .status(503, error: nil), "maintenance"),
        Case("500", .status(500, error: "internal_error"), "unexpected"),
        Case("502", .status(502, error: nil), "unexpected"),
        Case("undecodable", .body(200, "<html>surprise</html>"), "unexpected"),
    ]

    @Test(arguments: cases)
    func everyFeatureReportsTheSameCode(_ failure: Case) async {
        let http = StubHTTPClient { _ throws(NetworkError) in try failure.answer() }
        var codes: [String: String] = [:]
        do {
            _ = try await AuthClient.live(http).currentUser(Self.token)
        } catch {
            codes["auth"] = error.code.rawValue
        }
        do {
            let progress = OnboardingProgress(step: .profile, finished: false)
            try await OnboardingClient.live(http, token: Self.token).save(progress)
        } catch {
            codes["onboarding"] = error.code.rawValue
        }
        do {
            _ = try await MainClient.live(http, token: Self.token).item(42)
        } catch {
            codes["main"] = error.code.rawValue
        }
        #expect(codes == ["auth": failure.code, "onboarding": failure.code, "main": failure.code])
        #expect(http.requests.map(\.path) == ["/v1/me", "/v1/me/onboarding", "/v1/items/42"])
    }

    /// Every endpoint of the contract, through both sides: each feature's live client calls
    /// the embedded backend (each request built from `BackendEndpoint`), the backend routes
    /// each back to the same endpoint, and every answer decodes into the feature's models, so
    /// neither a path nor a payload can differ between the two.
    @Test func everyEndpointWalksThroughBothSides() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(
            path: "contract-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let backend = try EmbeddedBackend(directory: directory)
        let http = Recording(EmbeddedBackendClient(backend: backend))
        let auth = AuthClient.live(http)

        let demo = AuthCredentials(
            email: EmbeddedBackend.demoEmail, password: EmbeddedBackend.demoPassword)
        let fresh = try await auth.signUp(
            AuthCredentials(email: "contract@example.com", password: "long-enough"))
        let session = try await auth.signIn(demo)
        try await auth.requestPasswordReset(demo.email)
        let user = try await auth.currentUser(session.token)
        try await OnboardingClient.live(http, token: fresh.token)
            .save(OnboardingProgress(step: .profile, finished: false, name: "Ada"))
        let main = MainClient.live(http, token: session.token)
        let first = try await main.firstItems()
        let item = try await main.item(first[1].id)
        let found = try await main.search("golden")
        try await auth.signOut(session.token)

        #expect(user == session.user && user.name == "Demo" && user.onboarding.finished)
        #expect(fresh.user.onboarding.step == "welcome")
        #expect(first.count == 20 && item == first[1])
        #expect(
            !found.isEmpty && found.allSatisfy { "\($0.title) \($0.summary)".contains("golden") })
        let routed = http.requests.map { BackendEndpoint.match($0.method, path: $0.path) }
        let endpoints = routed.compactMap { match -> BackendEndpoint? in
            if case .endpoint(let endpoint, _) = match { endpoint } else { nil }
        }
        #expect(endpoints.count == routed.count, "a request the backend does not route")
        #expect(Set(endpoints) == Set(BackendEndpoint.allCases))
        #expect(http.statuses.allSatisfy { (200..<300).contains($0) }, "\(http.statuses)")
    }

    /// Passes requests on, keeping each and each answer's status.
    final class Recording: HTTPClient {
        private let base: any HTTPClient
        private let log = Mutex<[(HTTPRequest, Int)]>([])

        init(_ base: any HTTPClient) { self.base = base }

        var requests: [HTTPRequest] { log.withLock { $0.map(\.0) } }
        var statuses: [Int] { log.withLock { $0.map(\.1) } }

        func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
            let response = try await base.send(request)
            log.withLock { $0.append((request, response.status)) }
            return response
        }
    }
}
