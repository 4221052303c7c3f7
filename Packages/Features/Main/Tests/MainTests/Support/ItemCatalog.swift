import Foundation
import Main
import Synchronization

/// Main's backend calls in memory: items 1 to 100 less the deleted ones, a failure every
/// call can be made to meet, and a log of the calls made.
final class ItemCatalog: Sendable {
    /// A call the feature made.
    enum Call: Equatable, Sendable {
        case firstItems
        case item(Int)
        case search(String)
    }

    static let colours = ["red", "green", "blue", "gold", "pink"]

    private struct State {
        var failure: MainError?
        var deleted: Set<Int> = []
        var calls: [Call] = []
    }

    private let state = Mutex(State())

    /// The error every call meets from now on; nil answers normally.
    var failure: MainError? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// Every call made so far, oldest first.
    var calls: [Call] { state.withLock { $0.calls } }

    /// Deletes an item: it is not found and leaves lists and search.
    func delete(_ id: Int) {
        _ = state.withLock { $0.deleted.insert(id) }
    }

    /// The item with `id` as the catalog describes it.
    static func item(_ id: Int) -> Item {
        Item(id: id, title: "Item \(id)", summary: "A \(colours[id % colours.count]) item")
    }

    /// The client that answers from the catalog.
    var client: MainClient {
        MainClient(
            firstItems: { () throws(MainError) in
                try self.answer(.firstItems) { Array($0.prefix(20)) }
            },
            item: { id throws(MainError) in
                try self.answer(.item(id)) { items throws(MainError) in
                    guard let item = items.first(where: { $0.id == id }) else {
                        throw .itemNotFound(id)
                    }
                    return item
                }
            },
            search: { query throws(MainError) in
                try self.answer(.search(query)) { items in
                    items.filter { item in
                        [item.title, item.summary].contains {
                            $0.localizedCaseInsensitiveContains(query)
                        }
                    }
                }
            })
    }

    /// Logs the call, then fails or answers from the items that exist.
    private func answer<Value>(_ call: Call, _ body: ([Item]) throws(MainError) -> Value)
        throws(MainError) -> Value
    {
        let (failure, deleted) = state.withLock { state in
            state.calls.append(call)
            return (state.failure, state.deleted)
        }
        if let failure { throw failure }
        return try body((1...100).filter { !deleted.contains($0) }.map(Self.item))
    }
}
