extension Subcommand {
    /// `check-boundaries`: loads the workspace, applies the rules, prints the findings. Exits 0
    /// clean, 1 on findings, 2 on bad usage or a workspace that cannot be read.
    static let checkBoundaries = Subcommand(
        name: "check-boundaries", invocation: "Scripts/check-boundaries",
        summary: """
            Checks the workspace's package boundaries and prints one line per finding,
              path:line: error: [rule-id] message. Fix: how to fix it.
            then a summary. Exits 1 if there is any finding, 2 on bad usage or a manifest
            SwiftPM cannot read.

            Rules:
            \(Subcommand.columns(BoundaryRule.allCases.map { ($0.rawValue, $0.summary) }))

            Suppress one finding with a comment on its line, naming the rule and giving a reason:
              import Foo  // \(BoundaryCheck.marker) imports-declared-only -- why this is fine
            Suppressed findings are listed and counted in the summary. SwiftPM reads the
            manifests (`swift package dump-package`; its answers are cached in
            ROOT/.build/workspace-tools-cache.json until a manifest or the toolchain changes).
            """,
        options: [Subcommand.root, .init(name: "--json", help: "print the report as JSON instead")]
    ) { arguments, result throws(ToolError) in
        let report = try BoundaryCheck.run(arguments.workspace())
        result.output = (arguments.has("--json") ? report.json : report.text) + "\n"
        result.status = report.findings.isEmpty ? 0 : 1
    }
}
