import Backend
import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `rootswitch-backend`: serves the embedded backend over HTTP on 127.0.0.1, so the App's
/// `--backend URL` mode can be tried against a real server speaking the same contract.
@main
struct BackendCommand {
    static let usage = """
        \(Options.table.usage)

        Serves the RootSwitch backend contract (docs/backend-contract.md) over HTTP on
        127.0.0.1. Prints "listening on http://127.0.0.1:PORT" first, then logs one line per
        request on standard error. Stops when killed or, if standard input is a pipe or a
        terminal, when standard input closes.

        Options:
        \(Options.table.help())

        Exit status: 0 when stopped by closing standard input, 1 when it cannot serve (the
        port is taken, the state directory cannot be used), 64 on a usage error (an unknown
        option, a missing or bad value: reported by name on standard error).

        Demo account: \(EmbeddedBackend.demoEmail) / \(EmbeddedBackend.demoPassword)

        """

    static func main() {
        let options: Options
        do {
            options = try Options(
                Array(CommandLine.arguments.dropFirst()),
                environment: ProcessInfo.processInfo.environment)
        } catch {
            exit(error.report(as: "rootswitch-backend"))
        }
        if options.help {
            write(usage, to: .standardOutput)
            return
        }
        if options.version {
            write(RootSwitchVersion.line(for: "rootswitch-backend") + "\n", to: .standardOutput)
            return
        }
        if options.openAPI {
            let document = OpenAPIDocument.json(version: RootSwitchVersion.current)
            write(String(decoding: document, as: UTF8.self) + "\n", to: .standardOutput)
            return
        }
        let log = RequestLog()
        do throws(BackendError) {
            let backend = try EmbeddedBackend(
                directory: options.stateDirectory, policy: options.policy, now: { Date() },
                report: { problem in
                    log.write("warning: \(problem.reason)")
                })
            // Method, path and status only: never a header (tokens) or a body (passwords).
            // One line each, whatever the path holds: a request cannot forge log lines.
            let logged = { @Sendable (method: String, path: String, status: Int) in
                log.write("\(method.prefix(20)) \(path.prefix(200)) \(status)")
            }
            let server = try LoopbackHTTPServer(
                port: options.port, limits: HTTPServerLimits(),
                admit: { head in
                    let admission = backend.admit(head)
                    if case .refuse(let answer) = admission {
                        logged(head.method.rawValue, head.path, answer.status)
                    }
                    return admission
                },
                handler: { request, _ in
                    let response = backend.handle(request)
                    logged(request.method.rawValue, request.path, response.status)
                    return response
                })
            write("listening on \(server.url.absoluteString)\n", to: .standardOutput)
            waitUntilDone()
            server.stop()
            log.flush()
        } catch {
            log.flush()
            TerminalText.writeLine("error: \(error.reason)", to: .standardError)
            exit(ExitStatus.failure)
        }
    }

    /// Returns when standard input closes, if it is a pipe or a terminal; else never.
    private static func waitUntilDone() {
        var info = stat()
        let isPipe = fstat(0, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
        guard isPipe || isatty(0) == 1 else {
            // Standard input is /dev/null or a file: serve until killed.
            while true { pause() }
        }
        while readLine() != nil {}
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(TerminalText.visibleLines(text).utf8))
    }
}
