import Synchronization

/// Keeps what stubbed calls receive, from any task, in order.
final class Recorder<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])

    func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    var values: [Element] { storage.withLock { $0 } }
}
