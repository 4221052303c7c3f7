import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The session's input: a script file, or standard input read on its own thread so the
/// App's background work goes on while the terminal waits for a line.
struct Lines {
    /// Whether a person types the lines (standard input is a terminal and no script).
    let isInteractive: Bool
    /// The lines, without their line ends.
    let stream: AsyncStream<String>

    /// - Parameter script: a file of commands, or nil for standard input.
    /// - Throws: when the script cannot be read.
    init(script: String?) throws(UsageError) {
        if let script {
            let text: String
            do {
                text = try String(contentsOfFile: script, encoding: .utf8)
            } catch {
                throw UsageError("cannot read the script \(script)")
            }
            isInteractive = false
            let (stream, continuation) = AsyncStream.makeStream(of: String.self)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                continuation.yield(String(line))
            }
            continuation.finish()
            self.stream = stream
            return
        }
        isInteractive = isatty(STDIN_FILENO) == 1
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        self.stream = stream
        Thread.detachNewThread {
            while let line = readLine() { continuation.yield(line) }
            continuation.finish()
        }
    }
}
