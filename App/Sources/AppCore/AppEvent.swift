/// Something the App reports as it runs, for a terminal to print or a test to read: every
/// accepted transition, every deep-link decision, every problem it recovered from.
public enum AppEvent: Hashable, Sendable, CustomStringConvertible {
    /// The app state moved (kinds only, never a payload).
    case transition(from: String, to: String, cause: String)
    /// A deep link was opened now, kept pending, replayed, or refused (`reason` is an error
    /// code such as `unsupported_scheme`, `expired` or `signed_out`).
    case deepLink(DeepLinkOutcome, url: String, reason: String? = nil)
    /// A problem the App recovered from: a corrupt file set aside, a restoration that left
    /// entries out, a warning shown on screen.
    case notice(String)

    /// What happened to a deep link.
    public enum DeepLinkOutcome: String, Hashable, Sendable {
        case opened, deferred, replayed, refused
    }

    public var description: String {
        switch self {
        case .transition(let from, let to, let cause): "state \(from) -> \(to) (\(cause))"
        case .deepLink(let outcome, let url, let reason):
            "deep link \(outcome.rawValue): \(url)" + (reason.map { " (\($0))" } ?? "")
        case .notice(let text): text
        }
    }
}
