/// What makes an ``EntryPoint`` impossible to register, each problem in words.
enum EntryPointCheck {
    /// What is wrong with the entry point's own declaration against its pattern, if anything.
    static func problem(of point: EntryPoint, opening pattern: RegisteredPattern) -> String? {
        let names = Set(pattern.names)
        switch point.kind {
        case .notification(_, let fields):
            return unknown(fields.keys, in: names)
        case .quickAction:
            let required = pattern.placeholders.filter { !$0.isOptional }.map(\.name)
            return required.isEmpty
                ? nil : "a quick action gives no values, and '\(point.template)' needs \(required)"
        case .intent(let intent):
            return problem(of: intent, names: names, pattern: pattern)
        }
    }

    /// What is wrong with an intent's declaration, if anything: its name and entity become
    /// Swift type names, its one placeholder the entity's identifier.
    private static func problem(
        of intent: EntryIntent, names: Set<String>, pattern: RegisteredPattern
    ) -> String? {
        if !isTypeName(intent.name) { return "'\(intent.name)' is not a Swift type name" }
        if let entity = intent.entity {
            if !isTypeName(entity) { return "entity '\(entity)' is not a Swift type name" }
            if names.count != 1 {
                return "an entity identifies one placeholder, and '\(pattern.template)' has "
                    + "\(names.count)"
            }
        }
        if let problem = unknown(intent.parameters.keys, in: names) { return problem }
        let phrases = intent.shortcut?.phrases ?? []
        if intent.shortcut != nil, phrases.isEmpty { return "its shortcut has no phrase" }
        if let phrase = phrases.first(where: { !$0.contains(EntryShortcut.appName) }) {
            return "phrase '\(phrase)' does not name the app as \(EntryShortcut.appName)"
        }
        return nil
    }

    private static func unknown(_ keys: Dictionary<String, String>.Keys, in names: Set<String>)
        -> String?
    {
        keys.sorted().first { !names.contains($0) }.map { "'\($0)' is not a placeholder" }
    }

    /// ASCII letters, digits and `_`, starting with a letter.
    private static func isTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
