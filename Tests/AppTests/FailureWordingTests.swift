import Analytics
import Auth
import FeatureShell
import Main
import Networking
import NetworkingTesting
import Onboarding
import Routing
import Testing

/// Each backend failure a user can meet reads the same on every screen of every feature: the
/// contract's one sentence for it (`BackendFailure.sentence`).
@MainActor
@Suite struct FailureWordingTests {
    /// A failure the backend or the network gives, and the sentence every screen shows for it.
    struct Failure: Sendable, CustomTestStringConvertible {
        let name: String
        let error: NetworkError
        let sentence: String

        var testDescription: String { name }

        static func status(_ status: Int) -> NetworkError {
            .httpStatus(HTTPResponse(status: status))
        }
    }

    nonisolated static let failures: [Failure] = {
        var timeout = NetworkError(.timeout, reason: "silent", waited: .seconds(30))
        timeout.attempts = 3
        return [
            Failure(
                name: "offline", error: NetworkError(.offline, reason: "refused"),
                sentence: "RootSwitch cannot be reached. Check your connection and try again."),
            Failure(
                name: "timeout", error: timeout,
                sentence: "RootSwitch did not answer in 30 seconds (3 tries). Check your "
                    + "connection and try again."),
            Failure(
                name: "cancelled", error: NetworkError(.cancelled, reason: "cancelled"),
                sentence: "The request was cancelled."),
            Failure(
                name: "maintenance", error: Failure.status(503),
                sentence: "RootSwitch is down for maintenance. Try again later."),
            Failure(
                name: "session expired", error: Failure.status(401),
                sentence: "Your session has expired. Sign in again."),
            Failure(
                name: "unexpected", error: Failure.status(500),
                sentence: "Something went wrong (HTTP 500). Try again."),
        ]
    }()

    /// Each screen that calls the backend, driven to its call: what it shows afterwards.
    nonisolated static let screens: [String] = [
        "sign-in", "password reset", "onboarding step", "home", "item", "search",
    ]

    @Test(arguments: failures, screens)
    func everyScreenShowsTheSentence(failure: Failure, screen: String) async throws {
        if screen == "sign-in", failure.name == "session expired" {
            return  // a 401 at sign-in means wrong credentials: Auth's own sentence
        }
        let http = StubHTTPClient { _ throws(NetworkError) in throw failure.error }
        let (shown, expired) = try await Self.content(of: screen, failingWith: http)
        if screen == "onboarding step", failure.name == "session expired" {
            // Onboarding hands an expired session to the App, whose sign-in screen says it
            // (SessionCheckTests).
            #expect(expired)
            return
        }
        #expect(
            shown.contains { $0.contains(failure.sentence) },
            "\(screen) shows \(shown), not \"\(failure.sentence)\"")
        #expect(BackendFailure(failure.error).sentence == failure.sentence)
    }

    /// The screen's lines once the call it makes has failed, and whether the flow reported
    /// an expired session.
    private static func content(of screen: String, failingWith http: StubHTTPClient)
        async throws -> (lines: [String], expired: Bool)
    {
        var expired = false
        let work = BackgroundWork()
        let analytics = NoopAnalytics()
        switch screen {
        case "sign-in", "password reset":
            let auth = AuthFeature(
                AuthDependencies(client: .live(http), analytics: analytics, work: work))
            let flow = auth.makeCoordinator(start: .signIn) { _ in }
            flow.start()
            if screen == "sign-in" {
                try flow.screen.perform("signin", arguments: ["email": "a@b.co", "password": "x"])
            } else {
                try flow.screen.perform("forgot", arguments: ["email": "a@b.co"])
            }
            await work.settle()
            return (flow.screen.content, expired)
        case "onboarding step":
            let onboarding = OnboardingFeature(
                OnboardingDependencies(
                    client: .live(http, token: "t"), analytics: analytics, work: work))
            let flow = onboarding.makeCoordinator(
                resumeAt: .welcome, onStepChanged: { _ in }, onFinished: {},
                onSessionExpired: { expired = true }, onSignOut: {})
            flow.start()
            try flow.screen.perform("next")
            await work.settle()
            return (flow.screen.content, expired)
        default:
            let main = MainFeature(
                MainDependencies(
                    client: .live(http, token: "t"), analytics: analytics, work: work,
                    user: MainUser(email: "a@b.co", name: "Ada"), appVersion: "9.9.9"))
            let navigation = main.makeCoordinator(
                onSignOut: {}, onSessionExpired: { expired = true })
            navigation.start()
            await work.settle()
            if screen == "item" {
                try navigation.screen.perform("open-item", arguments: ["id": "5"])
            } else if screen == "search" {
                try navigation.selectTab(named: "search")
                try navigation.screen.perform("search", arguments: ["q": "blue"])
            }
            await work.settle()
            return (navigation.screen.content, expired)
        }
    }
}
