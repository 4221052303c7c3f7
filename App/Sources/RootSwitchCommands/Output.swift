import AppCore
import FeatureShell
import Foundation
import Routing
import Synchronization
import ToolSupport

/// Everything the session prints, as text for a person or as one JSON object per line,
/// through the ``Console``. Events may arrive from any thread; each line is written whole.
final class Output: Sendable {
    let json: Bool
    let console: Console
    /// Whether a secret an action leaves out is asked for (a person at a terminal): the
    /// action list then leaves it out too.
    private let secretsAsked = Mutex(false)

    init(json: Bool, console: Console = Console()) {
        self.json = json
        self.console = console
    }

    /// From now on a secret an action leaves out is asked for, so the action list leaves
    /// it out and says it is asked.
    func askForSecrets() {
        secretsAsked.withLock { $0 = true }
    }

    private var asksForSecrets: Bool { secretsAsked.withLock { $0 } }

    func screen(_ screen: Screen, scene: Int) {
        if json {
            let actions = screen.actions.map { action -> [String: Any] in
                [
                    "name": action.name, "summary": action.summary,
                    "parameters": action.parameters.map(\.description),
                ]
            }
            object([
                "type": "screen", "scene": scene, "title": screen.title,
                "content": screen.content, "actions": actions,
            ])
            return
        }
        // Each field made visible before it is laid out: a line break inside a name or a link
        // shows as \u000A, never as a line of its own.
        var lines = ["[scene \(scene)] \(TerminalText.visible(screen.title))"]
        lines += screen.content.map { "  \(TerminalText.visible($0))" }
        if !screen.actions.isEmpty {
            lines.append("  Actions:")
            lines += screen.actions.map {
                "    do \(TerminalText.visible(arguments(of: $0)))  — "
                    + TerminalText.visible(summary(of: $0))
            }
        }
        write(lines.joined(separator: "\n"))
    }

    func event(_ event: AppEvent) {
        guard json else { return line("· \(event)") }
        switch event {
        case .transition(let transition):
            object([
                "type": "transition", "from": transition.from.rawValue,
                "to": transition.to.rawValue, "cause": "\(transition.intent)",
            ])
        case .deepLink(let decision):
            object([
                "type": "deepLink", "outcome": decision.verb, "url": decision.url,
                "reason": decision.detail ?? NSNull(),
            ])
        case .notice(let notice):
            object(["type": "notice", "message": notice.description])
        }
    }

    /// A navigation event: `· push item(id: 42)`, or `{"type":"navigation","event":"push",
    /// "route":"item(id: 42)"}`.
    func navigation(_ event: NavigationEvent) {
        guard json else { return line("· \(event)") }
        var object: [String: Any] = event.fields
        object["type"] = "navigation"
        object["event"] = event.name
        self.object(object)
    }

    func state(_ snapshot: AppSnapshot) {
        guard json else { return write(snapshot.json) }
        guard
            var object = (try? JSONSerialization.jsonObject(with: Data(snapshot.json.utf8)))
                as? [String: Any]
        else { return }
        object["type"] = "state"
        self.object(object)
    }

    /// The menu bar's items, one a line with its shortcut: `Go > Home  ⌘1`, then
    /// `Close Window  ⇧⌘W  scene 1`; or one JSON object listing them.
    /// - Parameters:
    ///   - items: the items, Go's first.
    ///   - go: the Go menu's title.
    func menu(_ items: [AppMenu.Item], in go: String) {
        let rows = items.map { item -> (name: String, key: String, scene: Int?) in
            switch item.action {
            case .go: ("\(go) > \(item.title)", item.key?.description ?? "", nil)
            case .closeWindow(let id): (item.title, item.key?.description ?? "", id.rawValue)
            }
        }
        guard !json else {
            let objects = rows.map { row -> [String: Any] in
                ["item": row.name, "key": row.key, "scene": row.scene ?? NSNull()]
            }
            return object(["type": "menu", "items": objects])
        }
        let width = rows.map(\.name.count).max() ?? 0
        text(
            rows.map { row in
                let name = row.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                let scene = row.scene.map { "  scene \($0)" } ?? ""
                return TerminalText.visible(name + row.key + scene)
                    .trimmingCharacters(in: .whitespaces)
            }
            .joined(separator: "\n"))
    }

    /// Reports a failed command: `error: message` for a person at a terminal, or
    /// `FILE:LINE: error: CODE: message` for a script line, on standard error.
    func error(_ code: String, _ message: String, at location: (source: String, line: Int)?) {
        if json {
            var object: [String: Any] = ["type": "error", "code": code, "message": message]
            if let location {
                object["source"] = location.source
                object["line"] = location.line
            }
            self.object(object)
        } else if let location {
            console.printError("\(location.source):\(location.line): error: \(code): \(message)")
        } else {
            console.printError("error: \(message)")
        }
    }

    /// Prints text the program laid out in lines itself (help), each line made visible.
    func text(_ text: String) {
        if json {
            object(["type": "message", "message": text])
        } else {
            write(text)
        }
    }

    /// Prints `text` as one line, made visible whatever it holds (a link, a journal's input).
    func line(_ text: String) {
        self.text(json ? text : TerminalText.visible(text))
    }

    private func arguments(of action: ScreenAction) -> String {
        let shown = action.parameters.filter { !(asksForSecrets && $0.kind == .secret) }
        return ([action.name] + shown.map { "\($0.name)=<\($0.kind.rawValue)>" })
            .joined(separator: " ")
    }

    /// The action's summary, saying which secrets are asked for when the list leaves them out.
    private func summary(of action: ScreenAction) -> String {
        let asked = action.parameters.filter { asksForSecrets && $0.kind == .secret }
        guard !asked.isEmpty else { return action.summary }
        return action.summary + " (asks for the " + asked.map(\.name).joined(separator: " and ")
            + ")"
    }

    private func object(_ object: [String: Any]) {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options)
        else { return }
        write(String(decoding: data, as: UTF8.self))
    }

    private func write(_ text: String) {
        console.print(text)
    }
}
