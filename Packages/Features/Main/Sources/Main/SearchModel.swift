public import Observation

/// The search tab's screen: a query to type and search for.
///
/// ```swift
/// TextField("Search", text: Bindable(model).query)
///     .onSubmit { try? model.search(model.query) }
/// ```
@MainActor
@Observable
public final class SearchModel {
    /// The query being typed, or the last one searched for (trimmed).
    public var query = ""
    @ObservationIgnored private weak var navigator: (any MainNavigator)?

    init(navigator: (any MainNavigator)?) {
        self.navigator = navigator
    }

    /// Searches for `text`, trimmed of spaces and line breaks: opens its results above this
    /// screen.
    /// - Parameter text: the query as typed.
    /// - Throws: ``SearchError/blankQuery`` when nothing is left once trimmed,
    ///   ``SearchError/tabFull(_:)`` when the tab holds the most screens there can be; nothing
    ///   changes then.
    public func search(_ text: String) throws(SearchError) {
        let route = try MainRoute.results(for: text)
        try SearchError.opening(route, with: navigator)
        if case .searchResults(let trimmed) = route { query = trimmed }
    }
}
