import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A signal handled on the main actor. A signal handler may safely do little more than
/// write a byte to a pipe: it writes to ``writeEnd``, and a dispatch source reading the pipe
/// calls the handler on the main queue.
///
/// A signal goes to whichever thread of the process does not block it; a handler installed
/// with `signal` runs on any of them, where a signal that is ignored (the way a dispatch
/// signal source is usually set up) is lost if it lands on a thread other than the one the
/// source watches from, which happened under load.
@MainActor
final class SignalPipe {
    /// Where a signal handler writes one byte per signal; -1 if no pipe could be made.
    nonisolated let writeEnd: Int32
    private let source: any DispatchSourceRead

    /// Starts reading the pipe; `handler` runs once per batch of bytes read.
    init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        writeEnd = ends[1]
        let descriptor = ends[0]
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setCancelHandler {
            close(ends[0])
            close(ends[1])
        }
        source.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(descriptor, &bytes, bytes.count)
            guard count > 0 else { return }
            MainActor.assumeIsolated { handler() }
        }
        source.resume()
    }

    /// Writes the byte a signal handler writes, from a signal handler: async-signal-safe.
    nonisolated static func notify(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        let saved = errno
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
        errno = saved
    }

    /// Stops reading and closes the pipe.
    func cancel() {
        source.cancel()
    }
}
