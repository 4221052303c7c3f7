public import Networking
import Testing

/// An ``HTTPClient`` that fails the current test when called.
///
/// Give it to code that must not touch the network in a test: a call records a Swift Testing
/// issue at the place the client was created and throws `.invalidRequest`.
///
/// ```swift
/// // Any request the client makes fails the test, pointing at this line.
/// let client = RetryingHTTPClient(wrapping: UnimplementedHTTPClient())
/// ```
public struct UnimplementedHTTPClient: HTTPClient {
    private let sourceLocation: SourceLocation

    /// Creates the client; the defaults point failures at the caller's line.
    /// - Parameters:
    ///   - fileID: the file that created the client.
    ///   - filePath: its path.
    ///   - line: the line that created the client.
    ///   - column: the column that created the client.
    public init(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        sourceLocation = SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Records a test failure naming the request, then throws.
    /// - Throws: always, ``NetworkError`` with code `.invalidRequest`.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let call = "\(request.method) \(request.path)"
        Issue.record(
            "Unimplemented: HTTPClient.send(\(call)) was called", sourceLocation: sourceLocation)
        throw NetworkError(.invalidRequest, reason: "UnimplementedHTTPClient cannot send \(call).")
    }
}
