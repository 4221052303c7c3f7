public import Observation
public import Routing

/// The items matching one query.
///
/// ```swift
/// if model.isSearching { ProgressView() }
/// if case .loaded(let items) = model.results {
///     List(items) { item in Button(item.title) { model.openItem(id: item.id) } }
/// }
/// ```
@MainActor
@Observable
public final class SearchResultsModel {
    /// The query searched for, trimmed and not empty.
    public let query: String
    @ObservationIgnored let loader: Loader<[Item]>
    @ObservationIgnored private weak var navigator: (any MainNavigator)?

    init(query: String, loader: Loader<[Item]>, navigator: (any MainNavigator)?) {
        self.query = query
        self.loader = loader
        self.navigator = navigator
    }

    /// The matching items, in id order (empty when nothing matches).
    public var results: LoadState<[Item]> { loader.current }

    /// Whether the search is under way.
    public var isSearching: Bool {
        if case .loading = results { return true }
        return false
    }

    /// Opens an item's screen above the results.
    /// - Parameter id: the item's identifier.
    /// - Throws: `stack_too_deep` when the tab holds the most screens there can be
    ///   (`NavigationLimits.maximumRoutes`); nothing changes then.
    public func openItem(id: Int) throws(RoutingError) {
        try navigator?.open(.item(id: id))
    }

    /// Searches for another query: its results open above these.
    /// - Parameter text: the query as typed; trimmed of spaces and line breaks.
    /// - Throws: ``SearchError/blankQuery`` when nothing is left once trimmed,
    ///   ``SearchError/tabFull(_:)`` when the tab holds the most screens there can be.
    public func search(_ text: String) throws(SearchError) {
        try SearchError.opening(try MainRoute.results(for: text), with: navigator)
    }

    /// Searches again after a failure; does nothing while searching or once answered.
    public func retry() {
        loader.load()
    }
}
