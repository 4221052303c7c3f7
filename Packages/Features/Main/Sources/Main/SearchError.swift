/// Why a search was refused before anything was asked of the backend.
///
/// ```swift
/// do { try search.search(text) } catch SearchError.blankQuery { showHint() }
/// ```
public enum SearchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The query is empty, or only spaces and line breaks.
    case blankQuery

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .blankQuery: "Type something to search for."
        }
    }
}
