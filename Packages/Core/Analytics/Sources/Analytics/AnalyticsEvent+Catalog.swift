/// The events every package emits, named in one place so dashboards see one vocabulary.
extension AnalyticsEvent {
    /// A screen was shown.
    public static func screenViewed(_ screen: String) -> AnalyticsEvent {
        AnalyticsEvent("screen_viewed", ["screen": screen])
    }

    /// The app state machine moved. States are given by kind, never with their payload.
    public static func stateTransition(from: String, to: String, cause: String) -> AnalyticsEvent {
        AnalyticsEvent("state_transition", ["from": from, "to": to, "cause": cause])
    }

    /// The app state machine refused an intent in the current state.
    public static func transitionRejected(from: String, intent: String) -> AnalyticsEvent {
        AnalyticsEvent("transition_rejected", ["from": from, "intent": intent])
    }

    /// A deep link was shown.
    public static func deepLinkOpened(pattern: String) -> AnalyticsEvent {
        AnalyticsEvent("deep_link_opened", ["pattern": pattern])
    }

    /// A deep link was kept until its requirement is met.
    public static func deepLinkDeferred(pattern: String, requirement: String) -> AnalyticsEvent {
        AnalyticsEvent("deep_link_deferred", ["pattern": pattern, "requirement": requirement])
    }

    /// A waiting deep link was let through once the app allowed what it needs.
    public static func deepLinkReplayed(pattern: String) -> AnalyticsEvent {
        AnalyticsEvent("deep_link_replayed", ["pattern": pattern])
    }

    /// A deep link was dropped without being shown; `reason` says why (`signed_out`,
    /// `expired`, `replaced`, `not_shown`).
    public static func deepLinkDropped(pattern: String, reason: String) -> AnalyticsEvent {
        AnalyticsEvent("deep_link_dropped", ["pattern": pattern, "reason": reason])
    }

    /// A deep link was refused; `reason` is the error code, never the URL itself.
    public static func deepLinkRefused(reason: String) -> AnalyticsEvent {
        AnalyticsEvent("deep_link_refused", ["reason": reason])
    }

    /// A sign-in attempt ended: `succeeded`, `wrong_password`, `offline`, ...
    public static func signIn(result: String) -> AnalyticsEvent {
        AnalyticsEvent("sign_in", ["result": result])
    }

    /// The user reached an onboarding step.
    public static func onboardingStep(_ step: String) -> AnalyticsEvent {
        AnalyticsEvent("onboarding_step", ["step": step])
    }
}
