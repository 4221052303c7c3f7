public import Observation

/// The search tab's screen: a query to type and search for.
///
/// ```swift
/// TextField(MainText.searchPrompt, text: Bindable(model).query)
///     .onSubmit { model.search(model.query) }
/// if let refusal = model.refusal { Text(refusal.description) }
/// ```
@MainActor
@Observable
public final class SearchModel {
    /// The query being typed, or the last one searched for (trimmed).
    public var query = ""
    /// Why the last ``search(_:)`` was refused, in its own words: a blank query, or a tab
    /// that holds the most screens there can be; nil once a search goes through.
    public private(set) var refusal: SearchError?
    @ObservationIgnored private weak var requests: (any MainRequests)?

    init(requests: (any MainRequests)?) {
        self.requests = requests
    }

    /// Searches for `text`, trimmed of spaces and line breaks: opens its results above this
    /// screen, and keeps the trimmed query. Refused, nothing changes and ``refusal`` says
    /// why: ``SearchError/blankQuery`` when nothing is left once trimmed,
    /// ``SearchError/tabFull(_:)`` when the tab holds the most screens there can be.
    /// - Parameter text: the query as typed.
    public func search(_ text: String) {
        do throws(SearchError) {
            let route = try MainRoute.results(for: text)
            try SearchError.opening(route, with: requests)
            if case .searchResults(let trimmed) = route { query = trimmed }
            refusal = nil
        } catch {
            refusal = error
        }
    }
}
