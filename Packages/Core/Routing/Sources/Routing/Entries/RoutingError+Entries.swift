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
    /// An App Shortcut phrase that does not name the app exactly once (`{app}`, written as
    /// `\(.applicationName)`), or a shortcut without a phrase: App Intents refuses it when the
    /// app is built.
    public static let shortcutPhrase = Self(rawValue: "shortcut_phrase")
    /// More App Shortcuts than the 10 an app may have.
    public static let tooManyShortcuts = Self(rawValue: "too_many_shortcuts")
    /// An App Shortcut on an intent whose entity nobody can complete: Siri and Shortcuts would
    /// ask for it and offer nothing (no suggested entities, no search).
    public static let uncompletableShortcut = Self(rawValue: "uncompletable_shortcut")
    /// An intent, entity or provider whose App Intents type would have the name of a framework
    /// type (`OpenIntent`, `AppEntity`) or of another generated one.
    public static let clashingName = Self(rawValue: "clashing_name")
    /// A name the App Intents source would write bare that Swift reserves (`in`, `default`)
    /// or that the generated type uses itself (`entries`).
    public static let reservedWord = Self(rawValue: "reserved_word")
}
