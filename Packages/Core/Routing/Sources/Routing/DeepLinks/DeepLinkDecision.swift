public import Analytics

/// What happened to one deep link: the one value a ``DeepLinkGate`` decides, from which its
/// analytics event and an app's own report are both derived, with the same words.
///
/// ```swift
/// let line = decision.description
/// // line == "deep link deferred: rootswitch://items/42 (needs sign-in)"
/// let event = decision.analyticsEvent  // deep_link_deferred, with pattern and requirement
/// ```
public struct DeepLinkDecision<R: Route>: Hashable, Sendable, CustomStringConvertible {
    /// What the gate did with the link.
    public enum Outcome: Hashable, Sendable {
        /// Shown at once.
        case opened
        /// Kept until the app allows what the link needs; a newer link replaces it.
        case deferred
        /// A waiting link shown once the app allowed it.
        case replayed
        /// Never shown, for a closed reason.
        case dropped(DeepLinkDropReason)
        /// It did not resolve: the table's error code says why.
        case refused(RoutingError.Code)
    }

    /// The link as it arrived.
    public let url: String
    /// What it resolved to; `nil` when it was refused.
    public let match: DeepLinkMatch<R>?
    /// What the gate did with it.
    public let outcome: Outcome

    /// Creates a decision.
    public init(url: String, match: DeepLinkMatch<R>?, outcome: Outcome) {
        self.url = url
        self.match = match
        self.outcome = outcome
    }

    /// The outcome's word: `opened`, `deferred`, `replayed`, `dropped` or `refused`.
    public var verb: String {
        switch outcome {
        case .opened: "opened"
        case .deferred: "deferred"
        case .replayed: "replayed"
        case .dropped: "dropped"
        case .refused: "refused"
        }
    }

    /// Why, in words, when there is more to say than the verb: what a deferred link needs, why
    /// one was dropped, the code of a refusal.
    public var detail: String? {
        switch outcome {
        case .opened, .replayed: nil
        case .deferred: match.map { "needs \($0.requirement.words)" }
        case .dropped(let reason): reason.words
        case .refused(let code): code.rawValue
        }
    }

    /// `deep link VERB: URL (DETAIL)`.
    public var description: String {
        "deep link \(verb): \(url)" + (detail.map { " (\($0))" } ?? "")
    }

    /// The analytics event for the decision: the pattern and the reason, never the URL.
    public var analyticsEvent: AnalyticsEvent {
        let pattern = match?.template ?? ""
        return switch outcome {
        case .opened: .deepLinkOpened(pattern: pattern)
        case .deferred:
            .deepLinkDeferred(pattern: pattern, requirement: match?.requirement.rawValue ?? "")
        case .replayed: .deepLinkReplayed(pattern: pattern)
        case .dropped(let reason): .deepLinkDropped(pattern: pattern, reason: reason.code)
        case .refused(let code): .deepLinkRefused(reason: code.rawValue)
        }
    }
}

/// Why a resolved deep link was never shown. Closed: a report can say each in words.
public enum DeepLinkDropReason: Hashable, Sendable {
    /// The user signed out while it waited.
    case signedOut
    /// It waited longer than the gate's window.
    case expired
    /// A newer link took its place while it waited.
    case replaced
    /// Nothing on screen has a place for it in the app's present state (a sign-in link for
    /// a user who is signed in).
    case notShown(DeepLinkAccess)

    /// `signed_out`, `expired`, `replaced`, `not_shown`: for analytics.
    public var code: String {
        switch self {
        case .signedOut: "signed_out"
        case .expired: "expired"
        case .replaced: "replaced"
        case .notShown: "not_shown"
        }
    }

    /// The reason for a person: "not shown while signed in".
    public var words: String {
        switch self {
        case .signedOut: "the user signed out"
        case .expired: "it waited too long"
        case .replaced: "a newer link replaced it"
        case .notShown(let access): "not shown while \(access.words)"
        }
    }
}

extension DeepLinkRequirement {
    /// `sign-in`, `finished onboarding`: what a link needs, in words.
    var words: String {
        switch self {
        case .none: "nothing"
        case .signedIn: "sign-in"
        case .onboardingFinished: "finished onboarding"
        }
    }
}

extension DeepLinkAccess {
    /// `launching`, `signed out`, `onboarding`, `signed in`: the app's state, in words.
    var words: String {
        switch self {
        case .launching: "launching"
        case .signedOut: "signed out"
        case .onboarding: "onboarding"
        case .ready: "signed in"
        }
    }
}
