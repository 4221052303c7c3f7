/// The backend calls of the Main feature, as closures: ``live(_:token:)`` speaks the
/// contract (`docs/backend-contract.md`), a test replaces only the closures it uses.
///
/// ```swift
/// var client = MainClient.live(http, token: session.token)
/// client.item = { id throws(MainError) in Item(id: id, title: "Item \(id)", summary: "") }
/// ```
public struct MainClient: Sendable {
    /// `BackendEndpoint.items`: the first page of items (the home list), in id order.
    public var firstItems: @Sendable () async throws(MainError) -> [Item]
    /// `BackendEndpoint.item`: one item; a missing or deleted one throws
    /// ``MainError/Code/notFound``.
    public var item: @Sendable (_ id: Int) async throws(MainError) -> Item
    /// `BackendEndpoint.search`: the items whose title or summary contains the query, in id order.
    public var search: @Sendable (_ query: String) async throws(MainError) -> [Item]

    /// Creates a client from its calls.
    /// - Parameters:
    ///   - firstItems: returns the first page of items.
    ///   - item: returns the item with an id.
    ///   - search: returns the items matching a query.
    public init(
        firstItems: @escaping @Sendable () async throws(MainError) -> [Item],
        item: @escaping @Sendable (Int) async throws(MainError) -> Item,
        search: @escaping @Sendable (String) async throws(MainError) -> [Item]
    ) {
        self.firstItems = firstItems
        self.item = item
        self.search = search
    }
}
