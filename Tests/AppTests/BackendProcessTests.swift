import Backend
import Foundation
import Networking
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `rootswitch-backend` when what it runs on misbehaves: files data protection keeps closed
/// (`EACCES`, `EPERM`) are waited for, never replaced; a standard error nobody reads, or one
/// that is closed, neither freezes the server nor kills it.
@Suite struct BackendProcessTests {
    #if os(Linux) || os(macOS)
        /// A state directory with the backend's files, an account `ada@example.com` besides the
        /// demo one.
        static func stateDirectory() throws -> URL {
            let directory = FileManager.default.temporaryDirectory.appending(
                path: "backend-process-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            let backend = try EmbeddedBackend(directory: directory)
            let signUp = backend.handle(
                HTTPRequest(
                    method: .post, path: "/v1/signup",
                    headers: ["Content-Type": "application/json"],
                    body: Data(#"{"email":"ada@example.com","password":"long-enough"}"#.utf8)))
            #expect(signUp.status == 201)
            return directory
        }

        static let signIn = #"{"email":"ada@example.com","password":"long-enough"}"#

        /// Makes `path` something the server cannot open (`EACCES`), then openable again.
        struct Unreadable {
            let path: URL

            /// As root, the server runs as `nobody` and the file stays root's (0600); as
            /// another user, the file loses its mode.
            func lock(in directory: URL) throws {
                if BackendProcess.isRoot {
                    for item in try FileManager.default.subpathsOfDirectory(atPath: directory.path)
                    where !item.hasSuffix("accounts.json") {
                        #expect(chown(directory.appending(path: item).path, 65534, 65534) == 0)
                    }
                    #expect(chown(directory.path, 65534, 65534) == 0)
                } else {
                    #expect(chmod(path.path, 0) == 0)
                }
            }

            func unlock() {
                if BackendProcess.isRoot {
                    #expect(chown(path.path, 65534, 65534) == 0)
                } else {
                    #expect(chmod(path.path, 0o600) == 0)
                }
            }
        }

        /// Before the device's first unlock the accounts file cannot be opened: the server
        /// starts, answers 503 `busy` meanwhile and writes nothing, and once the file opens it
        /// reads it, every account there.
        @Test(.enabled(if: !BackendProcess.isRoot || BackendProcess.canSwitchUsers))
        func anAccountsFileNotReadableYetIsWaitedForNeverReplaced() throws {
            let directory = try Self.stateDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let accounts = directory.appending(path: "backend/accounts.json")
            let before = try Data(contentsOf: accounts)
            let unreadable = Unreadable(path: accounts)
            try unreadable.lock(in: directory)

            let server = try BackendProcess(directory: directory, asNobody: BackendProcess.isRoot)
            let signIn = server.request("POST", "/v1/signin", json: Self.signIn)
            #expect(server.status(of: signIn) == 503)
            #expect(server.status(of: server.request("GET", "/v1/me")) == 401)
            let names = try FileManager.default.contentsOfDirectory(
                atPath: directory.appending(path: "backend").path)
            #expect(!names.contains { $0.contains("corrupt") })

            unreadable.unlock()
            #expect(try Data(contentsOf: accounts) == before)
            #expect(server.status(of: signIn) == 200)
            let (status, log) = try server.stop()
            #expect(status == 0)
            #expect(log.contains("warning: "))
        }

        /// A log nobody reads fills its pipe; the server drops lines rather than wait.
        @Test func aStalledStandardErrorDoesNotFreezeTheServer() throws {
            let directory = try Self.stateDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let server = try BackendProcess(directory: directory, standardError: .stalled)
            // Each request logs its path (200 characters): 1,000 lines pass any pipe's buffer.
            let path = "/" + String(repeating: "p", count: 199)
            for index in 0..<1_000 {
                let status = server.status(of: server.request("GET", path), timeout: 5)
                guard status == 404 else {
                    Issue.record("request \(index) was answered \(status)")
                    break
                }
            }
            #expect(server.process.isRunning)
        }

        /// A closed standard error raises no `SIGPIPE`: the server goes on, quietly.
        @Test func aClosedStandardErrorDoesNotKillTheServer() throws {
            let directory = try Self.stateDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let server = try BackendProcess(directory: directory, standardError: .closed)
            for _ in 0..<3 {
                #expect(server.status(of: server.request("GET", "/v1/me")) == 401)
            }
            #expect(server.process.isRunning)
            #expect(try server.stop().status == 0)
        }
    #endif
}
