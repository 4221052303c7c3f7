public import Testing

/// An endpoint of a test double that fails the current test when called.
///
/// Build a client's "unimplemented" double from these, one per endpoint, so a test stubs
/// only the endpoints it uses and any other call records a Swift Testing issue naming the
/// endpoint, at the place the double was created, then throws `failure`.
///
/// ```swift
/// extension AuthClient {
///     static func unimplemented(
///         sourceLocation location: SourceLocation = #_sourceLocation
///     ) -> AuthClient {
///         let failure = AuthError(.unexpected, reason: "Not stubbed in this test.")
///         return AuthClient(
///             signIn: TestSupport.unimplemented(
///                 "AuthClient.signIn", throwing: failure, sourceLocation: location),
///             ...)
///     }
/// }
/// ```
/// - Parameters:
///   - name: the endpoint, as the issue names it (`AuthClient.signIn`).
///   - failure: what the closure throws after recording the issue.
///   - sourceLocation: where the issue points: the code that created the double.
/// - Returns: a closure that records an issue and throws `failure` whatever its input.
public func unimplemented<Input, Output, Failure: Error>(
    _ name: String, throwing failure: Failure, sourceLocation: SourceLocation
) -> @Sendable (Input) async throws(Failure) -> Output {
    { _ throws(Failure) in
        recordCall(of: name, at: sourceLocation)
        throw failure
    }
}

/// An endpoint without input of a test double that fails the current test when called: the
/// same as the overload with an input, for endpoints such as `MainClient.firstItems`.
/// - Parameters:
///   - name: the endpoint, as the issue names it (`MainClient.firstItems`).
///   - failure: what the closure throws after recording the issue.
///   - sourceLocation: where the issue points: the code that created the double.
/// - Returns: a closure that records an issue and throws `failure`.
public func unimplemented<Output, Failure: Error>(
    _ name: String, throwing failure: Failure, sourceLocation: SourceLocation
) -> @Sendable () async throws(Failure) -> Output {
    { () throws(Failure) in
        recordCall(of: name, at: sourceLocation)
        throw failure
    }
}

/// Records the issue every unimplemented endpoint records.
private func recordCall(of name: String, at sourceLocation: SourceLocation) {
    Issue.record("Unimplemented: \(name) was called", sourceLocation: sourceLocation)
}
