import Foundation
import WorkspaceTools

// The workspace's tooling, one executable; `workspace-tools --help` lists its subcommands.
let result = WorkspaceCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.status)
