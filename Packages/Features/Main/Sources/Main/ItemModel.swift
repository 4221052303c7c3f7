public import Observation

/// One item's screen.
///
/// ```swift
/// if case .loaded(let item) = model.content { Text(item.summary).navigationTitle(item.title) }
/// ```
@MainActor
@Observable
public final class ItemModel {
    /// The item's identifier, known before the item loads.
    public let id: Int
    @ObservationIgnored let loader: Loader<Item>

    init(id: Int, loader: Loader<Item>) {
        self.id = id
        self.loader = loader
    }

    /// The item, or why it cannot be shown: ``ItemContent/missing(_:)`` when the backend says
    /// it no longer exists.
    public var content: ItemContent { ItemContent(loader.current) }

    /// The screen's title: the item's, once loaded, else `Item 42`.
    public var title: String {
        switch content {
        case .loaded(let item), .refreshFailed(let item, _): item.title
        case .loading, .missing, .failed: "Item \(id)"
        }
    }

    /// Loads the item again after a failure; does nothing while it loads or once loaded.
    public func retry() {
        loader.load()
    }
}
