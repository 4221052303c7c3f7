import AppCore
import Routing

/// The commands of a session, each declared once. ``Command/parse(_:)`` finds a line's
/// command here, `help` and `--help` print ``help(indent:)``, and `help COMMAND` or
/// `COMMAND --help` one command's line (``help(about:)``); a command added to ``all`` is
/// parsed and listed without another edit.
package enum CommandTable {
    /// Every command, in the order the help lists them.
    package static let all: [CommandDeclaration] = [
        CommandDeclaration(
            "do", arguments: "ACTION [key=value ...]",
            summary: "perform an action of the screen (values may be quoted)",
            example: "search q=tea"
        ) { arguments throws(CommandError) in
            guard let action = arguments.words.first else {
                throw arguments.mistake("needs an action of the screen")
            }
            return .perform(action: action, arguments: try arguments.keyValues(from: 1))
        },
        CommandDeclaration(
            "open", arguments: "URL",
            summary:
                "open a deep link (\(AppRoute.scheme):// or https://\(AppRoute.universalLinkHost)/)",
            example: exampleLink
        ) { arguments throws(CommandError) in .open(try arguments.one("deep link")) },
        CommandDeclaration(
            "notify", arguments: "[CATEGORY] [key=value ...]",
            summary: "tap a notification: \(entries(.notification)), or any with link=URL",
            example: "item.updated item=42"
        ) { arguments throws(CommandError) in
            let category = arguments.words.first.flatMap { $0.contains("=") ? nil : $0 }
            guard category != nil || !arguments.words.isEmpty else {
                throw arguments.mistake("needs a category or key=value")
            }
            let payload = try arguments.keyValues(
                from: category == nil ? 0 : 1, after: "the category")
            return .entry(.notification(category: category ?? "", payload: payload))
        },
        CommandDeclaration(
            "activity", arguments: "TYPE [URL|key=value ...]",
            summary:
                "continue a user activity: web URL (a universal link), or "
                + "\(AppRoute.activityType) link=URL (Handoff, Spotlight)",
            example: "web https://\(AppRoute.universalLinkHost)/items/42"
        ) { arguments throws(CommandError) in
            guard let type = arguments.words.first else {
                throw arguments.mistake("needs web and a URL, or an activity type")
            }
            guard type == "web" else {
                let userInfo = try arguments.keyValues(from: 1, after: "the activity type")
                return .entry(.activity(type: type, webpageURL: nil, userInfo: userInfo))
            }
            guard arguments.words.count == 2 else { throw arguments.mistake("web needs one URL") }
            return .entry(
                .activity(
                    type: IncomingEntry.browsingWeb, webpageURL: arguments.words[1], userInfo: [:]))
        },
        CommandDeclaration(
            "spotlight", arguments: "ID",
            summary: "open a Spotlight item: its identifier is a link", example: exampleLink
        ) { arguments throws(CommandError) in
            .entry(.spotlight(identifier: try arguments.one("item identifier")))
        },
        CommandDeclaration(
            "shortcut", arguments: "TYPE",
            summary: "perform a home-screen quick action: \(entries(.quickAction))",
            example: "search"
        ) { arguments throws(CommandError) in
            .entry(.quickAction(type: try arguments.one("quick action type")))
        },
        CommandDeclaration(
            "intent", arguments: "NAME [key=value ...]",
            summary: "run an App Intent: \(entries(.intent))", example: "OpenItem id=42"
        ) { arguments throws(CommandError) in
            guard let name = arguments.words.first, !name.contains("=") else {
                throw arguments.mistake("needs an intent's name")
            }
            let values = try arguments.keyValues(from: 1, after: "the intent's name")
            return .entry(.intent(name: name, values: values))
        },
        CommandDeclaration(
            "menu", arguments: "[ITEM]",
            summary: "list the menu bar's items and shortcuts, or run one: "
                + "\(entries(.menuItem)), \(AppText.closeWindow) (the current scene's)",
            example: "Search"
        ) { arguments throws(CommandError) in
            guard !arguments.words.isEmpty else { return .menu(nil) }
            let title = arguments.words.joined(separator: " ")
            guard !title.allSatisfy(\.isWhitespace) else {
                throw arguments.mistake("needs an item's title, not an empty one")
            }
            return .menu(title)
        },
        CommandDeclaration("back", summary: "go back one step", command: .back),
        CommandDeclaration(
            "tab", arguments: "NAME",
            summary: "select a tab: \(AppRoute.tabNames.joined(separator: ", "))",
            example: "search"
        ) { arguments throws(CommandError) in .tab(try arguments.one("tab name")) },
        CommandDeclaration(
            "layout", arguments: widths.joined(separator: "|"),
            summary: "set how wide the current scene's window is: regular shows its columns",
            example: "regular"
        ) { arguments throws(CommandError) in
            // The parser accepts only the widths' names.
            .layout(SceneWidth(rawValue: try arguments.choice(widths)) ?? .compact)
        },
        CommandDeclaration(
            "phase", arguments: phases.joined(separator: "|"),
            summary: "move the current scene to a phase", example: "background"
        ) { arguments throws(CommandError) in .phase(try arguments.choice(phases)) },
        CommandDeclaration(
            "scene open", arguments: "[URL]",
            summary: "open a new scene (showing a deep link) and switch to it",
            example: exampleLink
        ) { arguments throws(CommandError) in
            .sceneOpen(showing: try arguments.optional("deep link"))
        },
        CommandDeclaration(
            "scene switch", arguments: "N", summary: "switch to scene N", example: "2"
        ) { arguments throws(CommandError) in
            .sceneSwitch(try arguments.positive("a scene number"))
        },
        CommandDeclaration(
            "scene close", arguments: "N",
            summary: "close scene N, as the user closing its window (discards its navigation)",
            example: "2"
        ) { arguments throws(CommandError) in
            .sceneClose(try arguments.positive("a scene number"))
        },
        CommandDeclaration(
            "scene disconnect", arguments: "N",
            summary: "disconnect scene N's window, as the system does (keeps its navigation)",
            example: "2"
        ) { arguments throws(CommandError) in
            .sceneDisconnect(try arguments.positive("a scene number"))
        },
        CommandDeclaration(
            "scene reconnect", arguments: "N",
            summary: "connect disconnected scene N's window again and switch to it",
            example: "2"
        ) { arguments throws(CommandError) in
            .sceneReconnect(try arguments.positive("a scene number"))
        },
        CommandDeclaration(
            "backend offline", arguments: onOff.joined(separator: "|"),
            summary: "embedded backend: simulate no network", example: "on"
        ) { arguments throws(CommandError) in
            .backend(.offline(try arguments.choice(onOff) == "on"))
        },
        CommandDeclaration(
            "backend maintenance", arguments: onOff.joined(separator: "|"),
            summary: "embedded backend: answer 503 maintenance", example: "on"
        ) { arguments throws(CommandError) in
            .backend(.maintenance(try arguments.choice(onOff) == "on"))
        },
        CommandDeclaration(
            "backend expire-sessions", summary: "embedded backend: end every session",
            command: .backend(.expireSessions)),
        CommandDeclaration(
            "backend delete-item", arguments: "ID", summary: "embedded backend: delete an item",
            example: "42"
        ) { arguments throws(CommandError) in
            .backend(.deleteItem(try arguments.positive("an item id")))
        },
        CommandDeclaration(
            "device unlock",
            summary: "unlock the device (a --locked launch waits for it, signing nobody out)",
            command: .deviceUnlock),
        CommandDeclaration(
            "log", arguments: onOff.joined(separator: "|"),
            summary: "print every navigation event (what --verbose turns on)", example: "on"
        ) { arguments throws(CommandError) in .log(try arguments.choice(onOff) == "on") },
        CommandDeclaration(
            "settle", summary: "wait until background work is done", command: .settle),
        CommandDeclaration(
            "state", summary: "print the app state as one line of JSON", command: .state),
        CommandDeclaration(
            "help", arguments: "[COMMAND]",
            summary: "list these commands, or how to use one (as COMMAND --help does)",
            example: "notify"
        ) { arguments throws(CommandError) in
            guard !arguments.words.isEmpty else { return .help(about: []) }
            guard !declarations(startingWith: arguments.words).isEmpty else {
                throw unknown(arguments.words)
            }
            return .help(about: arguments.words)
        },
        CommandDeclaration(
            "quit", aliases: ["exit"], summary: "save and exit (end of input does the same)",
            command: .quit),
    ]

    /// The names of the window widths, as `layout` takes them.
    private static let widths = SceneWidth.allCases.map(\.rawValue)
    /// The names of the scene phases, as `phase` takes them.
    private static let phases = ScenePhase.allCases.map(\.rawValue)
    /// The link the examples of `open` and `scene open` use.
    private static let exampleLink = "\(AppRoute.scheme)://items/42"
    /// The kinds of entry point a command delivers.
    private enum EntryKind {
        case notification, quickAction, intent, menuItem
    }

    /// The App's entry points of `kind` as a command takes them: `item.updated item=..`,
    /// `search`, `OpenItem id=..`, `Home`, joined by commas.
    private static func entries(_ kind: EntryKind) -> String {
        AppRoute.entryPoints.compactMap { point -> String? in
            let words: [String]? =
                switch (kind, point.kind) {
                case (.notification, .notification(let category, let fields)):
                    [category] + point.placeholders.map { "\(fields[$0] ?? $0)=.." }
                case (.quickAction, .quickAction(let type, _)): [type]
                case (.menuItem, .menuItem(let title, _)): [title]
                case (.intent, .intent(let intent)):
                    [intent.name] + point.placeholders.map { "\($0)=.." }
                default: nil
                }
            return words?.joined(separator: " ")
        }
        .joined(separator: ", ")
    }

    /// A backend switch's two positions.
    private static let onOff = ["on", "off"]

    /// The command that `words` (a line's, at least one) name, made from the words after; a
    /// command's words (or the first of a family's, `scene`) then `--help` ask for its help.
    /// - Throws: what is wrong: an unknown command, or arguments the command does not take.
    static func parse(_ words: [String]) throws(CommandError) -> Command {
        let topic = Array(words.dropLast())
        if words.last == "--help", !topic.isEmpty, !declarations(startingWith: topic).isEmpty {
            return .help(about: topic)
        }
        for declaration in all {
            for name in [declaration.words] + declaration.aliases where words.starts(with: name) {
                let typed = name.joined(separator: " ")
                return try declaration.parse(
                    CommandArguments(
                        words: Array(words.dropFirst(name.count)), command: typed,
                        example: declaration.example(as: typed)))
            }
        }
        throw unknown(words)
    }

    /// One line per command, its usage then its summary, each line after `indent` spaces.
    package static func help(indent: Int = 0) -> String {
        lines(of: all, indent: indent)
    }

    /// The help of the commands whose words (or an alias) start with `words`, every command
    /// for none: their lines as ``help(indent:)`` writes them and, for one command, a line
    /// that uses it.
    package static func help(about words: [String]) -> String {
        let declarations = words.isEmpty ? all : declarations(startingWith: words)
        let help = lines(of: declarations, indent: 0)
        return declarations.count == 1 ? help + "\n  e.g. \(declarations[0].example)" : help
    }

    private static func declarations(startingWith words: [String]) -> [CommandDeclaration] {
        all.filter { declaration in
            ([declaration.words] + declaration.aliases).contains { $0.starts(with: words) }
        }
    }

    private static func lines(of declarations: [CommandDeclaration], indent: Int) -> String {
        let column = (declarations.map(\.usage.count).max() ?? 0) + 2
        let margin = String(repeating: " ", count: indent)
        return declarations.map { declaration in
            let gap = String(repeating: " ", count: column - declaration.usage.count)
            return margin + declaration.usage + gap + declaration.summary
        }
        .joined(separator: "\n")
    }

    /// Why `words` name no command; when their first word starts several (`scene`), which
    /// commands it starts.
    private static func unknown(_ words: [String]) -> CommandError {
        let family = all.filter { $0.words.count > 1 && $0.words[0] == words[0] }
        guard !family.isEmpty else {
            return CommandError("unknown command '\(words[0])': type help to list the commands")
        }
        let choices = CommandArguments.either(family.map(\.usage))
        guard words.count > 1 else {
            return CommandError("\(words[0]) needs more words: \(choices)")
        }
        return CommandError("unknown command '\(words[0]) \(words[1])': use \(choices)")
    }
}
