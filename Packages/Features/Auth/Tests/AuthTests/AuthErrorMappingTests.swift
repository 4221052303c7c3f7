import Auth
import Networking
import Routing
import Testing

/// What the screen says for each failure.
private enum Line {
    static let wrongCredentials = "Error: Wrong email or password."
    static let accountExists = "Error: An account already exists for this email."
    static let invalidEmail = "Error: Enter a valid email address."
    static let weakPassword = "Error: Choose a password of at least 8 characters."
    static let offline = "Error: You are offline. Try again when connected."
    static let timeout =
        "Error: RootSwitch did not answer in time. Check your connection and try again."
    static let maintenance = "Error: RootSwitch is down for maintenance. Try again later."
    static func unexpected(_ detail: String) -> String {
        "Error: Something went wrong (\(detail)). Try again."
    }
}

/// Every way a backend call can fail, and what the user then sees.
@MainActor
@Suite struct AuthErrorMappingTests {
    @Test(arguments: [
        (
            "signin", Answer.status(401, "wrong_credentials"), Line.wrongCredentials,
            "wrong_credentials"
        ),
        ("signin", .status(401, nil), Line.wrongCredentials, "wrong_credentials"),
        ("signin", .network(.offline), Line.offline, "offline"),
        ("signin", .network(.timeout), Line.timeout, "offline"),
        ("signin", .status(503, "maintenance"), Line.maintenance, "maintenance"),
        ("signin", .status(503, nil), Line.maintenance, "maintenance"),
        (
            "signin", .status(500, "internal_error"), Line.unexpected("HTTP 500"),
            "unexpected"
        ),
        (
            "signin", .garbage, Line.unexpected("unreadable answer"),
            "unexpected"
        ),
        ("signin", .network(.cancelled), "Error: The request was cancelled.", "unexpected"),
        ("signup", .status(409, "account_exists"), Line.accountExists, "account_exists"),
        ("signup", .status(400, "invalid_email"), Line.invalidEmail, "invalid_email"),
        ("signup", .status(400, "weak_password"), Line.weakPassword, "weak_password"),
        (
            "signup", .status(400, "bad_request"), Line.unexpected("HTTP 400"),
            "unexpected"
        ),
        ("signup", .status(503, "maintenance"), Line.maintenance, "maintenance"),
        ("signup", .network(.offline), Line.offline, "offline"),
        (
            "signup", .status(401, nil), Line.unexpected("HTTP 401"),
            "unexpected"
        ),
    ])
    func aFailedSignInStaysOnTheScreen(
        action: String, answer: Answer, line: String, result: String
    ) async throws {
        let harness = AuthHarness(answer: answer)
        let coordinator = harness.coordinator(start: .signIn)
        try await harness.perform(
            coordinator, action, ["email": Contract.email, "password": Contract.password])

        #expect(coordinator.screen.title == "Sign in")
        #expect(coordinator.screen.content.last == line)
        #expect(coordinator.location.stack == [.signIn])
        #expect(harness.sessions.isEmpty)
        #expect(harness.signInResults == [result])
    }

    @Test(arguments: [
        (Answer.status(400, "invalid_email"), Line.invalidEmail),
        (.network(.offline), Line.offline),
        (.status(503, "maintenance"), Line.maintenance),
        (.status(500, nil), Line.unexpected("HTTP 500")),
    ])
    func aFailedResetRequestStaysOnTheScreen(answer: Answer, line: String) async throws {
        let harness = AuthHarness(answer: answer)
        let coordinator = harness.coordinator()
        try await harness.perform(coordinator, "forgot", ["email": Contract.email])

        #expect(coordinator.screen.content.last == line)
        #expect(coordinator.location.stack == [.intro])
        #expect(harness.signInResults.isEmpty)
    }

    @Test(arguments: [
        (Answer.status(401, "session_expired"), AuthError.Code.sessionExpired),
        (.status(401, nil), .sessionExpired),
        (.status(503, "maintenance"), .maintenance),
        (.network(.offline), .offline),
        (.network(.timeout), .offline),
        (.status(500, "internal_error"), .unexpected),
        (.garbage, .unexpected),
    ])
    func currentUserConvertsEveryFailure(answer: Answer, code: AuthError.Code) async {
        let harness = AuthHarness(answer: answer)
        let session = AuthSession(
            token: Contract.token,
            user: AuthUser(
                id: "u_1", email: Contract.email,
                onboarding: AuthOnboardingStatus(step: "complete", finished: true)))
        await #expect {
            _ = try await harness.feature.currentUser(session: session)
        } throws: { error in
            (error as? AuthError)?.code == code
        }
    }

    @Test func anExpiredSessionSaysSoInWords() async {
        let harness = AuthHarness(answer: .status(401, "session_expired"))
        let session = AuthSession(
            token: "stale",
            user: AuthUser(
                id: "u_1", email: Contract.email,
                onboarding: AuthOnboardingStatus(step: "welcome", finished: false)))
        await #expect(
            throws: AuthError(.sessionExpired, reason: "Your session expired. Sign in again.")
        ) {
            _ = try await harness.feature.currentUser(session: session)
        }
    }

    @Test func describesItselfByCodeAndReason() {
        let error = AuthError(.offline, reason: "You are offline.")
        #expect(String(describing: error) == "offline: You are offline.")
        #expect(AuthError.Code.wrongCredentials.rawValue == "wrong_credentials")
        #expect(AuthError.Code(rawValue: "maintenance") == .maintenance)
    }
}
