import AppCore
import AppLive
import Backend
import Foundation
import Routing
import RoutingTools
import ToolSupport

/// The `rootswitch` command, from its arguments to its exit status (see `Options.usage`):
/// `main.swift` only calls ``run(arguments:environment:)``.
@MainActor
package enum RootSwitchProgram {
    /// Runs the command.
    /// - Parameters:
    ///   - arguments: the arguments, without the program's name.
    ///   - environment: the environment (`XDG_STATE_HOME`).
    /// - Returns: the exit status: 0, 1 (a script command failed, or the app cannot
    ///   start) or 64 (a usage error).
    package static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let options: Options
        do {
            options = try Options(arguments, environment: environment)
        } catch {
            return error.report(as: "rootswitch")
        }
        do {
            if let text = try answer(to: options) {
                TerminalText.writeLines(text, to: .standardOutput)
                return ExitStatus.success
            }
        } catch {
            TerminalText.writeLine("rootswitch: \(error.reason)", to: .standardError)
            return ExitStatus.failure
        }
        if let journal = options.replay { return await replay(journal, options: options) }
        let script: ScriptInput?
        do throws(UsageError) {
            script = try options.script.map { path throws(UsageError) in
                try ScriptInput(file: path)
            }
        } catch {
            return error.report(as: "rootswitch")
        }
        let journal: JournalRecorder?
        do {
            journal = try options.record.map { try JournalRecorder.file(at: URL(filePath: $0)) }
        } catch {
            return UsageError("cannot write the journal '\(options.record ?? "")': \(error)")
                .report(as: "rootswitch")
        }
        let output = Output(json: options.json)
        // `--locked`: a launch before the device's first unlock, until `device unlock`.
        let lock = DeviceLock(locked: options.locked)
        let live: LiveEnvironment
        let app: RootSwitchApp
        do {
            live = try LiveEnvironment(
                // A command-line tool has no keychain entitlement: the token goes in a file.
                configuration: AppConfiguration(
                    stateDirectory: options.stateDirectory, backend: options.backend,
                    tokenStorage: .privateFile),
                onNotice: { output.event(.notice($0)) })
            var environment = live.environment
            environment.journal = journal
            environment.protectedData = lock
            app = try RootSwitchApp(environment: environment, onEvent: { output.event($0) })
        } catch {
            // A refused state directory says what to do; here, how: the option that picks another.
            let hint = error.code == .unsafeStateDirectory ? " Choose it with --state-dir DIR." : ""
            TerminalText.writeLine(
                "rootswitch: cannot start: \(error.reason)\(hint)", to: .standardError)
            return ExitStatus.failure
        }
        let navigationLog = NavigationLog(
            events: app.navigationEvents, output: output, isOn: options.json || options.verbose)
        if script == nil,
            let terminal = TerminalMode.enterRaw(onResume: { output.console.redraw() })
        {
            defer { terminal.restore() }
            let session = Session(
                app: app, backend: live.embeddedBackend, lock: lock, output: output,
                progressDelay: .seconds(1), navigationLog: navigationLog,
                waitsForAllWork: journal != nil)
            await runInteractive(session, app: app, output: output)
            return ExitStatus.success
        }
        let session = Session(
            app: app, backend: live.embeddedBackend, lock: lock, output: output,
            navigationLog: navigationLog, waitsForAllWork: journal != nil)
        return await run(script ?? ScriptInput(), in: session)
    }

    /// What `--help`, `--version`, `--diagram`, `--apple-app-site-association` or
    /// `--app-intents` print, if one was given.
    /// - Throws: why the App's apple-app-site-association file or App Intents could not be made.
    private static func answer(to options: Options) throws(RoutingError) -> String? {
        if options.help { return Options.usage }
        if options.version { return RootSwitchVersion.line(for: "rootswitch") }
        if options.diagram { return AppState.transitions.mermaid }
        if options.appSiteAssociation {
            let appIDs = options.appIDs.isEmpty ? AppRoute.appIDs : options.appIDs
            return String(
                decoding: try AppRoute.appSiteAssociation(appIDs: appIDs).json(), as: UTF8.self)
        }
        // The file's last line break is the one printing adds.
        if options.appIntents { return String(try AppRoute.appIntentsSource().text.dropLast()) }
        return nil
    }

    /// A person at a terminal, in ``TerminalMode``.
    private static func runInteractive(
        _ session: Session, app: RootSwitchApp, output: Output
    ) async {
        output.askForSecrets()
        output.text("RootSwitch: type `help` for the commands, `quit` or Ctrl-D to leave.")
        // The demo account exists on the embedded backend only, and helps only the signed out.
        if session.hasEmbeddedBackend, app.state.kind == .unauthenticated {
            output.text(
                "Demo account: do signin email=\(EmbeddedBackend.demoEmail) "
                    + "(password: \(EmbeddedBackend.demoPassword))")
        }
        let interactive = InteractiveSession(
            session: session, app: app, output: output, keyboard: Keyboard.reading())
        await interactive.run()
    }

    /// A script or a pipe, line by line.
    private static func run(_ input: ScriptInput, in session: Session) async -> Int32 {
        await session.start()
        for await line in input.lines {
            guard await session.run(line.text, at: (input.source, line.number)) else { break }
        }
        await session.finish()
        return session.failures == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// `--replay FILE`: plays the journal on a fresh state directory, printing each step's
    /// screen, then the state; 1 at the first divergence, 64 for a journal it cannot read.
    private static func replay(_ path: String, options: Options) async -> Int32 {
        let journal: JournalReplay
        do throws(UsageError) {
            let data = try InputLimits.read(
                path, limit: InputLimits.journalBytes, what: "the journal")
            let text = String(decoding: data, as: UTF8.self)
            do {
                journal = try JournalReplay(text: text)
            } catch {
                throw UsageError("'\(path)' is \(error.reason)")
            }
        } catch {
            return error.report(as: "rootswitch")
        }
        let directory: URL
        if options.stateDirectoryGiven {
            directory = options.stateDirectory
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))
            guard contents?.isEmpty ?? true else {
                return UsageError(
                    "a replay needs an empty --state-dir; '\(directory.path)' holds files"
                ).report(as: "rootswitch")
            }
        } else {
            directory = FileManager.default.temporaryDirectory.appending(
                path: "rootswitch-replay-\(UUID().uuidString)", directoryHint: .isDirectory)
        }
        defer {
            if !options.stateDirectoryGiven { try? FileManager.default.removeItem(at: directory) }
        }
        let output = Output(json: options.json)
        let result: JournalReplay.Result
        do {
            let live = try LiveEnvironment(
                configuration: AppConfiguration(
                    stateDirectory: directory, backend: .none, tokenStorage: .privateFile),
                onNotice: { output.event(.notice($0)) })
            result = try await journal.replay(on: live.environment, until: options.until) {
                step, app in
                output.line("step \(step.number): \(step.input)")
                output.screen(app.screen, scene: app.currentScene.rawValue)
            }
        } catch {
            TerminalText.writeLine("rootswitch: cannot replay: \(error.reason)", to: .standardError)
            return ExitStatus.failure
        }
        defer { result.app.shutdown() }
        if let divergence = result.divergence {
            output.error("replay_diverged", divergence.description, at: nil)
            return ExitStatus.failure
        }
        if options.until == nil {
            output.text("replayed \(result.steps) steps: the App ends in the recorded state")
        }
        output.state(result.app.snapshot)
        return ExitStatus.success
    }
}
