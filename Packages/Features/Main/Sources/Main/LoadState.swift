/// A value a screen fetches from the backend: on its way, there, or failed.
///
/// ```swift
/// switch home.items {
/// case .loading: ProgressView()
/// case .loaded(let items): List(items) { ItemRow($0) }
/// case .failed(let error): Button("Try again: \(error.reason)") { home.retry() }
/// }
/// ```
public enum LoadState<Value> {
    /// Asked for and not there yet (or not asked for yet: a screen shows both alike).
    case loading
    /// Fetched.
    case loaded(Value)
    /// The backend call failed; the screen's `retry()` asks again.
    case failed(MainError)

    /// The value, when loaded.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// Whether showing it again should fetch it again.
    var needsLoading: Bool {
        if case .failed = self { return true }
        return false
    }
}

extension LoadState: Equatable where Value: Equatable {}

extension LoadState: Sendable where Value: Sendable {}
