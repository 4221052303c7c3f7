import Dispatch

/// Caps the passwords hashed at once, whatever asks: a hash costs a core and (yescrypt) about
/// 16 MiB for a while, so many sign-ins at once would cost the machine, not only the server.
/// A request that finds every slot taken waits for one, at most
/// ``BackendPolicy/hashingWait``.
///
/// `package` for the tests, which take its slots by hand.
package final class HashingGate: Sendable {
    private let slots: DispatchSemaphore
    private let wait: Duration

    /// - Parameters:
    ///   - slots: how many hashes may run at once (at least one).
    ///   - wait: how long a request waits for a slot.
    package init(slots: Int, wait: Duration) {
        self.slots = DispatchSemaphore(value: max(1, slots))
        self.wait = wait
    }

    /// Runs `body` in a slot.
    /// - Throws: 503 `busy` with `Retry-After` when no slot came free in time; what `body`
    ///   throws.
    package func run<T>(_ body: () throws(APIFailure) -> T) throws(APIFailure) -> T {
        let milliseconds = Int(wait.timeInterval * 1000)
        guard slots.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else {
            throw APIFailure(
                .busy, "The server is checking as many passwords as it can; try again shortly.",
                headers: ["Retry-After": "1"])
        }
        defer { slots.signal() }
        return try body()
    }
}
