import WorkspaceModel

/// An inline suppression: a `//` comment on the line of a finding,
/// `// boundaries:allow <rule-id> -- <reason>`.
struct Suppression {
    static let marker = "boundaries:allow"

    var rule: BoundaryRule
    var reason: String

    /// The suppression a comment declares, a problem if it is malformed, or nil when the
    /// comment is not a suppression at all. Documentation comments never are, so that docs
    /// can show the syntax.
    static func parse(_ comment: SourceComment) -> Result<Suppression, Problem>? {
        guard comment.style == .line, comment.text.contains(marker) else { return nil }
        let text = comment.text.trimmingWhitespace
        guard text.hasPrefix(marker) else { return nil }
        let rest = text.dropFirst(marker.count)
        let parts = rest.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        let ruleID = String(parts.first ?? "").trimmingWhitespace
        let reason = parts.count > 1 ? String(parts[1]).trimmingWhitespace : ""
        if ruleID.isEmpty { return .failure(Problem("names no rule")) }
        guard let rule = BoundaryRule(rawValue: ruleID), rule != .invalidSuppression else {
            return .failure(Problem("names unknown rule '\(ruleID)'"))
        }
        if reason.isEmpty { return .failure(Problem("gives no reason for allowing \(ruleID)")) }
        return .success(Suppression(rule: rule, reason: reason))
    }

    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
