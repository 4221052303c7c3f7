package import Foundation

/// `workspace-tools SUBCOMMAND ...`: the one executable of the workspace's tooling. Each
/// `Scripts/` wrapper builds it and runs its subcommand.
package enum WorkspaceCommand {
    static let subcommands: [Subcommand] = [.checkBoundaries, .affected, .graph, .featureClaims]

    /// Runs the subcommand `arguments` name, returning what it printed and its exit status.
    /// - Parameter loader: how a workspace is read: through SwiftPM, cached in the workspace's
    ///   `.build`, unless a test answers for SwiftPM.
    package static func run(
        _ arguments: [String],
        loader: @escaping @Sendable (URL) -> WorkspaceLoader = WorkspaceLoader.cached(in:)
    ) -> Subcommand.Result {
        if let subcommand = subcommands.first(where: { $0.name == arguments.first }) {
            return subcommand(Array(arguments.dropFirst()), loader: loader)
        }
        let help =
            "Usage: workspace-tools SUBCOMMAND [--help | OPTIONS...]\n\nSubcommands, and how "
            + "each is run:\n" + Subcommand.columns(subcommands.map { ($0.name, $0.invocation) })
            + "\n"
        if let first = arguments.first, ["--help", "-h", "help"].contains(first) {
            return Subcommand.Result(output: help)
        }
        let problem = arguments.first.map { "unknown subcommand '\($0)'" } ?? "no subcommand"
        return Subcommand.Result(status: 2, errors: "workspace-tools: \(problem)\n\(help)")
    }
}
