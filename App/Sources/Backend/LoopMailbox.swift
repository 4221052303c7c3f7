import Networking
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What other threads hand the server's event loop: answers the handlers made, and the
/// request to stop. Each posting writes a byte to a pipe the loop waits on, which wakes it.
final class LoopMailbox: Sendable {
    /// An answer for the connection on `descriptor`, if it is still the one of `serial`.
    struct Answer: Sendable {
        let descriptor: Int32
        let serial: UInt64
        let response: HTTPResponse
    }

    /// The end of the pipe the loop waits on.
    let wakeRead: Int32
    private let wakeWrite: Int32
    private let answers = Mutex<[Answer]>([])
    private let stopped = Mutex(false)

    /// - Throws: `.socket` when the pipe cannot be made.
    init() throws(BackendError) {
        guard let ends = Sockets.wakePipe() else {
            throw BackendError(
                .socket, reason: "Cannot make a pipe: \(String(cString: strerror(errno))).")
        }
        (wakeRead, wakeWrite) = ends
    }

    // Closed only when neither the server nor its loop holds the mailbox any more, so no
    // thread can write to a descriptor number the system has given to something else.
    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Hands the loop an answer.
    func post(_ answer: Answer) {
        answers.withLock { $0.append(answer) }
        wake()
    }

    /// Asks the loop to stop accepting connections.
    func stop() {
        stopped.withLock { $0 = true }
        wake()
    }

    /// Whether ``stop()`` was called.
    var isStopped: Bool { stopped.withLock { $0 } }

    /// The answers posted since the last call, emptying the pipe.
    func take() -> [Answer] {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(wakeRead, &bytes, bytes.count) > 0 {}
        return answers.withLock { answers in
            defer { answers = [] }
            return answers
        }
    }

    private func wake() {
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up: nothing is lost when this one is dropped.
        _ = write(wakeWrite, &byte, 1)
    }
}
