/// What makes a menu item impossible to show: a title the menu cannot show, or a shortcut
/// that is not a key, that the platform's menus answer, or that another item has.
enum MenuItemCheck {
    /// What is wrong with a menu item titled `title` with `key`, after `registered`.
    static func problem(title: String, key: EntryPoint.Key?, among registered: [EntryPoint])
        -> RoutingError?
    {
        if title.allSatisfy(\.isWhitespace) { return EntryPointCheck.invalid("its title is empty") }
        guard let key else { return nil }
        if !key.isValid {
            return EntryPointCheck.invalid(
                "its shortcut '\(key.character)' is not a lowercase letter or a digit")
        }
        if EntryPoint.Key.reserved.contains(key) {
            return EntryPointCheck.invalid("its shortcut \(key) is the platform's menus'")
        }
        let other = registered.first { point in
            if case .menuItem(_, key) = point.kind { true } else { false }
        }
        guard case .menuItem(let owner, _)? = other?.kind else { return nil }
        return EntryPointCheck.invalid("its shortcut \(key) is menu item \(owner)'s already")
    }
}
