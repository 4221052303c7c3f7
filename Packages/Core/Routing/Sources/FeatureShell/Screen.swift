public import Routing

/// What a route shows, without a UI framework: a title, lines of content and named actions.
///
/// The same value a SwiftUI view would render; here a terminal prints it and a test reads
/// it. Actions run through ``perform(_:arguments:)``, which validates arguments first.
///
/// ```swift
/// let screen = Screen(
///     title: "Item 42", content: ["A fine item"],
///     actions: [ScreenAction("back", summary: "Go back") { _ in router.back() }])
/// try screen.perform("back")
/// ```
public struct Screen: Sendable {
    /// The screen's title.
    public let title: String
    /// Its content, one line per entry.
    public let content: [String]
    /// What the user can do, in display order.
    public let actions: [ScreenAction]

    /// Creates a screen.
    /// - Parameters:
    ///   - title: the title.
    ///   - content: the content lines.
    ///   - actions: the actions; names should be unique (the first of a name wins).
    public init(title: String, content: [String] = [], actions: [ScreenAction] = []) {
        self.title = title
        self.content = content
        self.actions = actions
    }

    /// The action called `name`, if the screen has one.
    public func action(named name: String) -> ScreenAction? {
        actions.first { $0.name == name }
    }

    /// Performs the action called `name` with `arguments`, validated before it runs.
    /// - Parameters:
    ///   - name: the action's name.
    ///   - arguments: argument values by name, as typed.
    /// - Throws: `RoutingError` with `RoutingError.Code.unknownAction`,
    ///   `RoutingError.Code.unknownArgument`, `RoutingError.Code.missingArgument` or
    ///   `RoutingError.Code.invalidArgument` (the closure has not run), or
    ///   `RoutingError.Code.actionFailed` when the closure threw.
    @MainActor
    public func perform(_ name: String, arguments: [String: String] = [:]) throws(RoutingError) {
        guard let action = action(named: name) else {
            let names = actions.map { "'\($0.name)'" }.joined(separator: ", ")
            throw RoutingError(
                .unknownAction,
                reason: "\"\(title)\" has no action '\(name)'"
                    + (actions.isEmpty ? "; it has no actions" : "; its actions: \(names)"))
        }
        try action.perform(arguments)
    }
}
