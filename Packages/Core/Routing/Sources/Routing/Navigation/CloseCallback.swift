/// A presenter's `onClose`, erased over the result type it expects.
@MainActor
struct CloseCallback {
    /// Whether a result can be delivered as `.finished`.
    let accepts: (any Sendable) -> Bool
    let call: (CloseOutcome<any Sendable>) -> Void

    init<Value: Sendable>(
        _ onClose: @escaping @MainActor (CloseOutcome<Value>) -> Void
    ) {
        accepts = { $0 is Value }
        call = { outcome in
            switch outcome {
            case .finished(let result):
                // A result of another type is reported by the router; the presenter
                // sees a layer that closed without what it asked for.
                onClose((result as? Value).map { .finished($0) } ?? .cancelled)
            case .cancelled: onClose(.cancelled)
            case .dismissedBySystem: onClose(.dismissedBySystem)
            case .closedByParent: onClose(.closedByParent)
            }
        }
    }
}
