/// An item as the backend sends it.
struct Item: Hashable, Sendable, Decodable {
    let id: Int
    let title: String
    let summary: String

    /// `#42 Item 42: summary`, as lists show it.
    var line: String { "#\(id) \(title): \(summary)" }
}
