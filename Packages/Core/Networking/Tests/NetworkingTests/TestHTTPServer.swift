import Foundation
import Testing

/// The Python fixture server (`Tests/Fixtures/http_test_server.py`), running for one test.
///
/// Starting it needs `Process`, which exists on Linux and macOS only: on iOS, tvOS, watchOS
/// and visionOS ``canRun`` is false and the suites using it are skipped, saying why.
final class TestHTTPServer {
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether this platform can start the server.
    static var canRun: Bool {
        #if os(Linux) || os(macOS)
            true
        #else
            false
        #endif
    }

    /// Why the suites using the server are skipped where it cannot start.
    static let skipReason: Comment =
        "starts a python3 fixture server with Process, which only Linux and macOS have"

    let baseURL: URL
    private let lines: AsyncStream<String>
    private let stopServer: () -> Void

    private init(baseURL: URL, lines: AsyncStream<String>, stop: @escaping () -> Void) {
        self.baseURL = baseURL
        self.lines = lines
        self.stopServer = stop
    }

    /// Runs `body` with a fresh server, and stops the server afterwards even if `body` throws.
    static func with<Result>(_ body: (TestHTTPServer) async throws -> Result) async throws -> Result
    {
        let server = try await start()
        defer { server.stop() }
        return try await body(server)
    }

    private static func start() async throws -> TestHTTPServer {
        #if os(Linux) || os(macOS)
            return try await startProcess()
        #else
            throw StartFailure(description: "This platform cannot start the fixture server.")
        #endif
    }

    /// Waits until the server prints `line` (for example `started /delay`).
    func waitForLine(_ line: String) async -> Bool {
        await lines.contains(line)
    }

    private func stop() {
        stopServer()
    }

    #if os(Linux) || os(macOS)
        private static func startProcess() async throws -> TestHTTPServer {
            let script = URL(filePath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .appending(path: "Fixtures/http_test_server.py")
            let process = Process()
            let input = Pipe()
            let output = Pipe()
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = ["python3", script.path]
            process.standardInput = input
            process.standardOutput = output
            let lines = lines(of: output.fileHandleForReading)
            try process.run()
            let first = await lines.first { _ in true }
            guard let port = first.flatMap({ Int($0) }),
                let baseURL = URL(string: "http://127.0.0.1:\(port)")
            else {
                process.terminate()
                process.waitUntilExit()
                throw StartFailure(
                    description: "The fixture server \(script.path) did not print its port.")
            }
            return TestHTTPServer(baseURL: baseURL, lines: lines) {
                // Closing stdin alone would also end it; terminate so a stuck server cannot linger.
                try? input.fileHandleForWriting.close()
                if process.isRunning { process.terminate() }
                process.waitUntilExit()
            }
        }
    #endif

    /// Splits what the server prints into lines, on a thread of its own because reads block.
    private static func lines(of handle: FileHandle) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        Thread.detachNewThread {
            var pending = Data()
            while case let chunk = handle.availableData, !chunk.isEmpty {
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    continuation.yield(String(decoding: pending[..<newline], as: UTF8.self))
                    pending = Data(pending[pending.index(after: newline)...])
                }
            }
            continuation.finish()
        }
        return stream
    }
}
