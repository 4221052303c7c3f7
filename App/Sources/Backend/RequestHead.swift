package import Foundation
package import Networking

/// The request line and header fields of one HTTP/1.1 request, parsed strictly and once:
/// anything malformed is a 400 `bad_request`, never a guess, and a head of more than
/// ``LoopbackHTTPServer/maxHeaderFields`` fields is a 431 `header_too_large`.
///
/// Parsing takes time linear in the head's size: repeated fields merge through a table keyed
/// by the lowercased name, never by comparing every name with every other.
///
/// `package` so that the request parser's fuzz target (Tests/Fuzz/RequestHeadFuzz) can feed
/// it arbitrary bytes without a socket.
package struct RequestHead {
    package let method: HTTPMethod
    package let path: String
    package let queryItems: [URLQueryItem]
    /// Field names as first sent; a repeated field's values joined with ", ", in order.
    package let headers: [String: String]
    /// The same fields by lowercased name, for ``header(_:)``.
    private let fields: [String: String]

    /// Parses the bytes before the blank line that ends the head (without that blank line).
    /// - Throws: 400 `bad_request` for anything that is not a well-formed head, 431
    ///   `header_too_large` for more than ``LoopbackHTTPServer/maxHeaderFields`` fields.
    package init(_ bytes: ArraySlice<UInt8>) throws(APIFailure) {
        var lines: [String] = []
        let crlf: [UInt8] = [0x0D, 0x0A]
        for raw in bytes.split(separator: crlf, omittingEmptySubsequences: false) {
            guard lines.count <= LoopbackHTTPServer.maxHeaderFields else {
                throw Self.tooManyFields
            }
            guard !raw.contains(0x0D), !raw.contains(0x0A),
                let line = String(validating: raw, as: UTF8.self)
            else { throw .badRequest("Lines of a request end with CRLF and are UTF-8.") }
            lines.append(line)
        }
        let requestLine = lines.first?.split(separator: " ", omittingEmptySubsequences: false)
        guard let requestLine, requestLine.count == 3,
            ["HTTP/1.1", "HTTP/1.0"].contains(requestLine[2]),
            Self.isToken(requestLine[0]), requestLine[1].hasPrefix("/")
        else { throw .badRequest("The request line is not `METHOD /path HTTP/1.1`.") }
        method = HTTPMethod(String(requestLine[0]))
        (path, queryItems) = try Self.decodeTarget(requestLine[1])
        // Lowercased name → the name as first sent and the values, in order.
        var merged: [String: (name: String, values: [String])] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), Self.isToken(line[..<colon]) else {
                throw .badRequest("A header line is not `Name: value`.")
            }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...]
                .trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            merged[name.lowercased(), default: (name, [])].values.append(value)
        }
        var headers: [String: String] = [:]
        var fields: [String: String] = [:]
        for (key, field) in merged {
            let value = field.values.joined(separator: ", ")
            headers[field.name] = value
            fields[key] = value
        }
        self.headers = headers
        self.fields = fields
    }

    /// The value of a header field, ignoring case.
    /// - Parameter name: the field's name, lowercased.
    package func header(_ name: String) -> String? {
        fields[name]
    }

    /// The request these fields introduce, with `body`.
    func request(body: Data?) -> HTTPRequest {
        HTTPRequest(
            method: method, path: path, queryItems: queryItems, headers: headers, body: body)
    }

    /// How many body bytes follow the head: its `Content-Length`, 0 without one.
    /// - Throws: 400 `bad_request` for a `Transfer-Encoding` (chunked bodies are not taken)
    ///   or a `Content-Length` that is not one decimal number; 413 `payload_too_large` over
    ///   ``LoopbackHTTPServer/maxBodyBytes``.
    package func bodyLength() throws(APIFailure) -> Int {
        if header("transfer-encoding") != nil {
            throw .badRequest("Send the body with Content-Length; chunked bodies are not taken.")
        }
        guard let text = header("content-length") else { return 0 }
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw .badRequest("Content-Length is not one decimal number.")
        }
        guard text.count <= 10, let length = Int(text), length <= LoopbackHTTPServer.maxBodyBytes
        else {
            throw APIFailure(
                .payloadTooLarge,
                "A body may have at most \(LoopbackHTTPServer.maxBodyBytes) bytes.")
        }
        return length
    }

    /// An RFC 9110 token: letters, digits and a few marks, no spaces or separators.
    private static func isToken(_ text: some StringProtocol) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                let letter = byte | 0x20
                return (0x30...0x39).contains(byte) || (0x61...0x7A).contains(letter)
                    || "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
    }

    private static let tooManyFields = APIFailure(
        .headerTooLarge,
        "A request may have at most \(LoopbackHTTPServer.maxHeaderFields) header fields.")

    private static func decodeTarget(_ target: Substring) throws(APIFailure)
        -> (String, [URLQueryItem])
    {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = parts[0].removingPercentEncoding else {
            throw .badRequest("The path has a bad percent-encoding.")
        }
        guard parts.count == 2, !parts[1].isEmpty else { return (path, []) }
        var items: [URLQueryItem] = []
        for pair in parts[1].split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            // Servers read "+" in a query as a space; the live client sends a real "+" as %2B.
            let decoded = halves.map {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = decoded[0] else {
                throw .badRequest("The query has a bad percent-encoding.")
            }
            if decoded.count == 2 {
                guard let value = decoded[1] else {
                    throw .badRequest("The query has a bad percent-encoding.")
                }
                items.append(URLQueryItem(name: name, value: value))
            } else {
                items.append(URLQueryItem(name: name, value: nil))
            }
        }
        return (path, items)
    }
}
