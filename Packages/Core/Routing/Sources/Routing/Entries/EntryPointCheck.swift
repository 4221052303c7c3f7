/// What makes an ``EntryPoint`` impossible to register, each problem in words.
enum EntryPointCheck {
    /// What is wrong with the entry point's own declaration against its template, if anything.
    static func problem(of point: EntryPoint, template: EntryTemplate) -> String? {
        let names = Set(template.placeholders.map(\.name))
        switch point.kind {
        case .notification(_, let fields):
            return unknown(fields.keys, in: names)
        case .quickAction:
            let required = template.placeholders.filter { !$0.isOptional }.map(\.name)
            return required.isEmpty
                ? nil : "a quick action gives no values, and '\(point.template)' needs \(required)"
        case .intent(let intent):
            return problem(of: intent, names: names, template: template)
        }
    }

    /// What is wrong with an intent's declaration, if anything: its name and entity become
    /// Swift type names, its one placeholder the entity's identifier.
    private static func problem(of intent: EntryIntent, names: Set<String>, template: EntryTemplate)
        -> String?
    {
        if !isTypeName(intent.name) { return "'\(intent.name)' is not a Swift type name" }
        if let entity = intent.entity {
            if !isTypeName(entity) { return "entity '\(entity)' is not a Swift type name" }
            if template.placeholders.count != 1 {
                return "an entity identifies one placeholder, and '\(template.text)' has "
                    + "\(template.placeholders.count)"
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

    /// Whether `links` opens `template`'s links: a link made of sample values must resolve to
    /// that pattern, or be refused for its values only (a route that refuses `1`).
    static func problem<R>(opening template: EntryTemplate, in links: DeepLinkTable<R>) -> String? {
        var values: [String: String] = [:]
        for placeholder in template.placeholders {
            values[placeholder.name] = sample[placeholder.type] ?? "a"
        }
        guard let link = try? template.link(scheme: links.scheme, values: values) else {
            return nil
        }
        do throws(RoutingError) {
            let match = try links.resolve(link)
            return match.template == template.text
                ? nil : "its link opens '\(match.template)', not '\(template.text)'"
        } catch let error where error.code == .noMatch {
            return "'\(template.text)' is not a pattern of the table"
        } catch {
            return nil
        }
    }

    /// A value each built-in placeholder type reads.
    private static let sample = [
        "int": "1", "float": "1", "uuid": "00000000-0000-0000-0000-000000000001",
    ]

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
