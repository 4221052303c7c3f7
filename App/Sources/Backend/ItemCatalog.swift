import Networking

/// The fixed items 1 to 100, with summaries varied enough for search to mean something.
enum ItemCatalog {
    /// The ids of the items.
    static let ids = 1...100

    /// The item with this id, deleted or not; nil outside ``ids``.
    static func item(_ id: Int) -> BackendContract.Item? {
        guard ids.contains(id) else { return nil }
        return all[id - 1]
    }

    static let all: [BackendContract.Item] = ids.map { id in
        let adjective = adjectives[id % adjectives.count]
        let noun = nouns[id % nouns.count]
        let topic = topics[id % topics.count]
        return BackendContract.Item(
            id: id, title: "Item \(id)",
            summary: "A \(adjective) \(noun) about \(topic).")
    }

    // Coprime lengths (7, 11, 5) so that every combination is different across the 100 ids.
    private static let adjectives = [
        "quiet", "golden", "swift", "tiny", "northern", "bright", "patient",
    ]
    private static let nouns = [
        "harbor", "garden", "river", "lantern", "meadow", "compass", "orchard", "signal",
        "bridge", "kettle", "window",
    ]
    private static let topics = ["routing", "onboarding", "search", "networking", "restoration"]
}
