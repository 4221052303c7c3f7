import Foundation

/// `Scripts/new-feature` run in a workspace with the first name it accepts of `base`,
/// `base2`, `base3`, ...: the script alone knows what is taken (package folders, modules,
/// targets, toolchain modules, the features' routes, links and tabs), and a name it refuses
/// writes nothing, so the next one is tried. A test that scaffolds in a copy of this workspace
/// keeps passing after a team commits a feature of the name it used to pick.
struct FeatureScaffold {
    /// The name the script accepted, or the last one tried.
    let name: String
    /// The script's run with that name: status 0, or why the script failed otherwise.
    let run: ScriptRun

    /// Runs the script in `root` until a name is accepted, refused other than as taken, or
    /// `attempts` names are used up.
    /// - Parameter environment: variables for the script, such as `FEATURE_CLAIMS`.
    init(
        firstFreeNameFrom base: String, in root: URL, environment: [String: String],
        attempts: Int = 20
    ) throws {
        var number = 1
        var name = base
        var run = try ScriptRun(
            ["bash", "Scripts/new-feature", name], in: root, environment: environment)
        while Self.isTaken(run), number < attempts {
            number += 1
            name = "\(base)\(number)"
            run = try ScriptRun(
                ["bash", "Scripts/new-feature", name], in: root, environment: environment)
        }
        self.name = name
        self.run = run
    }

    /// The script refused the name because something already has it.
    private static func isTaken(_ run: ScriptRun) -> Bool {
        run.status == 2 && (run.errors.contains("is taken") || run.errors.contains("clashes with"))
    }
}
