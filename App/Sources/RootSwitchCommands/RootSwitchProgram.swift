import AppCore
import AppLive
import Backend
import Foundation
import Routing
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
                print(text)
                return ExitStatus.success
            }
        } catch {
            FileHandle.standardError.write(Data("rootswitch: \(error.reason)\n".utf8))
            return ExitStatus.failure
        }
        let script: ScriptInput?
        do throws(UsageError) {
            script = try options.script.map { path throws(UsageError) in
                try ScriptInput(file: path)
            }
        } catch {
            return error.report(as: "rootswitch")
        }
        let output = Output(json: options.json)
        let live: LiveEnvironment
        let app: RootSwitchApp
        do {
            live = try LiveEnvironment(
                configuration: AppConfiguration(
                    stateDirectory: options.stateDirectory, backend: options.backend),
                onNotice: { output.event(.notice($0)) })
            app = try RootSwitchApp(environment: live.environment, onEvent: { output.event($0) })
        } catch {
            // A refused state directory says what to do; here, how: the option that picks another.
            let hint = error.code == .unsafeStateDirectory ? " Choose it with --state-dir DIR." : ""
            FileHandle.standardError.write(
                Data("rootswitch: cannot start: \(error.reason)\(hint)\n".utf8))
            return ExitStatus.failure
        }
        if script == nil,
            let terminal = TerminalMode.enterRaw(onResume: { output.console.redraw() })
        {
            defer { terminal.restore() }
            await runInteractive(app: app, backend: live.embeddedBackend, output: output)
            return ExitStatus.success
        }
        let session = Session(app: app, backend: live.embeddedBackend, output: output)
        return await run(script ?? ScriptInput(), in: session)
    }

    /// What `--help`, `--version`, `--diagram` or `--apple-app-site-association` print, if
    /// one was given.
    /// - Throws: why the App's apple-app-site-association file could not be made.
    private static func answer(to options: Options) throws(RoutingError) -> String? {
        if options.help { return Options.usage }
        if options.version { return RootSwitchVersion.line(for: "rootswitch") }
        if options.diagram { return AppState.transitions.mermaid }
        if options.appSiteAssociation {
            return String(decoding: try AppRoute.appSiteAssociation().json(), as: UTF8.self)
        }
        return nil
    }

    /// A person at a terminal, in ``TerminalMode``.
    private static func runInteractive(
        app: RootSwitchApp, backend: EmbeddedBackend?, output: Output
    ) async {
        output.askForSecrets()
        output.text("RootSwitch: type `help` for the commands, `quit` or Ctrl-D to leave.")
        // The demo account exists on the embedded backend only, and helps only the signed out.
        if backend != nil, app.state.kind == .unauthenticated {
            output.text(
                "Demo account: do signin email=demo@rootswitch.dev (password: demo-password)")
        }
        let session = Session(
            app: app, backend: backend, output: output, progressDelay: .seconds(1))
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
}
