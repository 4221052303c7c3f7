extension Subcommand {
    /// `feature-claims`: whether a new feature's name clashes with what the features declare, for
    /// `Scripts/new-feature`. Exits 0 free (or listed), 1 taken, 2 on bad usage.
    static let featureClaims = Subcommand(
        name: "feature-claims", invocation: "workspace-tools feature-claims", words: "[NAME]",
        summary: """
            Reads every package under Packages/Features and tells whether a new feature called
            NAME would clash with what one of them declares: a literal segment of a route path
            (`/profile/settings`), of a deep-link template (`profile/settings`), or a tab name.
            NAME is compared ignoring case (a feature `Wallet` uses `/wallet` and `wallet`).
            Prints each clash and exits 1 when taken; prints nothing and exits 0 when free.
            Scripts/new-feature asks it before writing anything.
            """,
        options: [
            Subcommand.root,
            .init(name: "--list", help: "print every claim of every feature instead"),
            .init(
                name: "--toolchain-modules",
                help: "print the toolchain's module names instead, one per line: the names no "
                    + "package, module or target may take (the boundary check's list)"),
        ]
    ) { arguments, result throws(ToolError) in
        if arguments.has("--toolchain-modules") {
            result.output = ToolchainModules.all.sorted().map { $0 + "\n" }.joined()
            return
        }
        guard arguments.words.count == (arguments.has("--list") ? 0 : 1) else {
            throw ToolError(.usage, "give one NAME, or --list (try --help)")
        }
        let name = arguments.words.first?.lowercased()
        for (folder, claims) in try FeatureClaims.claims(in: arguments.root) {
            let listed = claims.filter { name.map($0.words.contains) ?? true }
            guard !listed.isEmpty else { continue }
            result.output +=
                name == nil
                ? listed.map { "\(folder): \($0)\n" }.joined()
                : "'\(arguments.words[0])' clashes with \(folder): "
                    + listed.map(\.description).joined(separator: "; ") + "\n"
            result.status = name == nil ? 0 : 1
        }
    }
}
