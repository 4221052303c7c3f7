import Analytics
import Testing

@Suite struct EventCatalogTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let event: AnalyticsEvent
        let name: String
        let properties: [String: String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(event: .screenViewed("home"), name: "screen_viewed", properties: ["screen": "home"]),
        Case(
            event: .stateTransition(from: "loading", to: "authenticated", cause: "launch"),
            name: "state_transition",
            properties: ["from": "loading", "to": "authenticated", "cause": "launch"]),
        Case(
            event: .transitionRejected(from: "loading", intent: "sign_out"),
            name: "transition_rejected", properties: ["from": "loading", "intent": "sign_out"]),
        Case(
            event: .deepLinkOpened(pattern: "/main/search"), name: "deep_link_opened",
            properties: ["pattern": "/main/search"]),
        Case(
            event: .deepLinkDeferred(pattern: "/main/item/:id", requirement: "signed_in"),
            name: "deep_link_deferred",
            properties: ["pattern": "/main/item/:id", "requirement": "signed_in"]),
        Case(
            event: .deepLinkRefused(reason: "unknown_host"), name: "deep_link_refused",
            properties: ["reason": "unknown_host"]),
        Case(
            event: .signIn(result: "wrong_password"), name: "sign_in",
            properties: ["result": "wrong_password"]),
        Case(
            event: .onboardingStep("permissions"), name: "onboarding_step",
            properties: ["step": "permissions"]),
    ])
    func buildsNamedEvent(_ testCase: Case) {
        #expect(testCase.event.name == testCase.name)
        #expect(testCase.event.properties == testCase.properties)
    }

    @Test func catalogStillRedactsSecretsPassedByMistake() {
        #expect(
            AnalyticsEvent.screenViewed("jane@example.com").properties["screen"]
                == AnalyticsEvent.redactedValue)
        #expect(
            AnalyticsEvent.signIn(result: "Bearer abc").properties["result"]
                == AnalyticsEvent.redactedValue)
    }
}
