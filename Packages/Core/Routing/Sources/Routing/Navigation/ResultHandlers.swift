/// The result handlers of one router's routes (``Router/onResult(_:at:perform:)``), by
/// position in its stack, each by the exact type it takes.
///
/// Kept apart from the routes, and only as long as the highest route that has any (most
/// stacks have none), so reading the stack is reading one array.
@MainActor
struct ResultHandlers {
    /// Takes a result of the type it was registered for.
    typealias Handler = @MainActor (any Sendable) -> Void

    private var byPosition: [[ObjectIdentifier: Handler]] = []

    /// Registers `handler` for results of `type` at position `index`, replacing the one there.
    mutating func register(_ handler: @escaping Handler, for type: ObjectIdentifier, at index: Int)
    {
        if byPosition.count <= index {
            byPosition.append(contentsOf: repeatElement([:], count: index + 1 - byPosition.count))
        }
        byPosition[index][type] = handler
    }

    /// Keeps the handlers of the first `count` positions: the routes above have gone.
    mutating func keep(first count: Int) {
        if byPosition.count > count { byPosition.removeSubrange(count...) }
    }

    /// The nearest handler for `type` among the first `count` positions, from the top down.
    func handler(for type: ObjectIdentifier, below count: Int) -> Handler? {
        for handlers in byPosition.prefix(count).reversed() {
            if let handler = handlers[type] { return handler }
        }
        return nil
    }
}
