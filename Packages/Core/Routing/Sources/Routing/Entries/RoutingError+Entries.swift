/// Why a way into the app other than a URL could not become a link, or could not be declared.
///
/// Analytics gets these codes, never the entry's values.
extension RoutingError.Code {
    /// An entry no entry point declares: a notification category, quick action type, intent
    /// or user activity type the app does not know.
    public static let unknownEntry = Self(rawValue: "unknown_entry")
    /// An entry that lacks what its link is made of: a value its pattern needs, or the link a
    /// payload, a user activity or a Spotlight item should carry.
    public static let incompleteEntry = Self(rawValue: "incomplete_entry")
    /// An entry point that cannot be declared: its pattern is restoration-only or not in the
    /// table, its fields name no placeholder, or another entry point has its name.
    public static let invalidEntryPoint = Self(rawValue: "invalid_entry_point")
}
