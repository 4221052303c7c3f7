/// A value fetched from the backend: on its way, there, or failed.
enum Loadable<Value> {
    case loading
    case loaded(Value)
    case failed(MainError)

    /// Whether showing it again should fetch it again.
    var needsLoading: Bool {
        if case .failed = self { return true }
        return false
    }
}
