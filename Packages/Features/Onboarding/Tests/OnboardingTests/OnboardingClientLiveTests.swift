import Foundation
import Networking
import NetworkingTesting
import Onboarding
import Testing

/// `OnboardingClient.live`: the contract's `PUT /v1/me/onboarding`, and every failure
/// converted to an `OnboardingError`.
@Suite struct OnboardingClientLiveTests {
    /// The signed-in test session's token.
    static let token = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

    /// The contract's answer to a save: the user.
    static let saved = StubAnswer.body(
        200,
        #"{"user": {"id": "u_1", "email": "ann@example.com", "name": null, "#
            + #""onboarding": {"step": "welcome", "finished": false, "permissionsGranted": null}}}"#
    )

    /// A sent body, read back.
    struct SentProgress: Decodable, Equatable {
        let step: String
        let finished: Bool
        let name: String?
        let permissionsGranted: Bool?

        /// The keys a body with these values has.
        var keys: Set<String> {
            var keys: Set = ["step", "finished"]
            if name != nil { keys.insert("name") }
            if permissionsGranted != nil { keys.insert("permissionsGranted") }
            return keys
        }
    }

    @Test(arguments: [
        (
            OnboardingProgress(step: .permissions, finished: false),
            SentProgress(step: "permissions", finished: false, name: nil, permissionsGranted: nil)
        ),
        (
            OnboardingProgress(step: .profile, finished: false, permissionsGranted: true),
            SentProgress(step: "profile", finished: false, name: nil, permissionsGranted: true)
        ),
        (
            OnboardingProgress(step: .complete, finished: false, name: "Ann"),
            SentProgress(step: "complete", finished: false, name: "Ann", permissionsGranted: nil)
        ),
        (
            OnboardingProgress(step: .complete, finished: true),
            SentProgress(step: "complete", finished: true, name: nil, permissionsGranted: nil)
        ),
    ])
    func savesWithAnAuthenticatedJSONPut(
        progress: OnboardingProgress, sent: SentProgress
    ) async throws {
        let http = StubHTTPClient(always: Self.saved)
        try await OnboardingClient.live(http, token: Self.token).save(progress)

        let request = try #require(http.requests.first)
        #expect(request.method == .put)
        #expect(request.path == "/v1/me/onboarding")
        #expect(request.headers["Authorization"] == "Bearer \(Self.token)")
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.headers["Accept"] == "application/json")
        let body = try #require(request.body)
        #expect(try JSONDecoder().decode(SentProgress.self, from: body) == sent)
        // A field not given is left out, which the contract reads as "keep the stored value".
        let object = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        #expect(object.map { Set($0.keys) } == sent.keys)
    }

    @Test(arguments: [
        (StubAnswer.failure(.offline), OnboardingError.Code.offline, Reason.offline),
        (.failure(.timeout), .offline, Reason.timeout),
        (.status(401, error: "session_expired"), .sessionExpired, Reason.sessionExpired),
        (.status(401, error: nil), .sessionExpired, Reason.sessionExpired),
        (.status(503, error: "maintenance"), .maintenance, Reason.maintenance),
        (.status(503, error: nil), .maintenance, Reason.maintenance),
        (.status(500, error: "internal_error"), .unexpected, Reason.unexpected(status: 500)),
        (.status(502, error: nil), .unexpected, Reason.unexpected(status: 502)),
        (.status(400, error: "bad_request"), .badRequest, StubAnswer.serverMessage),
        (.body(400, #"{"error": "bad_request"}"#), .badRequest, Reason.refused),
        (.status(400, error: nil), .unexpected, Reason.unexpected(status: 400)),
        (.status(404, error: "not_found"), .unexpected, Reason.unexpected(status: 404)),
        (.body(200, "<html>surprise</html>"), .unexpected, Reason.unreadable),
        (.failure(.cancelled), .unexpected, Reason.cancelled),
    ])
    func convertsEveryFailure(
        answer: StubAnswer, code: OnboardingError.Code, reason: String
    ) async {
        let client = OnboardingClient.live(StubHTTPClient(always: answer), token: Self.token)
        let error = await #expect(throws: OnboardingError.self) {
            try await client.save(OnboardingProgress(step: .complete, finished: true))
        }
        #expect(error?.code == code)
        #expect(error?.reason == reason)
        #expect(error?.underlying is BackendFailure)
    }
}
