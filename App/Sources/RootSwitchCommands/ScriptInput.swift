import Foundation
import ToolSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a script: a file (at most ``InputLimits/scriptBytes``), or standard input read
/// on its own thread so the App's background work goes on while a pipe is slow. Lines end with
/// LF, CRLF or CR; each is numbered from 1, so an error can say where it is. A line is kept to
/// one byte past ``InputLimits/lineBytes``, so that an endless one costs no more.
struct ScriptInput {
    /// Where the lines come from, as errors name it: the file's path, or `<stdin>`.
    let source: String
    /// The lines, without their line ends.
    let lines: AsyncStream<ScriptLine>

    /// Reads the whole file `path`, at most ``InputLimits/scriptBytes`` of it.
    /// - Throws: when the file cannot be read, or is longer than that.
    init(file path: String) throws(UsageError) {
        let data = try InputLimits.read(path, limit: InputLimits.scriptBytes, what: "the script")
        source = path
        let (stream, continuation) = AsyncStream.makeStream(of: ScriptLine.self)
        for (index, text) in LineSplitter.lines(of: data).enumerated() {
            continuation.yield(ScriptLine(number: index + 1, text: text))
        }
        continuation.finish()
        lines = stream
    }

    /// Reads standard input, a line at a time as it arrives.
    init() {
        source = "<stdin>"
        let (stream, continuation) = AsyncStream.makeStream(of: ScriptLine.self)
        lines = stream
        Thread.detachNewThread {
            var splitter = LineSplitter()
            var number = 0
            let yield = { (text: String) in
                number += 1
                continuation.yield(ScriptLine(number: number, text: text))
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let count = read(STDIN_FILENO, &buffer, buffer.count), count != 0 {
                if count < 0 {
                    if errno == EINTR { continue }
                    break
                }
                splitter.feed(buffer[..<count]).forEach(yield)
            }
            splitter.finish().map(yield)
            continuation.finish()
        }
    }
}

/// One line of a script and where it is.
struct ScriptLine: Sendable {
    /// Its number, from 1.
    let number: Int
    /// Its text, without the line end (and without a byte-order mark on line 1).
    let text: String

    init(number: Int, text: String) {
        self.number = number
        self.text = number == 1 && text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}
