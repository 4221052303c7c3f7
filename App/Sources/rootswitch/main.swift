// The `rootswitch` command: a terminal on the headless App. See `Options.usage`.
import Foundation
import RootSwitchCommands

exit(
    await RootSwitchProgram.run(
        arguments: Array(CommandLine.arguments.dropFirst()),
        environment: ProcessInfo.processInfo.environment))
