/// An incoming link taken apart: decoded path segments and query items.
///
/// Parsed by hand rather than with `URLComponents` so each kind of bad input gets its own
/// error code and `%2F` inside a segment stays part of that segment. Works on UTF-8 bytes:
/// every delimiter is ASCII, and walking `Character`s would cost a grapheme break per step.
struct IncomingLink {
    let segments: [String]
    /// Decoded query items; the first occurrence of a key wins.
    let query: [String: String]

    /// - Parameters:
    ///   - text: the link as received.
    ///   - schemes: the custom schemes (lowercased); their "host" is the first path segment.
    ///   - hosts: the universal-link hosts (lowercased), reached over `https` only.
    init(_ text: String, schemes: Set<String>, hosts: Set<String>) throws(RoutingError) {
        let bytes = text.utf8
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }),
            let colon = bytes.firstIndex(of: ASCII.colon), Self.isScheme(text[..<colon]),
            bytes[colon...].starts(with: "://".utf8)
        else {
            throw RoutingError(.malformedURL, reason: "not a 'scheme://...' link")
        }
        let scheme = Self.lowercased(text[..<colon])
        let start = bytes.index(colon, offsetBy: 3)
        let end = bytes[start...].firstIndex(of: ASCII.hash) ?? bytes.endIndex
        let queryStart = bytes[start..<end].firstIndex(of: ASCII.question)
        var path = text[start..<(queryStart ?? end)]
        if scheme == "https", !hosts.isEmpty {
            let authority = path[..<(path.utf8.firstIndex(of: ASCII.slash) ?? path.endIndex)]
            guard try Self.host(of: authority).map(hosts.contains) == true else {
                throw RoutingError(.unknownHost, reason: "'\(authority)' is not a declared host")
            }
            path = path[authority.endIndex...]
        } else if !schemes.contains(scheme) {
            throw RoutingError(.unsupportedScheme, reason: "scheme '\(scheme)' is not declared")
        }
        let maximumBytes = DeepLinkLimits.maximumPathBytes
        guard path.utf8.count <= maximumBytes else {
            throw RoutingError(.pathTooLong, reason: "path longer than \(maximumBytes) bytes")
        }
        let parts = Self.split(path, at: ASCII.slash)
        guard parts.count <= DeepLinkLimits.maximumSegments else {
            throw RoutingError(
                .tooManySegments,
                reason: "more than \(DeepLinkLimits.maximumSegments) path segments"
            )
        }
        var segments: [String] = []
        segments.reserveCapacity(parts.count)
        for part in parts {
            segments.append(try PercentEncoding.decode(part))
        }
        self.segments = segments
        if let queryStart {
            self.query = try Self.queryItems(text[bytes.index(after: queryStart)..<end])
        } else {
            self.query = [:]
        }
    }

    private enum ASCII {
        static let colon = UInt8(ascii: ":")
        static let hash = UInt8(ascii: "#")
        static let question = UInt8(ascii: "?")
        static let slash = UInt8(ascii: "/")
        static let ampersand = UInt8(ascii: "&")
        static let equals = UInt8(ascii: "=")
    }

    /// The non-empty pieces between separators.
    private static func split(_ text: Substring, at separator: UInt8) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var index = start
        let bytes = text.utf8
        while index < text.endIndex {
            if bytes[index] == separator {
                if start < index { parts.append(text[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }

    private static func queryItems(_ query: Substring) throws(RoutingError) -> [String: String] {
        var items: [String: String] = [:]
        for item in split(query, at: ASCII.ampersand) {
            let equals = item.utf8.firstIndex(of: ASCII.equals)
            let key = try PercentEncoding.decode(item[..<(equals ?? item.endIndex)])
            var value = ""
            if let equals {
                value = try PercentEncoding.decode(item[item.utf8.index(after: equals)...])
            }
            if items[key] == nil { items[key] = value }
        }
        return items
    }

    /// The lowercased host of an authority; `nil` for an empty one.
    /// - Throws: `malformedURL` for userinfo (`user@host`) or a port that is not a number.
    private static func host(of authority: Substring) throws(RoutingError) -> String? {
        guard !authority.utf8.contains(UInt8(ascii: "@")) else {
            throw RoutingError(.malformedURL, reason: "userinfo is not allowed in a link")
        }
        guard let colon = authority.utf8.firstIndex(of: ASCII.colon) else {
            return authority.isEmpty ? nil : lowercased(authority)
        }
        let port = authority.utf8[authority.utf8.index(after: colon)...]
        guard (1...5).contains(port.count), port.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw RoutingError(.malformedURL, reason: "the port is not a number")
        }
        return colon == authority.startIndex ? nil : lowercased(authority[..<colon])
    }

    /// Links are usually lowercase already: skip the Unicode case mapping then.
    private static func lowercased(_ text: Substring) -> String {
        text.utf8.contains { (0x41...0x5A).contains($0) || $0 >= 0x80 }
            ? text.lowercased() : String(text)
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        let isLetter = { (byte: UInt8) in (0x61...0x7A).contains(byte | 0x20) }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }
}
