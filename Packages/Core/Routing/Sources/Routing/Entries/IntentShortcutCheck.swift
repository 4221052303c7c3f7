/// What App Intents refuses of an intent's App Shortcut when the app is built, or what would
/// make it useless on a device, checked when the intent is declared.
enum IntentShortcutCheck {
    /// What is wrong with `intent`'s shortcut, if it has one, after `intents`.
    static func problem(of intent: EntryPoint.Intent, among intents: [EntryPoint.Intent])
        -> RoutingError?
    {
        guard let shortcut = intent.shortcut else { return nil }
        if shortcut.phrases.isEmpty {
            return RoutingError(.shortcutPhrase, reason: "its shortcut has no phrase")
        }
        // Each phrase names the app exactly once: App Intents fails the build otherwise.
        if let phrase = shortcut.phrases.first(where: { occurrences(in: $0) != 1 }) {
            return RoutingError(
                .shortcutPhrase,
                reason: "phrase '\(phrase)' names the app as \(EntryPoint.Shortcut.appName) "
                    + "\(occurrences(in: phrase)) times, not once")
        }
        // Nothing here can list or search an entity's instances (its query knows identifiers
        // only), so Siri would ask which one and offer none: such an intent is not offered.
        if let entity = intent.entity {
            return RoutingError(
                .uncompletableShortcut,
                reason: "its entity '\(entity)' cannot be completed (no suggested entities, no "
                    + "search): declare the intent without a shortcut")
        }
        let shortcuts = intents.filter { $0.shortcut != nil }.count
        if shortcuts >= EntryPointCheck.shortcutLimit {
            return RoutingError(
                .tooManyShortcuts,
                reason: "the app has \(shortcuts) App Shortcuts already, the most it may have")
        }
        return nil
    }

    /// How many times a phrase names the app.
    private static func occurrences(in phrase: String) -> Int {
        phrase.components(separatedBy: EntryPoint.Shortcut.appName).count - 1
    }
}
