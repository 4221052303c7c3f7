public import Observation
import Routing

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
    /// Why the last ``openItem(id:)`` or ``search(_:)`` was refused; nil once one goes
    /// through.
    public private(set) var refusal: SearchError?
    @ObservationIgnored let loader: Loader<[Item]>
    @ObservationIgnored private weak var requests: (any MainRequests)?

    init(query: String, loader: Loader<[Item]>, requests: (any MainRequests)?) {
        self.query = query
        self.loader = loader
        self.requests = requests
    }

    /// The matching items, in id order (empty when nothing matches).
    public var results: LoadState<[Item]> { loader.current }

    /// The screen's title: `Search: blue`.
    public var title: String { "\(MainTab.search.title): \(query)" }

    /// Whether the search is under way.
    public var isSearching: Bool {
        if case .loading = results { return true }
        return false
    }

    /// Opens an item's screen above the results; when the tab holds the most screens there
    /// can be (`Navigation.maximumRoutes`), nothing changes and ``refusal`` is
    /// ``SearchError/tabFull(_:)``.
    /// - Parameter id: the item's identifier.
    public func openItem(id: Int) {
        do throws(RoutingError) {
            try requests?.push(.item(id: id))
            refusal = nil
        } catch {
            refusal = .tabFull(error)
        }
    }

    /// Searches for another query: its results open above these. Refused, nothing changes
    /// and ``refusal`` says why: ``SearchError/blankQuery`` when nothing is left once trimmed,
    /// ``SearchError/tabFull(_:)`` when the tab holds the most screens there can be.
    /// - Parameter text: the query as typed; trimmed of spaces and line breaks.
    public func search(_ text: String) {
        do throws(SearchError) {
            try SearchError.opening(try MainRoute.results(for: text), with: requests)
            refusal = nil
        } catch {
            refusal = error
        }
    }

    /// Searches again after a failure; does nothing while searching or once answered.
    public func retry() {
        loader.load()
    }
}
