import Synchronization

/// Collects values handed to a `@Sendable` closure, from any task.
final class Collector<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])

    func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    var values: [Element] { storage.withLock { $0 } }
}
