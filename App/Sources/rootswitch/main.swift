// The `rootswitch` command. The composed app (features, backend, scenes) arrives with the
// issue "Auth, Onboarding and Main features"; until then this entry point answers --help only.
import Foundation

let usage = """
    Usage: rootswitch [--help]

    RootSwitch's headless app. The Core packages, the Auth, Onboarding and Main features
    and the embedded backend are built; composing them into this command (the interactive
    session and script mode) is the next step. Until then it answers --help only.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] {
    print(usage)
} else {
    FileHandle.standardError.write(
        Data("rootswitch: unknown option '\(arguments[0])' (try --help)\n".utf8))
    exit(2)
}
