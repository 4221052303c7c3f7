import AppCore

/// A person at a terminal: lines typed with the ``LineEditor`` and a history, passwords
/// asked without echo, screens printed again when background work changes them while the
/// prompt waits, and Ctrl-C that cancels a command's work instead of ending the process.
@MainActor
final class InteractiveSession {
    /// How one read of a line ended.
    private enum LineRead {
        case line(String)
        case interrupted
        case end
    }

    static let prompt = "rootswitch> "

    private let session: Session
    private let app: RootSwitchApp
    private let output: Output
    private let keyboard: Keyboard
    private var history = History()
    /// Whether a line is being typed (else a command runs).
    private var isReading = false

    init(session: Session, app: RootSwitchApp, output: Output, keyboard: Keyboard) {
        self.session = session
        self.app = app
        self.output = output
        self.keyboard = keyboard
    }

    /// Runs until `quit`, Ctrl-D on an empty line or the end of input, then lets the
    /// running work finish and stops the App.
    func run() async {
        let interrupts = InterruptSource { [weak self] in self?.interrupt() }
        defer { interrupts.stop() }
        let watcher = ScreenWatcher(app) { [weak self] in self?.screenChanged() }
        await session.start()
        watcher.start()
        loop: while true {
            switch await readLine(prompt: Self.prompt, secret: false) {
            case .end:
                break loop
            case .interrupted:
                continue
            case .line(let line) where line.allSatisfy(\.isWhitespace):
                session.showScreen()
            case .line(let line):
                let goOn = await session.run(line) { [weak self] name in
                    await self?.readSecret(name)
                }
                guard goOn else { break loop }
                session.showScreenIfChanged()
            }
        }
        await session.finish()
    }

    /// Ctrl-C: discards the line being typed, or cancels the work of the running command.
    private func interrupt() {
        if isReading {
            keyboard.interrupt()
        } else {
            app.cancelForegroundWork()
            output.text("(cancelled)")
        }
    }

    /// Background work changed the screen: show it, above the prompt, if one waits.
    private func screenChanged() {
        if isReading { session.showScreenIfChanged() }
    }

    private func readSecret(_ name: String) async -> String? {
        guard case .line(let value) = await readLine(prompt: "\(name): ", secret: true) else {
            return nil
        }
        return value
    }

    private func readLine(prompt: String, secret: Bool) async -> LineRead {
        var editor = secret ? LineEditor.secret() : LineEditor(history: history)
        isReading = true
        defer { isReading = false }
        output.console.showPrompt(editor.promptLine(prompt: prompt))
        while let key = await keyboard.nextKey() {
            let outcome = editor.handle(key)
            if !secret { history = editor.history }
            switch outcome {
            case .editing where keyboard.hasPendingKeys:
                continue
            case .editing:
                output.console.showPrompt(editor.promptLine(prompt: prompt))
            case .submitted(let line):
                // Drawn whole, as keys read at once (a paste) were not drawn one by one.
                let typed = secret ? "" : line
                output.console.showPrompt(
                    Console.PromptLine(prompt: prompt, typed: typed, cursor: typed.count))
                output.console.endPrompt()
                return .line(line)
            case .interrupted:
                output.console.endPrompt(marker: "^C")
                return .interrupted
            case .endOfInput:
                output.console.endPrompt()
                return .end
            }
        }
        output.console.endPrompt()
        return .end
    }
}
