/// A body a request of the backend contract sends, with the most bytes it may have: a server
/// refuses a longer one from its `Content-Length` (413 ``BackendErrorCode/payloadTooLarge``)
/// before reading a byte of it, so a request costs what its endpoint needs, not what the
/// server could take.
///
/// Each limit is derived from the body's own field limits: JSON may write every byte of a
/// string as a `\u` escape of six characters, plus room for the keys, punctuation and the
/// fields a server ignores.
///
/// ```swift
/// BackendEndpoint.signIn.exchange.maximumBodyBytes   // BackendContract.Credentials.maximumBytes
/// ```
public protocol BackendRequestBody: Codable, Sendable {
    /// The most bytes the encoded body may have.
    static var maximumBytes: Int { get }
}

extension BackendRequestBody {
    /// The most bytes a JSON object whose strings have at most `textBytes` UTF-8 bytes in all
    /// may take: every byte escaped (`\u00XX`), and 512 bytes for everything else.
    static func jsonBytes(forText textBytes: Int) -> Int {
        6 * textBytes + 512
    }
}
