import AppCore
import RootSwitchCommands
import Routing
import Testing

/// The commands' one declaration, `CommandTable`, read three ways: the parser, the `help`
/// command and `--help`. Each table below names every command, so a command added without
/// its example or its bad input fails `everyCommandHasAnExampleAndABadLine`.
@Suite struct CLICommandTableTests {
    /// What each command's declared example parses to, in the order of the table.
    static let examples: [(name: String, command: Command)] = [
        ("do", .perform(action: "search", arguments: ["q": "tea"])),
        ("open", .open("rootswitch://items/42")),
        ("notify", .entry(.notification(category: "item.updated", payload: ["item": "42"]))),
        (
            "activity",
            .entry(
                .activity(
                    type: IncomingEntry.browsingWeb,
                    webpageURL: "https://rootswitch.example/items/42", userInfo: [:]))
        ),
        ("spotlight", .entry(.spotlight(identifier: "rootswitch://items/42"))),
        ("shortcut", .entry(.quickAction(type: "search"))),
        ("intent", .entry(.intent(name: "OpenItem", values: ["id": "42"]))),
        ("menu", .menu("Search")),
        ("back", .back),
        ("tab", .tab("search")),
        ("layout", .layout(.regular)),
        ("phase", .phase("background")),
        ("scene open", .sceneOpen(showing: "rootswitch://items/42")),
        ("scene switch", .sceneSwitch(2)),
        ("scene close", .sceneClose(2)),
        ("scene disconnect", .sceneDisconnect(2)),
        ("scene reconnect", .sceneReconnect(2)),
        ("backend offline", .backend(.offline(true))),
        ("backend maintenance", .backend(.maintenance(true))),
        ("backend expire-sessions", .backend(.expireSessions)),
        ("backend delete-item", .backend(.deleteItem(42))),
        ("device unlock", .deviceUnlock),
        ("log", .log(true)),
        ("settle", .settle),
        ("state", .state),
        ("help", .help(about: ["notify"])),
        ("quit", .quit),
    ]

    /// A wrong line for each command (and for none), and what it answers.
    static let badLines: [(line: String, message: String)] = [
        ("statetab", "unknown command 'statetab': type help to list the commands"),
        ("do", "do needs an action of the screen: do search q=tea"),
        ("do search tea", "do needs key=value after the action, not 'tea': do search q=tea"),
        ("do search =tea", "do needs key=value after the action, not '=tea': do search q=tea"),
        // `--help` after what names no command is an argument like any other.
        ("do search --help", "do needs key=value after the action, not '--help': do search q=tea"),
        ("do search q=a q=b", "do has the key q twice; give it once: do search q=tea"),
        ("open", "open needs one deep link: open rootswitch://items/42"),
        ("open a b", "open needs one deep link: open rootswitch://items/42"),
        ("notify", "notify needs a category or key=value: notify item.updated item=42"),
        (
            "notify item.updated 42",
            "notify needs key=value after the category, not '42': notify item.updated item=42"
        ),
        (
            "activity",
            "activity needs web and a URL, or an activity type: "
                + "activity web https://rootswitch.example/items/42"
        ),
        (
            "activity web",
            "activity web needs one URL: activity web https://rootswitch.example/items/42"
        ),
        (
            "activity dev.rootswitch.app.screen rootswitch://items/1",
            "activity needs key=value after the activity type, not 'rootswitch://items/1': "
                + "activity web https://rootswitch.example/items/42"
        ),
        ("spotlight", "spotlight needs one item identifier: spotlight rootswitch://items/42"),
        ("shortcut a b", "shortcut needs one quick action type: shortcut search"),
        ("intent", "intent needs an intent's name: intent OpenItem id=42"),
        ("intent id=4", "intent needs an intent's name: intent OpenItem id=42"),
        (
            "intent OpenItem 4",
            "intent needs key=value after the intent's name, not '4': intent OpenItem id=42"
        ),
        ("menu \"\"", "menu needs an item's title, not an empty one: menu Search"),
        ("back 2", "back takes no arguments: back"),
        ("tab", "tab needs one tab name: tab search"),
        ("layout wide", "layout needs compact or regular, not 'wide': layout regular"),
        ("log loud", "log needs on or off, not 'loud': log on"),
        (
            "phase sleepy",
            "phase needs active, inactive or background, not 'sleepy': phase background"
        ),
        (
            "scene",
            "scene needs more words: scene open [URL], scene switch N, scene close N, "
                + "scene disconnect N or scene reconnect N"
        ),
        (
            "scene jump 2",
            "unknown command 'scene jump': use scene open [URL], scene switch N, scene close N, "
                + "scene disconnect N or scene reconnect N"
        ),
        (
            "scene open a b",
            "scene open takes at most one deep link: scene open rootswitch://items/42"
        ),
        (
            "scene switch two",
            "scene switch needs a scene number, a positive whole number, not 'two': "
                + "scene switch 2"
        ),
        (
            "scene close 0",
            "scene close needs a scene number, a positive whole number, not '0': scene close 2"
        ),
        (
            "scene disconnect",
            "scene disconnect needs a scene number, a positive whole number: scene disconnect 2"
        ),
        (
            "scene reconnect -1",
            "scene reconnect needs a scene number, a positive whole number, not '-1': "
                + "scene reconnect 2"
        ),
        (
            "backend reboot",
            "unknown command 'backend reboot': use backend offline on|off, "
                + "backend maintenance on|off, backend expire-sessions or backend delete-item ID"
        ),
        ("backend offline yes", "backend offline needs on or off, not 'yes': backend offline on"),
        ("backend maintenance", "backend maintenance needs on or off: backend maintenance on"),
        (
            "backend expire-sessions now",
            "backend expire-sessions takes no arguments: backend expire-sessions"
        ),
        (
            "backend delete-item",
            "backend delete-item needs an item id, a positive whole number: backend delete-item 42"
        ),
        ("device unlock now", "device unlock takes no arguments: device unlock"),
        ("settle 5", "settle takes no arguments: settle"),
        ("state json", "state takes no arguments: state"),
        ("help me", "unknown command 'me': type help to list the commands"),
        (
            "help scene jump",
            "unknown command 'scene jump': use scene open [URL], scene switch N, "
                + "scene close N, scene disconnect N or scene reconnect N"
        ),
        ("quit now", "quit takes no arguments: quit"),
        ("exit now", "exit takes no arguments: exit"),
    ]

    @Test func everyCommandHasAnExampleAndABadLine() {
        #expect(Self.examples.map(\.name) == CommandTable.all.map(\.name))
        for declaration in CommandTable.all {
            let tried = Self.badLines.contains { bad in
                bad.line.split(separator: " ").map(String.init).starts(with: declaration.words)
            }
            #expect(tried, "no bad line for \(declaration.name)")
        }
    }

    @Test(arguments: examples)
    func exampleParsesToItsCommand(name: String, command: Command) throws {
        let declaration = try #require(CommandTable.all.first { $0.name == name })
        #expect(try Command.parse(declaration.example) == command)
    }

    @Test(arguments: [
        ("exit", Command.quit),
        ("menu", .menu(nil)),
        ("menu Close Window", .menu("Close Window")),
        ("backend offline off", .backend(.offline(false))),
        ("backend maintenance off", .backend(.maintenance(false))),
        ("phase inactive", .phase("inactive")),
        ("do next", .perform(action: "next", arguments: [:])),
        ("  'scene'   switch \"3\"  ", .sceneSwitch(3)),
        ("scene open", .sceneOpen(showing: nil)),
        (
            "notify link=rootswitch://search?q=tea",
            .entry(.notification(category: "", payload: ["link": "rootswitch://search?q=tea"]))
        ),
        (
            "activity dev.rootswitch.app.screen link=rootswitch://items/1",
            .entry(
                .activity(
                    type: "dev.rootswitch.app.screen", webpageURL: nil,
                    userInfo: ["link": "rootswitch://items/1"]))
        ),
        (
            "intent Search q=\"blue car\"",
            .entry(.intent(name: "Search", values: ["q": "blue car"]))
        ),
        ("help", .help(about: [])),
        ("notify --help", .help(about: ["notify"])),
        ("scene --help", .help(about: ["scene"])),
        ("scene close --help", .help(about: ["scene", "close"])),
        ("exit --help", .help(about: ["exit"])),
        ("help --help", .help(about: ["help"])),
    ])
    func otherFormsParse(line: String, command: Command) throws {
        #expect(try Command.parse(line) == command)
    }

    @Test(arguments: badLines)
    func badLineSaysWhatToType(line: String, message: String) {
        #expect(throws: CommandError(message)) { try Command.parse(line) }
    }

    /// `help COMMAND` and `COMMAND --help` print that command's line and a line that uses it;
    /// a family's first word, each of its commands' lines.
    @Test func helpAboutACommandShowsItsLineAndAnExample() throws {
        let notify = try #require(CommandTable.all.first { $0.name == "notify" })
        #expect(
            CommandTable.help(about: ["notify"])
                == "\(notify.usage)  \(notify.summary)\n  e.g. \(notify.example)")
        let scene = CommandTable.help(about: ["scene"]).split(separator: "\n")
        #expect(
            scene.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                == CommandTable.all.filter { $0.words.first == "scene" }.map(\.name))
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let session = try cli.run("notify --help\nhelp intent\n")
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("  e.g. \(notify.example)"))
        #expect(session.stdout.contains("  e.g. intent OpenItem id=42"))
    }

    /// `help` in a session and `--help` list each command on a line of its own: its usage,
    /// then its summary.
    @Test func helpAndDashDashHelpListEveryCommandOnce() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let outputs = [
            ("help", try cli.run("help\n").stdout),
            ("--help", try cli.run("", arguments: ["--help"], stateDir: false).stdout),
        ]
        for (source, output) in outputs {
            for declaration in CommandTable.all {
                let lines = output.split(separator: "\n").filter { line in
                    line.drop { $0 == " " }.hasPrefix(declaration.usage + "  ")
                }
                #expect(lines.count == 1, "\(source) lists \(declaration.usage) \(lines.count)x")
                #expect(lines.allSatisfy { $0.hasSuffix(declaration.summary) })
            }
        }
    }
}
