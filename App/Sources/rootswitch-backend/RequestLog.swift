import Foundation
import Synchronization
import ToolSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's log of requests on standard error, written by a thread of its own so that a
/// standard error nobody reads (a full pipe) never holds up a request: lines wait in a bounded
/// queue, those past it are dropped and counted, and a closed standard error ends the log,
/// never the server (`SIGPIPE` is ignored; `write(2)` then fails with `EPIPE`).
final class RequestLog: Sendable {
    /// The most lines waiting to be written; a line past them is dropped.
    static let capacity = 1_000

    private struct Queue {
        var lines: [String] = []
        var dropped = 0
        var isClosed = false
        var isWriting = false
    }

    private let queue = Mutex(Queue())
    private let ready = DispatchSemaphore(value: 0)

    /// Starts the writing thread, after making a write to a closed pipe fail rather than end
    /// the process.
    init() {
        signal(SIGPIPE, SIG_IGN)
        Thread.detachNewThread { [self] in writeLines() }
    }

    /// Logs one line, made visible (`TerminalText`), unless too many wait already.
    func write(_ line: String) {
        let queued = queue.withLock { queue -> Bool in
            guard !queue.isClosed else { return false }
            guard queue.lines.count < Self.capacity else {
                queue.dropped += 1
                return false
            }
            queue.lines.append(TerminalText.visible(line) + "\n")
            return true
        }
        if queued { ready.signal() }
    }

    /// Waits until what is queued is written, at most `limit`: before the process exits.
    func flush(within limit: Duration = .seconds(1)) {
        let clock = ContinuousClock()
        let end = clock.now + limit
        while clock.now < end,
            queue.withLock({ !$0.isClosed && ($0.isWriting || !$0.lines.isEmpty) })
        {
            usleep(10_000)
        }
    }

    private func writeLines() {
        while true {
            ready.wait()
            let (lines, dropped) = queue.withLock { queue in
                defer { (queue.lines, queue.dropped, queue.isWriting) = ([], 0, true) }
                return (queue.lines, queue.dropped)
            }
            let text = lines.joined() + (dropped > 0 ? "(\(dropped) log lines dropped)\n" : "")
            let written = Self.writeAll(text)
            queue.withLock { queue in
                queue.isWriting = false
                queue.isClosed = !written
            }
            if !written { return }
        }
    }

    /// Writes every byte to standard error; false once it cannot be written to any more.
    private static func writeAll(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Foundation.write(2, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            bytes = bytes.dropFirst(count)
        }
        return true
    }
}
