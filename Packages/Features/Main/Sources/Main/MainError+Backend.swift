public import Networking

extension MainError.Code: SharedFailureCode {}

extension MainError: BackendFailureConvertible {
    /// A refusal whose body says `not_found`: ``Code/notFound`` (the caller says what was not
    /// found, as ``itemNotFound(_:underlying:)`` does); any other is unexpected.
    /// - Parameters:
    ///   - body: the server's error body.
    ///   - failure: the failure, kept as the error's underlying one.
    public static func refusal(_ body: BackendErrorBody, in failure: BackendFailure) -> MainError? {
        guard body.error == Code.notFound.rawValue else { return nil }
        return MainError(.notFound, reason: failure.sentence, underlying: failure)
    }

    /// The error for an item the backend does not have (never had, or deleted since), saying
    /// which, ``Code/notFound``: every screen that meets one says it this way.
    /// - Parameters:
    ///   - id: the item asked for.
    ///   - underlying: the failure that said so, if any.
    public static func itemNotFound(_ id: Int, underlying: (any Error)? = nil) -> MainError {
        MainError(.notFound, reason: "Item \(id) was not found.", underlying: underlying)
    }
}
