/// What makes an ``EntryPoint`` impossible to register, each problem a typed error in words.
/// (What only RoutingTools' App Intents source needs of an intent, RoutingTools checks.)
enum EntryPointCheck {
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
                ?? menuItemProblem(title: title, key: key, among: registered)
        case .intent(let intent):
            return unknown(intent.parameters.keys, in: names)
        }
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

    /// What makes a menu item impossible to show: a title the menu cannot show, or a shortcut
    /// that is not a key, that the platform's menus answer, or that another item has.
    private static func menuItemProblem(
        title: String, key: EntryPoint.Key?, among registered: [EntryPoint]
    ) -> RoutingError? {
        if title.allSatisfy(\.isWhitespace) { return invalid("its title is empty") }
        guard let key else { return nil }
        if !key.isValid {
            return invalid("its shortcut '\(key.character)' is not a lowercase letter or a digit")
        }
        if EntryPoint.Key.reserved.contains(key) {
            return invalid("its shortcut \(key) is the platform's menus'")
        }
        let other = registered.first { point in
            if case .menuItem(_, key) = point.kind { true } else { false }
        }
        guard case .menuItem(let owner, _)? = other?.kind else { return nil }
        return invalid("its shortcut \(key) is menu item \(owner)'s already")
    }

    static func invalid(_ reason: String) -> RoutingError {
        RoutingError(.invalidEntryPoint, reason: reason)
    }

    private static func unknown(_ keys: Dictionary<String, String>.Keys, in names: Set<String>)
        -> RoutingError?
    {
        keys.sorted().first { !names.contains($0) }.map { invalid("'\($0)' is not a placeholder") }
    }
}
