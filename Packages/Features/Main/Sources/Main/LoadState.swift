/// A value a screen fetches from the backend: on its way, there, or failed, and, once it was
/// there, kept when fetching it again fails.
///
/// ```swift
/// switch home.items {
/// case .loading: ProgressView()
/// case .loaded(let items): List(items) { ItemRow($0) }
/// case .refreshFailed(let items, let error):
///     List(items) { ItemRow($0) }.safeAreaInset(edge: .top) { Text(error.reason) }
/// case .failed(let error): Text(error.reason); Button(MainText.tryAgain) { home.retry() }
/// }
/// ```
public enum LoadState<Value> {
    /// Asked for and not there yet (or not asked for yet: a screen shows both alike).
    case loading
    /// Fetched.
    case loaded(Value)
    /// Fetched before; fetching it again failed. The value is still what the screen shows,
    /// with the error as a warning; the screen's `retry()` asks again.
    case refreshFailed(Value, MainError)
    /// The backend call failed and there is nothing to show; the screen's `retry()` asks
    /// again.
    case failed(MainError)

    /// The value, when there is one to show.
    public var value: Value? {
        switch self {
        case .loaded(let value), .refreshFailed(let value, _): value
        case .loading, .failed: nil
        }
    }

    /// Whether the screen offers to load it again: after a failure that trying again may fix
    /// (not an item the backend says does not exist).
    public var canRetry: Bool {
        guard let failure else { return false }
        return failure.code != .notFound
    }

    /// The failure of the last fetch, shown as an error or, beside a value, as a warning.
    public var failure: MainError? {
        switch self {
        case .refreshFailed(_, let error), .failed(let error): error
        case .loading, .loaded: nil
        }
    }
}

extension LoadState: Equatable where Value: Equatable {}

extension LoadState: Sendable where Value: Sendable {}
