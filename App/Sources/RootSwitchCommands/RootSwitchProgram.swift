import AppCore
import AppLive
import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        if let text = answer(to: options) {
            print(text)
            return ExitStatus.success
        }
        let script: ScriptInput?
        do throws(UsageError) {
            script = try options.script.map { path throws(UsageError) in
                try ScriptInput(file: path)
            }
        } catch {
            return error.report(as: "rootswitch")
        }
        let input = script ?? ScriptInput()
        let isInteractive = script == nil && isatty(STDIN_FILENO) == 1
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
            FileHandle.standardError.write(Data("rootswitch: cannot start: \(error.reason)\n".utf8))
            return ExitStatus.failure
        }
        let session = Session(app: app, backend: live.embeddedBackend, output: output)
        if isInteractive {
            output.text("RootSwitch: type `help` for the commands, `quit` to leave. Demo account:")
            output.text("  do signin email=demo@rootswitch.dev password=demo-password")
        }
        await session.start()
        if isInteractive { output.prompt() }
        for await line in input.lines {
            let location = isInteractive ? nil : (input.source, line.number)
            guard await session.run(line.text, at: location) else { break }
            if isInteractive { output.prompt() }
        }
        await session.finish()
        return isInteractive || session.failures == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// What `--help`, `--version` or `--diagram` print, if one was given.
    private static func answer(to options: Options) -> String? {
        if options.help { return Options.usage }
        if options.version { return ToolVersion.line(for: "rootswitch") }
        if options.diagram { return AppState.transitions.mermaid }
        return nil
    }
}
