// `launch-in-process STATE_DIR [RUNS]`: a returning user's launch timed in the process, as
// `rootswitch` makes it (Scripts/bench-launch runs it on a state directory where the demo user
// signed in): from making the environment to the first screen drawn, the App's launch work
// alone, no process start, no options, no quit. The first launch in the process also pays
// the Swift runtime's first use of each type; the ones after it are the launch's own work.
// Each launch ends as a quit does (work settled, the App shut down), untimed. The launch is
// timed in two shapes: as `rootswitch` makes it (the App reconnects the scenes of last time
// itself), and as the SwiftUI shell does (the App waits for windows; one connects to the
// current scene of last time and comes on screen).
import AppCore
import AppLive
import Foundation
import ToolSupport

@MainActor
func launch(from directory: URL, windowed: Bool) async throws -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let live = try LiveEnvironment(
        configuration: AppConfiguration(
            stateDirectory: directory, backend: .embedded, tokenStorage: .privateFile))
    let app = try RootSwitchApp(
        environment: live.environment, windows: windowed ? .awaitWindows : .reconnectLast)
    if windowed { try app.windows.connect(.restoring(app.currentScene)).moved(to: .active) }
    await app.settle(.foreground)
    let screen = app.screen
    let took = start.duration(to: clock.now)
    await app.settle()
    app.shutdown()
    guard app.user != nil, !screen.title.isEmpty else {
        throw LaunchProblem("no user is signed in in '\(directory.path)': sign one in first")
    }
    return took
}

struct LaunchProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.3f ms", Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
}

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first, arguments.count <= 2,
    let runs = arguments.count == 2 ? Int(arguments.last ?? "") : 200, runs >= 1
else {
    FileHandle.standardError.write(Data("usage: launch-in-process STATE_DIR [RUNS]\n".utf8))
    exit(2)
}
// A launch makes a missing state directory: one that is not there holds no user to time.
var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
else {
    TerminalText.writeLine(
        "launch-in-process: '\(path)' is not a state directory", to: .standardError)
    exit(2)
}
do {
    let directory = URL(filePath: path, directoryHint: .isDirectory)
    let first = try await launch(from: directory, windowed: false)
    print("in the process, first launch: \(milliseconds(first))")
    for (windowed, shape) in [(false, "as rootswitch"), (true, "as the SwiftUI shell")] {
        var again: [Duration] = []
        for _ in 0..<runs { again.append(try await launch(from: directory, windowed: windowed)) }
        again.sort()
        print(
            "in the process, each launch after it \(shape) (\(runs)): median "
                + "\(milliseconds(again[runs / 2])), fastest \(milliseconds(again[0])), "
                + "slowest \(milliseconds(again[runs - 1]))")
    }
} catch {
    // The error may quote a file of the state directory: printed as the programs print it.
    TerminalText.writeLine("launch-in-process: \(error)", to: .standardError)
    exit(1)
}
