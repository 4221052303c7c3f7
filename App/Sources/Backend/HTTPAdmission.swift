public import Networking

/// What a server decides about a request from its head alone, before a byte of its body is
/// read: how many body bytes it may send, or the answer that refuses it.
///
/// ```swift
/// let server = try LoopbackHTTPServer(
///     port: 0, limits: HTTPServerLimits(), admit: backend.admit
/// ) { request, client in backend.handle(request, from: client) }
/// ```
public enum HTTPAdmission: Sendable {
    /// Read the body, which may have at most this many bytes (413 `payload_too_large` past
    /// them, from the `Content-Length` alone).
    case body(maximumBytes: Int)
    /// Answer this now, without reading the body.
    case refuse(HTTPResponse)

    /// What a server without an opinion admits: any body up to
    /// ``LoopbackHTTPServer/maxBodyBytes``.
    public static let anyBody = HTTPAdmission.body(maximumBytes: LoopbackHTTPServer.maxBodyBytes)
}
