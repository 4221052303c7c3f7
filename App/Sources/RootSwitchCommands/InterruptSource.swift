#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C handled instead of fatal: SIGINT runs a handler on the main actor (through a
/// ``SignalPipe``).
@MainActor
final class InterruptSource {
    private let pipe: SignalPipe

    /// Where the signal handler writes; set while a source is running.
    nonisolated(unsafe) private static var signalled: Int32 = -1

    /// Starts handling SIGINT with `handler`.
    init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        pipe = SignalPipe(handler)
        Self.signalled = pipe.writeEnd
        signal(SIGINT) { _ in SignalPipe.notify(InterruptSource.signalled) }
    }

    /// Stops handling SIGINT: it ends the process again.
    func stop() {
        signal(SIGINT, SIG_DFL)
        Self.signalled = -1
        pipe.cancel()
    }
}
