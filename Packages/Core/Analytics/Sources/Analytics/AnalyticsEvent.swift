/// One analytics event: a name and string properties, with secrets already removed.
///
/// The initialiser redacts: a property whose key names a secret (`password`, `token`,
/// `email`, ...) or whose value looks like an email address or a bearer token is replaced
/// by ``redactedValue``. No event built through this type can carry a secret, whichever
/// package builds it.
///
/// ```swift
/// analytics.track(.screenViewed("sign-in"))
/// analytics.track(AnalyticsEvent("custom", ["plan": "pro"]))
/// ```
public struct AnalyticsEvent: Hashable, Sendable, Codable {
    /// What stands in place of a removed secret.
    public static let redactedValue = "[redacted]"

    /// The event name, `snake_case` by convention (`screen_viewed`).
    public let name: String
    /// The event's properties, already redacted.
    public let properties: [String: String]

    /// Creates an event, redacting any property that could hold a secret.
    /// - Parameters:
    ///   - name: the event name.
    ///   - properties: its properties; secrets are replaced by ``redactedValue``.
    public init(_ name: String, _ properties: [String: String] = [:]) {
        self.name = name
        // The common event has no secret: keep its dictionary as it is, copied only to redact.
        var clean = properties
        for (key, value) in properties where Redaction.isSensitive(key: key, value: value) {
            clean[key] = Self.redactedValue
        }
        self.properties = clean
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .name),
            try container.decode([String: String].self, forKey: .properties)
        )
    }
}
