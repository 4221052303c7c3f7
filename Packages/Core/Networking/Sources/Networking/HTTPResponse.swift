public import Foundation

/// A server's answer.
public struct HTTPResponse: Hashable, Sendable {
    /// The status code, such as 200 or 404.
    public var status: Int
    /// The header fields, with the names as the server sent them; look them up with ``header(_:)``.
    public var headers: [String: String]
    /// The body; empty when there was none.
    public var body: Data

    /// Creates a response.
    /// - Parameters:
    ///   - status: the status code.
    ///   - headers: the header fields.
    ///   - body: the body.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in `200..<300`, the only responses an ``HTTPClient`` returns.
    public var isSuccessful: Bool { (200..<300).contains(status) }

    /// The value of a header field, ignoring case as HTTP does.
    /// - Parameter name: the field name, such as `"content-type"`.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
