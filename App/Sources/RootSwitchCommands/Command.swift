/// One line of a session, parsed.
package enum Command: Equatable, Sendable {
    case perform(action: String, arguments: [String: String])
    case open(String)
    case back
    case tab(String)
    case phase(String)
    case sceneOpen
    case sceneSwitch(Int)
    case sceneClose(Int)
    case backend(BackendSwitch)
    case settle
    case state
    case help
    case quit

    /// A fault switch of the embedded backend.
    package enum BackendSwitch: Equatable, Sendable {
        case offline(Bool)
        case maintenance(Bool)
        case expireSessions
        case deleteItem(Int)
    }

    static let helpText = """
        do ACTION [key=value ...]   perform an action of the screen (values may be quoted)
        open URL                    open a deep link (rootswitch://items/42,
                                    https://rootswitch.example/search?q=tea)
        back                        go back one step
        tab NAME                    select a tab: home, search, profile
        phase active|inactive|background
                                    move the current scene to a phase
        scene open                  open a new scene and switch to it
        scene switch N | scene close N
        backend offline on|off      embedded backend: simulate no network
        backend maintenance on|off  embedded backend: answer 503 maintenance
        backend expire-sessions     embedded backend: end every session
        backend delete-item ID      embedded backend: delete an item
        settle                      wait until background work is done
        state                       print the app state as one line of JSON
        help                        this list
        quit                        save and exit (end of input does the same)
        """

    /// Parses a line; `nil` for a blank line or a `#` comment.
    /// - Throws: a message saying what is wrong with the line.
    package static func parse(_ line: String) throws(CommandError) -> Command? {
        let words = try Tokenizer.split(line)
        guard let name = words.first, !name.hasPrefix("#") else { return nil }
        let rest = Array(words.dropFirst())
        switch name {
        case "do":
            guard let action = rest.first else { throw CommandError("do needs an ACTION") }
            return .perform(action: action, arguments: try arguments(rest.dropFirst()))
        case "open": return .open(try single(rest, "open URL"))
        case "back": return try bare(.back, rest, name)
        case "tab": return .tab(try single(rest, "tab NAME"))
        case "phase":
            let phase = try single(rest, "phase active|inactive|background")
            guard ["active", "inactive", "background"].contains(phase) else {
                throw CommandError("unknown phase '\(phase)' (active, inactive or background)")
            }
            return .phase(phase)
        case "scene": return try scene(rest)
        case "backend": return .backend(try backendSwitch(rest))
        case "settle": return try bare(.settle, rest, name)
        case "state": return try bare(.state, rest, name)
        case "help": return try bare(.help, rest, name)
        case "quit", "exit": return try bare(.quit, rest, name)
        default: throw CommandError("unknown command '\(name)' (try 'help')")
        }
    }

    private static func bare(_ command: Command, _ rest: [String], _ name: String)
        throws(CommandError) -> Command
    {
        guard rest.isEmpty else { throw CommandError("\(name) takes no arguments") }
        return command
    }

    private static func single(_ rest: [String], _ usage: String) throws(CommandError) -> String {
        guard rest.count == 1 else { throw CommandError("usage: \(usage)") }
        return rest[0]
    }

    private static func arguments(_ words: ArraySlice<String>) throws(CommandError)
        -> [String: String]
    {
        var arguments: [String: String] = [:]
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw CommandError("expected key=value, got '\(word)'")
            }
            let key = String(word[..<equals])
            guard arguments[key] == nil else { throw CommandError("\(key) given twice") }
            arguments[key] = String(word[word.index(after: equals)...])
        }
        return arguments
    }

    private static func scene(_ rest: [String]) throws(CommandError) -> Command {
        switch rest.first {
        case "open": return try bare(.sceneOpen, Array(rest.dropFirst()), "scene open")
        case "switch": return .sceneSwitch(try number(rest, "scene switch N"))
        case "close": return .sceneClose(try number(rest, "scene close N"))
        default: throw CommandError("usage: scene open | scene switch N | scene close N")
        }
    }

    private static func backendSwitch(_ rest: [String]) throws(CommandError) -> BackendSwitch {
        switch (rest.first, rest.count) {
        case ("offline", 2): return .offline(try onOff(rest[1]))
        case ("maintenance", 2): return .maintenance(try onOff(rest[1]))
        case ("expire-sessions", 1): return .expireSessions
        case ("delete-item", 2): return .deleteItem(try number(rest, "backend delete-item ID"))
        default:
            throw CommandError(
                "usage: backend offline on|off | backend maintenance on|off | "
                    + "backend expire-sessions | backend delete-item ID")
        }
    }

    private static func onOff(_ word: String) throws(CommandError) -> Bool {
        switch word {
        case "on": return true
        case "off": return false
        default: throw CommandError("expected on or off, got '\(word)'")
        }
    }

    private static func number(_ rest: [String], _ usage: String) throws(CommandError) -> Int {
        guard rest.count == 2, let value = Int(rest[1]), value > 0 else {
            throw CommandError("usage: \(usage) (N a positive number)")
        }
        return value
    }
}
