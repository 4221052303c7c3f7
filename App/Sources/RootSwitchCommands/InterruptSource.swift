import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C handled instead of fatal: SIGINT runs a handler on the main actor.
///
/// The signal handler only writes a byte to a pipe (all a handler may safely do), and a
/// dispatch source reading the pipe calls the handler on the main queue. A signal goes to
/// whichever thread of the process does not block it; a handler installed with `sigaction`
/// runs on any of them, where a signal that is ignored (the way a dispatch signal source
/// is usually set up) is lost if it lands on a thread other than the one the source
/// watches from, which happened under load.
@MainActor
final class InterruptSource {
    private let source: any DispatchSourceRead

    /// Where the signal handler writes; set while a source is running.
    nonisolated(unsafe) private static var signalled: Int32 = -1

    /// Starts handling SIGINT with `handler`.
    init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        Self.signalled = ends[1]
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
        signal(SIGINT) { _ in
            var byte: UInt8 = 3
            _ = write(InterruptSource.signalled, &byte, 1)
        }
    }

    /// Stops handling SIGINT: it ends the process again.
    func stop() {
        signal(SIGINT, SIG_DFL)
        Self.signalled = -1
        source.cancel()
    }
}
