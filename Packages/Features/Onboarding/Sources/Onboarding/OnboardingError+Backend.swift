public import Networking

extension OnboardingError.Code: SharedFailureCode {}

extension OnboardingError: BackendFailureConvertible {
    /// A refusal whose body says `bad_request`: ``Code/badRequest``, with the server's message
    /// (the backend says which detail it refused); any other is unexpected.
    /// - Parameters:
    ///   - body: the server's error body.
    ///   - failure: the failure, kept as the error's underlying one.
    public static func refusal(_ body: BackendErrorBody, in failure: BackendFailure)
        -> OnboardingError?
    {
        guard body.error == Code.badRequest.rawValue else { return nil }
        return OnboardingError(
            .badRequest,
            reason: body.message.isEmpty
                ? "The server refused your onboarding details." : body.message,
            underlying: failure)
    }
}
