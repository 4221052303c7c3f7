import Foundation
import TestSockets
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if os(Linux) || os(macOS)
    /// `rootswitch-backend` running in a process of its own on a state directory, with what its
    /// standard error is made of, for the tests of what the server does when its files or its
    /// log misbehave.
    final class BackendProcess {
        /// What the server's standard error is.
        enum StandardError {
            /// A pipe nobody reads: once its buffer is full, a write to it blocks.
            case stalled
            /// A pipe whose reading end is closed: a write to it fails with `EPIPE`, or raises
            /// `SIGPIPE`.
            case closed
            /// A pipe read to the end when the server stops.
            case read
        }

        let process = Process()
        let port: UInt16
        private let input = Pipe()
        private let errors = Pipe()

        /// Whether the tests run as root, who reads any file whatever its mode.
        static let isRoot = geteuid() == 0

        /// Starts the server on `directory` (`--state-dir`), as `nobody` when `asNobody` (the
        /// caller runs as root: `setpriv` switches users).
        init(directory: URL, standardError: StandardError = .read, asNobody: Bool = false)
            throws
        {
            let server = CLIRunner.executable("rootswitch-backend").path
            let arguments = ["--state-dir", directory.path]
            if asNobody {
                process.executableURL = URL(filePath: "/usr/bin/setpriv")
                process.arguments =
                    ["--reuid=65534", "--regid=65534", "--clear-groups", server] + arguments
            } else {
                process.executableURL = URL(filePath: server)
                process.arguments = arguments
            }
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            if standardError == .closed { try errors.fileHandleForReading.close() }
            let first = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            port = try #require(
                UInt16(first.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
        }

        /// Whether `setpriv` is there to run the server as `nobody`.
        static var canSwitchUsers: Bool {
            FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
        }

        /// Sends `request` and returns the status of the answer; 0 when none came within
        /// `timeout` seconds.
        func status(of request: String, timeout: Int = 5) -> Int {
            guard let client = try? RawClient(port: port, timeout: timeout) else { return 0 }
            defer { client.close() }
            client.send(Array(request.utf8))
            return client.readToEnd().status
        }

        /// A request for `path` with the `Host` that names the server.
        func request(_ method: String, _ path: String, json: String? = nil) -> String {
            let body = json ?? ""
            let fields =
                json == nil
                ? "" : "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
            return "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(fields)\r\n\(body)"
        }

        /// Closes standard input, which stops the server, and waits for it.
        /// - Returns: its exit status, and standard error when it was read.
        @discardableResult
        func stop() throws -> (status: Int32, log: String) {
            try input.fileHandleForWriting.close()
            let log = (try? errors.fileHandleForReading.readToEnd()) ?? nil
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: log ?? Data(), as: UTF8.self))
        }

        deinit {
            if process.isRunning { process.terminate() }
        }
    }
#endif
