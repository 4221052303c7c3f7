import Auth
import Main
import Networking
import NetworkingTesting
import Onboarding
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
}
