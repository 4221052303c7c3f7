/// What an item's screen shows: the item, or why it cannot.
///
/// ```swift
/// switch item.content {
/// case .loading: ProgressView()
/// case .loaded(let item): Text(item.summary)
/// case .refreshFailed(let item, let error): Text(item.summary); Text(error.reason)
/// case .missing(let error): ContentUnavailableView(error.reason, systemImage: "trash")
/// case .failed(let error): Text(error.reason); Button(MainText.tryAgain) { item.retry() }
/// }
/// ```
public enum ItemContent: Hashable, Sendable {
    /// Asked for and not there yet.
    case loading
    /// Fetched.
    case loaded(Item)
    /// Fetched before; fetching it again failed (offline, maintenance, ...). The item is
    /// still shown, with the error as a warning; `retry()` asks again.
    case refreshFailed(Item, MainError)
    /// The backend says the item does not exist (never did, or no longer does): trying again
    /// will not help.
    case missing(MainError)
    /// The backend call failed otherwise (offline, maintenance, ...); `retry()` asks again.
    case failed(MainError)

    /// An item's load state, with the backend's `not_found` read as ``missing(_:)``.
    init(_ state: LoadState<Item>) {
        switch state {
        case .loading: self = .loading
        case .loaded(let item): self = .loaded(item)
        case .refreshFailed(let item, let error): self = .refreshFailed(item, error)
        case .failed(let error) where error.code == .notFound: self = .missing(error)
        case .failed(let error): self = .failed(error)
        }
    }
}
