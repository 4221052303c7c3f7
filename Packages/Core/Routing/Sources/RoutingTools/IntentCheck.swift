import Routing

/// What ``AppIntentsSource`` cannot write of an intent entry point: a name that would not make
/// a Swift type, or a type App Intents declares; what App Intents refuses of its App Shortcut
/// when the app is built; what would make the shortcut useless on a device. These are the
/// generated file's rules, so registering the entry point on the table does not check them:
/// an app writing its App Intents by hand names its intents as it likes.
enum IntentCheck {
    /// The most App Shortcuts an app may have (`AppShortcutsProvider`).
    static let shortcutLimit = 10

    /// What is wrong with `intent`, opening `pattern`, after `intents`, if anything.
    static func problem(
        of intent: EntryPoint.Intent, opening pattern: RegisteredPattern,
        after intents: [EntryPoint.Intent]
    ) -> RoutingError? {
        declaration(of: intent, opening: pattern)
            ?? shortcut(of: intent, after: intents)
            ?? clash(of: intent, after: intents)
    }

    /// ASCII letters, digits and `_`, starting with a letter.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// Its name and entity become Swift type names, its one placeholder the entity's
    /// identifier, its other placeholders properties.
    private static func declaration(
        of intent: EntryPoint.Intent, opening pattern: RegisteredPattern
    ) -> RoutingError? {
        if !isTypeName(intent.name) { return invalid("'\(intent.name)' is not a Swift type name") }
        if let entity = intent.entity {
            if !isTypeName(entity) { return invalid("entity '\(entity)' is not a Swift type name") }
            if pattern.names.count != 1 {
                return invalid(
                    "an entity identifies one placeholder, and '\(pattern.template)' has "
                        + "\(pattern.names.count)")
            }
            return nil
        }
        if let name = pattern.names.first(where: AppIntentsNames.reserved.contains) {
            return RoutingError(
                .reservedWord,
                reason: "placeholder '\(name)' of '\(pattern.template)' would be a property the "
                    + "intent cannot have: Swift or the intent uses the name")
        }
        return nil
    }

    /// What is wrong with `intent`'s shortcut, if it has one, after `intents`.
    private static func shortcut(of intent: EntryPoint.Intent, after intents: [EntryPoint.Intent])
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
        if shortcuts >= shortcutLimit {
            return RoutingError(
                .tooManyShortcuts,
                reason: "the app has \(shortcuts) App Shortcuts already, the most it may have")
        }
        return nil
    }

    /// A type the intent's source would write that App Intents declares, or that another
    /// intent writes too (two intents on one entity).
    private static func clash(of intent: EntryPoint.Intent, after intents: [EntryPoint.Intent])
        -> RoutingError?
    {
        let types =
            [intent.name + "Intent"]
            + (intent.entity.map { [$0 + "Entity", $0 + "EntityQuery"] } ?? [])
        if let type = types.first(where: AppIntentsNames.framework.contains) {
            return RoutingError(
                .clashingName, reason: "its App Intents type '\(type)' is a framework type's name")
        }
        if let entity = intent.entity, let other = intents.first(where: { $0.entity == entity }) {
            return RoutingError(
                .clashingName,
                reason: "intent \(other.name) declares entity '\(entity)' already: one "
                    + "'\(entity)Entity' type each")
        }
        return nil
    }

    /// How many times a phrase names the app.
    private static func occurrences(in phrase: String) -> Int {
        phrase.components(separatedBy: EntryPoint.Shortcut.appName).count - 1
    }

    private static func invalid(_ reason: String) -> RoutingError {
        RoutingError(.invalidEntryPoint, reason: reason)
    }
}
