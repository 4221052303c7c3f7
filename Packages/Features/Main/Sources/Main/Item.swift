import Networking

/// An item as the backend sends it (the contract's `Item`).
///
/// ```swift
/// let item = try await client.item(42)  // Item(id: 42, title: "Item 42", summary: "...")
/// ```
public struct Item: Hashable, Sendable, Codable, Identifiable {
    /// The item's identifier, 1 to 100.
    public let id: Int
    /// The title, such as `Item 42`.
    public let title: String
    /// A one-line summary.
    public let summary: String

    /// Creates an item.
    /// - Parameters:
    ///   - id: the identifier.
    ///   - title: the title.
    ///   - summary: a one-line summary.
    public init(id: Int, title: String, summary: String) {
        self.id = id
        self.title = title
        self.summary = summary
    }

    /// The contract's item, as Main shows it.
    init(_ item: BackendContract.Item) {
        self.init(id: item.id, title: item.title, summary: item.summary)
    }
}
