public import CodedErrors

/// The codes every feature's error shares: the four kinds a failed backend call means alike
/// to every feature. A feature's closed `Code` enum conforms with four of its cases.
///
/// ```swift
/// enum Code: String, SharedFailureCode {
///     case offline, maintenance, unexpected
///     case sessionExpired = "session_expired"
///     case soldOut = "sold_out"  // the feature's own
/// }
/// ```
public protocol SharedFailureCode: Hashable, Sendable {
    /// No connection to the backend, or no answer in time.
    static var offline: Self { get }
    /// The backend no longer accepts the session (401).
    static var sessionExpired: Self { get }
    /// The backend is down for maintenance (503).
    static var maintenance: Self { get }
    /// Anything else: a server error, an unreadable answer, a cancelled call, a refusal the
    /// feature does not tell apart.
    static var unexpected: Self { get }
}

extension SharedFailureCode {
    /// The contract's one sentence for a shared kind, when no failure says more (how long a
    /// timeout waited, which status came back); for a feature's own code, the sentence of an
    /// unexpected failure. A feature words its own codes itself.
    public var sharedSentence: String {
        switch self {
        case .offline: BackendFailure.Code.offline.sentence
        case .sessionExpired: BackendFailure.Code.unauthorized.sentence
        case .maintenance: BackendFailure.Code.maintenance.sentence
        default: BackendFailure.Code.serverError.sentence
        }
    }
}

/// A feature's error that a failed backend call converts into at the feature's boundary.
///
/// The mapping of the kinds every feature shares is written here once, for every feature: no
/// connection or no answer in time is `offline`, a 401 `sessionExpired`, a 503 `maintenance`,
/// a server error, an unreadable answer, a cancelled or unsendable call `unexpected`, each with
/// the failure's sentence (``BackendFailure/sentence``). A feature gives only what is its own:
/// what a refusal (another 4xx, with the server's ``BackendErrorBody``) means to it.
///
/// ```swift
/// extension ShopError: BackendFailureConvertible {
///     static func refusal(_ body: BackendErrorBody, in failure: BackendFailure) -> ShopError? {
///         body.error == "sold_out" ? ShopError(.soldOut, reason: "Sold out.") : nil
///     }
/// }
/// throw ShopError(failure)  // offline, session expired, maintenance or unexpected alike
/// ```
public protocol BackendFailureConvertible: CodedError where Code: SharedFailureCode {
    /// Creates the error.
    /// - Parameters:
    ///   - code: its kind.
    ///   - reason: a sentence for the user.
    ///   - underlying: the failure it was made from.
    init(_ code: Code, reason: String, underlying: (any Error)?)

    /// What a refusal means to this feature: its own error, or `nil` when it is not one the
    /// feature tells apart (the refusal is then `unexpected`).
    /// - Parameters:
    ///   - body: the server's error body.
    ///   - failure: the whole failure, to keep as the error's underlying one.
    static func refusal(_ body: BackendErrorBody, in failure: BackendFailure) -> Self?
}

extension BackendFailureConvertible {
    /// Converts a failed backend call, keeping it as `underlying`: the one mapping of the kinds
    /// every feature shares, and the feature's own reading of a refusal. The server's message
    /// is never the sentence, unless the feature's ``refusal(_:in:)`` makes it so.
    /// - Parameter failure: what the contract call threw.
    public init(_ failure: BackendFailure) {
        let code: Code
        switch failure.code {
        case .offline, .timeout: code = .offline
        case .unauthorized: code = .sessionExpired
        case .maintenance: code = .maintenance
        case .rejected:
            if let body = failure.body, let own = Self.refusal(body, in: failure) {
                self = own
                return
            }
            code = .unexpected
        case .serverError, .undecodable, .cancelled, .invalidRequest, .transport:
            code = .unexpected
        }
        self.init(code, reason: failure.sentence, underlying: failure)
    }
}
