import Foundation
public import Networking

/// One canned answer of a stubbed backend: a transport failure, an error status with or
/// without the contract's error body, or a status with a body as given.
///
/// ```swift
/// let expired = StubHTTPClient(always: .status(401, error: "session_expired"))
/// let garbage = StubHTTPClient(always: .body(200, "<html>surprise</html>"))
/// ```
public enum StubAnswer: Hashable, Sendable, CustomStringConvertible {
    /// The client throws a ``NetworkError`` with this code, as when the network fails.
    case failure(NetworkError.Code)
    /// The server answers `status` with the contract's error body for `error` (its message is
    /// ``serverMessage``), or with no body when `error` is nil.
    case status(Int, error: String?)
    /// The server answers `status` with this text as a JSON body.
    case body(Int, String)

    /// The message of every error body a stub sends.
    public static let serverMessage = "The server's own words."

    /// The answer as a response, or the network error it stands for.
    /// - Throws: ``NetworkError`` for ``failure(_:)``.
    public func response() throws(NetworkError) -> HTTPResponse {
        switch self {
        case .failure(let code):
            throw NetworkError(code, reason: "Stubbed \(code).")
        case .status(let status, let error?):
            let body = BackendErrorBody(error: error, message: Self.serverMessage)
            return Self.json(status, (try? JSONEncoder().encode(body)) ?? Data())
        case .status(let status, nil):
            return HTTPResponse(status: status)
        case .body(let status, let text):
            return Self.json(status, Data(text.utf8))
        }
    }

    /// `offline`, `401 session_expired`, `503 no body`, `200 <html>...`.
    public var description: String {
        switch self {
        case .failure(let code): "\(code)"
        case .status(let status, let error): "\(status) \(error ?? "no body")"
        case .body(let status, let text): "\(status) \(text.prefix(30))"
        }
    }

    private static func json(_ status: Int, _ body: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }
}

extension StubHTTPClient {
    /// Creates a stub that gives every request the same answer.
    /// - Parameter answer: the answer, or the network failure, for every request.
    public convenience init(always answer: StubAnswer) {
        self.init { _ throws(NetworkError) in try answer.response() }
    }
}
