/// The keys read and not yet handled, in order: taking one costs the same however many wait,
/// so a paste of a megabyte is handled in time linear in its size (an array's `removeFirst`
/// moved every key left behind each time). Read by position, emptied once caught up.
///
/// ```swift
/// var queue = KeyQueue()
/// queue.append(contentsOf: [.character("a"), .enter])
/// queue.next()  // .character("a")
/// ```
package struct KeyQueue {
    private var keys: [Key] = []
    /// The position of the next key in `keys`.
    private var position = 0

    package init() {}

    /// Whether keys wait.
    package var isEmpty: Bool { position == keys.count }

    /// Adds keys after those waiting.
    package mutating func append(contentsOf more: some Sequence<Key>) {
        keys.append(contentsOf: more)
    }

    /// Adds a key after those waiting.
    package mutating func append(_ key: Key) {
        keys.append(key)
    }

    /// The next key, taken from the queue; nil when none waits.
    package mutating func next() -> Key? {
        guard !isEmpty else { return nil }
        let key = keys[position]
        position += 1
        if isEmpty {
            keys.removeAll(keepingCapacity: true)
            position = 0
        }
        return key
    }
}
