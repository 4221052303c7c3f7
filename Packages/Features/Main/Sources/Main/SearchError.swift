public import Routing

/// Why a search was refused before anything was asked of the backend.
///
/// ```swift
/// search.search(text)
/// if let refusal = search.refusal { Text(refusal.description) }  // either, in its own words
/// ```
public enum SearchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The query is empty, or only spaces and line breaks.
    case blankQuery
    /// The tab holds the most screens there can be (`Navigation.maximumRoutes`): the
    /// router's refusal, `stack_too_deep`.
    case tabFull(RoutingError)

    /// A sentence for the user: each refusal says what it is.
    public var description: String {
        switch self {
        case .blankQuery: "Type something to search for."
        case .tabFull(let error): error.reason
        }
    }

    /// Opens a search's results, a full tab refused as ``tabFull(_:)``.
    @MainActor
    static func opening(_ route: MainRoute, with requests: (any MainRequests)?)
        throws(SearchError)
    {
        do {
            try requests?.push(route)
        } catch {
            throw .tabFull(error)
        }
    }
}
