import Synchronization

/// A device lock set by hand: what `rootswitch --locked` starts with and `device unlock`
/// opens, what a test locks. Unlocked, it is the input where the system has no data
/// protection (Linux, macOS): data is always available and no unlock ever comes.
///
/// ```swift
/// let lock = DeviceLock(locked: true)
/// lock.whenAvailable { print("unlocked") }
/// lock.unlock()  // prints "unlocked"
/// ```
public final class DeviceLock: ProtectedDataAvailability {
    private let locked: Mutex<Bool>
    /// What waits for the next unlock, in the order it asked.
    @MainActor private var waiting: [@MainActor () -> Void] = []

    /// A lock, locked or not.
    /// - Parameter locked: whether the device has yet to be unlocked; false by default.
    public init(locked: Bool = false) {
        self.locked = Mutex(locked)
    }

    /// False until ``unlock()``, if it started locked.
    public var isAvailable: Bool { !locked.withLock { $0 } }

    @MainActor public func whenAvailable(_ body: @escaping @MainActor @Sendable () -> Void) {
        waiting.append(body)
    }

    /// Unlocks the device: data is available from now on, and what waited for it goes on at
    /// once, in order. Unlocking again tells what waits again (a file still unreadable is
    /// tried once more).
    @MainActor public func unlock() {
        locked.withLock { $0 = false }
        let waited = waiting
        waiting = []
        for body in waited { body() }
    }
}
