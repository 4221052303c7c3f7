import AppCore
import AppLive
import Foundation
import Testing

/// `--backend` (``AppConfiguration/Backend/remote(_:)``) takes plain `http://` only on this
/// machine's loopback, where a password never leaves it, by the names `rootswitch-backend`
/// listens on (`LoopbackHTTPServer.hostNames`); anywhere else it must be `https://`.
@Suite struct RemoteBackendTransportTests {
    @Test(arguments: [
        "http://example.com", "http://10.0.0.7:8080", "http://127.0.0.1.example.com",
        "http://[::2]:8080", "http://localhost.example.com/v1", "HTTP://rootswitch.example",
        // Loopback, but no address rootswitch-backend listens on: refused rather than unreachable.
        "http://127.3.2.1",
    ])
    func plainHTTPElsewhereIsRefused(url: String) throws {
        let directory = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: AppError.self) {
            _ = try LiveEnvironment(
                configuration: AppConfiguration(
                    stateDirectory: directory, backend: .remote(try #require(URL(string: url)))))
        }
        #expect(error?.code == .insecureBackend)
    }

    @Test(arguments: [
        "http://127.0.0.1:8080", "http://LOCALHOST:9", "http://localhost:9", "http://[::1]:8080",
        "https://example.com", "https://10.0.0.7:8443",
    ])
    func loopbackOrHTTPSIsTaken(url: String) throws {
        let directory = try Self.stateDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: Never.self) {
            _ = try LiveEnvironment(
                configuration: AppConfiguration(
                    stateDirectory: directory, backend: .remote(try #require(URL(string: url)))))
        }
    }

    @Test func theCommandSaysWhyAndExits1() throws {
        let cli = try CLIRunner()
        defer { cli.removeState() }
        let run = try cli.run("state\n", arguments: ["--backend", "http://example.com"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("rootswitch: cannot start: http://example.com is plain HTTP"))
    }

    private static func stateDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(
            path: "transport-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return url
    }
}
