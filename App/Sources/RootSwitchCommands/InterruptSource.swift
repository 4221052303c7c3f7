import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C handled instead of fatal: SIGINT's default action (ending the process) is
/// replaced by a dispatch source that calls a handler on the main actor.
@MainActor
final class InterruptSource {
    private let source: any DispatchSourceSignal

    /// Starts handling SIGINT with `handler`.
    init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        // Ignored as a signal, so it does not end the process; the source still sees it.
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
    }

    /// Stops handling SIGINT: it ends the process again.
    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
