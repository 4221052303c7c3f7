public import Analytics
public import Routing

/// What happened to one deep link: the one value a ``DeepLinkGate`` decides, from which its
/// analytics event and an app's own report are both derived, with the same words.
///
/// Its ``description`` holds the URL as it arrived, which may carry a token: a log keeps
/// ``verb`` and ``detail`` (with the pattern, `match?.template`), analytics ``analyticsEvent``,
/// which name the pattern only.
///
/// ```swift
/// let line = decision.description
/// // line == "deep link deferred: rootswitch://items/42 (needs sign-in)"
/// let event = decision.analyticsEvent  // deep_link_deferred, with pattern and requirement
/// ```
public struct DeepLinkDecision<R: Route>: Hashable, Sendable, CustomStringConvertible {
    /// What the gate did with the link.
    public enum Outcome: Hashable, Sendable {
        /// Handed to the gate's `show` at once, which placed it: the navigator has it, but a
        /// guard may still hold it (its dialog asks; after Keep, the screen stays as it was).
        /// The navigator's events tell the dialog's answer.
        case opened
        /// Kept until the app is in a state the link needs (named `needs`); a newer link
        /// replaces it.
        case deferred(needs: String)
        /// A waiting link handed to `show` once the app allowed it; a guard may still hold it,
        /// as one ``opened``.
        case replayed
        /// Never shown, for a closed reason.
        case dropped(DeepLinkDropReason)
        /// It did not resolve: the table's error code says why.
        case refused(RoutingError.Code)
    }

    /// The link as it arrived, which may carry a token: never for a log or analytics.
    public let url: String
    /// What it resolved to; `nil` when it was refused.
    public let match: DeepLinkMatch<R>?
    /// What the gate did with it.
    public let outcome: Outcome

    /// Creates a decision.
    public init(url: String, match: DeepLinkMatch<R>?, outcome: Outcome) {
        (self.url, self.match, self.outcome) = (url, match, outcome)
    }

    /// The outcome's word (`opened`, `deferred`, `replayed`, `dropped` or `refused`), why in
    /// words when there is more to say (what a deferred link needs, why one was dropped, the
    /// code of a refusal), and the analytics event (the pattern and the reason, never the URL).
    private var report: (verb: String, detail: String?, event: AnalyticsEvent) {
        let pattern = match?.template ?? ""
        return switch outcome {
        case .opened: ("opened", nil, .deepLinkOpened(pattern: pattern))
        case .deferred(let need):
            ("deferred", "needs \(need)", .deepLinkDeferred(pattern: pattern, requirement: need))
        case .replayed: ("replayed", nil, .deepLinkReplayed(pattern: pattern))
        case .dropped(let reason):
            ("dropped", reason.words, .deepLinkDropped(pattern: pattern, reason: reason.code))
        case .refused(let code): ("refused", code.rawValue, .deepLinkRefused(reason: code.rawValue))
        }
    }

    /// The outcome's word: `opened`, `deferred`, `replayed`, `dropped` or `refused`.
    public var verb: String { report.verb }

    /// Why, in words, when there is more to say than the verb: what a deferred link needs, why
    /// one was dropped, the code of a refusal.
    public var detail: String? { report.detail }

    /// `deep link VERB: URL (DETAIL)`, with the URL as it arrived, which may carry a token: for
    /// a person debugging, not a log (``verb`` and ``detail``) or analytics (``analyticsEvent``).
    public var description: String {
        "deep link \(verb): \(url)" + (detail.map { " (\($0))" } ?? "")
    }

    /// The analytics event for the decision: the pattern and the reason, never the URL.
    public var analyticsEvent: AnalyticsEvent { report.event }
}

/// Why a resolved deep link was never shown. Closed: a report can say each in words.
public enum DeepLinkDropReason: Hashable, Sendable {
    /// The user signed out while it waited.
    case signedOut
    /// It waited longer than the gate's window.
    case expired
    /// A newer link took its place while it waited.
    case replaced
    /// Nothing on screen had a place for it in the app's state, named here (a sign-in link
    /// for a user who is signed in).
    case notShown(state: String)

    /// `signed_out`, `expired`, `replaced`, `not_shown`: for analytics.
    public var code: String { texts.code }

    /// The reason for a person: "not shown while signed in".
    public var words: String { texts.words }

    private var texts: (code: String, words: String) {
        switch self {
        case .signedOut: ("signed_out", "the user signed out")
        case .expired: ("expired", "it waited too long")
        case .replaced: ("replaced", "a newer link replaced it")
        case .notShown(let state): ("not_shown", "not shown while \(state)")
        }
    }
}
