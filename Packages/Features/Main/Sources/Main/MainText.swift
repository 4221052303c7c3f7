/// Every sentence and label Main's screens show, declared once: the `rootswitch` command's
/// text screens and a SwiftUI view both read them here (a title that depends on a screen's
/// state through its model: ``ItemModel/title``, ``SearchResultsModel/title``,
/// ``MainTab/title``), so the copy is ready to localise in one place. A failure's sentence is
/// its error's ``MainError/reason``; a refusal's, its ``SearchError`` or `RoutingError`.
///
/// ```swift
/// case .loaded(let items) where items.isEmpty: Text(MainText.noItems)
/// Button(MainText.tryAgain) { home.retry() }
/// ```
public enum MainText {
    /// What shows while something loads.
    public static let loading = "Loading…"
    /// Loads again what failed to load.
    public static let tryAgain = "Try again"
    /// The first items, when the catalogue has none.
    public static let noItems = "No items."
    /// A search that matched nothing.
    public static let noResults = "No results."
    /// Opens one of the listed items.
    public static let openItem = "Open an item"
    /// Shows items like the one on screen in the inspector beside it.
    public static let moreLikeThis = "More like this"
    /// What the search field asks for.
    public static let searchPrompt = "Find items by title or summary."
    /// Searches for what was typed.
    public static let search = "Search"
    /// The label of the signed-in user's email.
    public static let email = "Email"
    /// The label of the signed-in user's name.
    public static let name = "Name"
    /// A name the user has not set yet.
    public static let noName = "not set"
    /// Opens the settings sheet.
    public static let settings = "Settings"
    /// Signs out (after a confirmation).
    public static let signOut = "Sign out"
    /// Shows the about screen, and is its title.
    public static let about = "About RootSwitch"
    /// Closes the settings sheet.
    public static let close = "Close"
    /// What the about screen says of the app.
    public static let aboutSummary = "A headless Swift app composed from feature packages."

    /// The app's version, as the about screen shows it: `Version 1.0.0`.
    /// - Parameter version: the version.
    public static func version(_ version: String) -> String {
        "Version \(version)"
    }

    /// What shows beside content that could not be loaded again, with why.
    /// - Parameter error: why loading it again failed.
    public static func outOfDate(_ error: MainError) -> String {
        "This may be out of date. \(error.reason)"
    }
}
