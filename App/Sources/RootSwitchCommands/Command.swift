package import AppCore
package import Routing

/// One line of a session, parsed.
package enum Command: Equatable, Sendable {
    case perform(action: String, arguments: [String: String])
    case open(String)
    /// `notify`, `activity`, `spotlight`, `shortcut`, `intent`: a way in besides a URL.
    case entry(IncomingEntry)
    case back
    case tab(String)
    /// `layout compact|regular`: how wide the current scene's window is.
    case layout(SceneWidth)
    /// `menu [ITEM]`: the menu bar's items, or the one titled `ITEM` run.
    case menu(String?)
    case phase(String)
    /// `scene open [URL]`: a new scene, showing the link when one is given.
    case sceneOpen(showing: String?)
    case sceneSwitch(Int)
    case sceneClose(Int)
    case sceneDisconnect(Int)
    case sceneReconnect(Int)
    case backend(BackendSwitch)
    /// `device unlock`: the device a `--locked` launch waits for is unlocked.
    case deviceUnlock
    case log(Bool)
    case settle
    case state
    /// `help [COMMAND]` or `COMMAND --help`: the help of the commands whose words start with
    /// `about` (every command for none).
    case help(about: [String])
    case quit

    /// A fault switch of the embedded backend.
    package enum BackendSwitch: Equatable, Sendable {
        case offline(Bool)
        case maintenance(Bool)
        case expireSessions
        case deleteItem(Int)
    }

    /// Parses a line; `nil` for a blank line or a `#` comment. ``CommandTable`` declares the
    /// commands.
    /// - Throws: what is wrong with the line, and what to type instead.
    package static func parse(_ line: String) throws(CommandError) -> Command? {
        let words = try Tokenizer.split(line)
        guard let name = words.first, !name.hasPrefix("#") else { return nil }
        return try CommandTable.parse(words)
    }
}
