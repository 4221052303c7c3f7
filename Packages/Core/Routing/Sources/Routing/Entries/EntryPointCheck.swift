/// What makes an ``EntryPoint`` impossible to register, each problem a typed error in words.
package enum EntryPointCheck {
    /// The most App Shortcuts an app may have (`AppShortcutsProvider`).
    static let shortcutLimit = 10

    /// What is wrong with the entry point's own declaration against its pattern and the entry
    /// points registered before it, if anything.
    static func problem(
        of point: EntryPoint, opening pattern: RegisteredPattern, among registered: [EntryPoint]
    ) -> RoutingError? {
        let names = Set(pattern.names)
        switch point.kind {
        case .notification(_, let fields):
            return unknown(fields.keys, in: names)
        case .quickAction:
            return needsValues(pattern, given: "a quick action")
        case .menuItem(let title, let key):
            return needsValues(pattern, given: "a menu item")
                ?? MenuItemCheck.problem(title: title, key: key, among: registered)
        case .intent(let intent):
            let intents = registered.compactMap { point in
                if case .intent(let intent) = point.kind { intent } else { nil }
            }
            return problem(of: intent, names: names, pattern: pattern)
                ?? unknown(intent.parameters.keys, in: names)
                ?? IntentShortcutCheck.problem(of: intent, among: intents)
                ?? clash(of: intent, among: intents)
        }
    }

    /// What is wrong with an intent's declaration, if anything: its name and entity become
    /// Swift type names, its one placeholder the entity's identifier, its other placeholders
    /// properties.
    private static func problem(
        of intent: EntryPoint.Intent, names: Set<String>, pattern: RegisteredPattern
    ) -> RoutingError? {
        if !isTypeName(intent.name) { return invalid("'\(intent.name)' is not a Swift type name") }
        if let entity = intent.entity {
            if !isTypeName(entity) { return invalid("entity '\(entity)' is not a Swift type name") }
            if names.count != 1 {
                return invalid(
                    "an entity identifies one placeholder, and '\(pattern.template)' has "
                        + "\(names.count)")
            }
            return nil
        }
        let reserved = AppIntentsNames.keywords.union(AppIntentsNames.members)
        if let name = pattern.names.first(where: reserved.contains) {
            return RoutingError(
                .reservedWord,
                reason: "placeholder '\(name)' of '\(pattern.template)' would be a property the "
                    + "intent cannot have: Swift or the intent uses the name")
        }
        return nil
    }

    /// A type the intent's App Intents source would write that App Intents declares, or that
    /// another intent writes too (two intents on one entity).
    private static func clash(of intent: EntryPoint.Intent, among intents: [EntryPoint.Intent])
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

    /// Why `pattern` cannot be opened by `entry`, which gives no values, if it needs some.
    private static func needsValues(_ pattern: RegisteredPattern, given entry: String)
        -> RoutingError?
    {
        let required = pattern.placeholders.filter { !$0.isOptional }.map(\.name)
        return required.isEmpty
            ? nil
            : invalid("\(entry) gives no values, and '\(pattern.template)' needs \(required)")
    }

    static func invalid(_ reason: String) -> RoutingError {
        RoutingError(.invalidEntryPoint, reason: reason)
    }

    private static func unknown(_ keys: Dictionary<String, String>.Keys, in names: Set<String>)
        -> RoutingError?
    {
        keys.sorted().first { !names.contains($0) }.map { invalid("'\($0)' is not a placeholder") }
    }

    /// ASCII letters, digits and `_`, starting with a letter.
    package static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
