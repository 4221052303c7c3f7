import Synchronization

/// A thread-safe boolean for observation callbacks, which must be `@Sendable`.
final class ChangeFlag: Sendable {
    private let value = Mutex(false)

    var isSet: Bool { value.withLock { $0 } }

    func set() {
        value.withLock { $0 = true }
    }
}
