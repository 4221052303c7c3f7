// The `rootswitch` command: a terminal on the headless App. See `Options.usage`.
import AppCore
import AppLive
import Foundation

let options: Options
do {
    options = try Options(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    FileHandle.standardError.write(Data("rootswitch: \(error.message) (try --help)\n".utf8))
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}
if options.diagram {
    print(AppState.transitions.mermaid)
    exit(0)
}

let lines: Lines
do {
    lines = try Lines(script: options.script)
} catch {
    FileHandle.standardError.write(Data("rootswitch: \(error.message)\n".utf8))
    exit(2)
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
    FileHandle.standardError.write(Data("rootswitch: cannot start: \(error.reason)\(hint)\n".utf8))
    exit(1)
}

let session = Session(app: app, backend: live.embeddedBackend, output: output)
if lines.isInteractive {
    output.text("RootSwitch: type `help` for the commands, `quit` to leave. Demo account:")
    output.text("  do signin email=demo@rootswitch.dev password=demo-password")
}
await session.start()
if lines.isInteractive { output.prompt() }
for await line in lines.stream {
    guard await session.run(line) else { break }
    if lines.isInteractive { output.prompt() }
}
await session.finish()
exit(lines.isInteractive || session.failures == 0 ? 0 : 1)
