public import Observation

/// One item's screen.
///
/// ```swift
/// if case .loaded(let item) = model.content { Text(item.summary).navigationTitle(item.title) }
/// Button(MainText.moreLikeThis) { model.showSimilar() }.disabled(!model.canShowSimilar)
/// ```
@MainActor
@Observable
public final class ItemModel {
    /// The item's identifier, known before the item loads.
    public let id: Int
    @ObservationIgnored let loader: Loader<Item>
    @ObservationIgnored private weak var requests: (any MainRequests)?

    init(id: Int, loader: Loader<Item>, requests: (any MainRequests)?) {
        self.id = id
        self.loader = loader
        self.requests = requests
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

    /// The search for items like this one: its title, once it has loaded.
    var similar: MainRoute? {
        switch content {
        case .loaded(let item), .refreshFailed(let item, _): .searchResults(query: item.title)
        case .loading, .missing, .failed: nil
        }
    }

    /// Whether ``showSimilar()`` has something to show: the item has loaded.
    public var canShowSimilar: Bool { similar != nil }

    /// Shows items like this one ("More like this") in the inspector beside it, a sheet on a
    /// compact screen: the search results for its title. Does nothing until it has loaded.
    public func showSimilar() {
        if let similar { requests?.inspect(similar) }
    }

    /// Loads the item again after a failure; does nothing while it loads or once loaded.
    public func retry() {
        loader.load()
    }
}
