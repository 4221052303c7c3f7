/// An incoming link taken apart over its UTF-8 bytes rather than by `URLComponents`, so that
/// each kind of bad input gets its own error code and `%2F` stays inside its segment (every
/// delimiter is ASCII, so splitting the bytes is exact).
///
/// A universal link (`https` on a declared host) is read as Apple's matching of the
/// apple-app-site-association file reads it, so that the app opens exactly the links the file
/// claims: its path as written, with no empty segment (`//`, a trailing `/`), each literal
/// segment and query key spelled as the table writes it (`%68ome` is not `home`). A
/// custom-scheme link is read leniently: empty segments are left out, escapes decoded.
struct IncomingLink {
    /// Bounds, so that hostile input costs little: the path as received and the query once
    /// percent-encoded as a canonical link writes it (so that an accepted link's canonical link
    /// is accepted too) at most 2,048 bytes; at most 32 path segments (in a template too).
    static let (maximumPathBytes, maximumQueryBytes, maximumSegments) = (2048, 2048, 32)
    /// The path segments, percent-decoded; empty ones (`a//b`, a trailing `/`) left out.
    let segments: [String]
    /// The query (after `?`, before `#`), still encoded.
    private let query: ArraySlice<UInt8>
    /// Whether it is a universal link, read as written (see the type's summary).
    private let isUniversal: Bool
    /// Bit `i` set: segment `i` of a universal link is not spelled as a written link spells
    /// its text, so no literal matches it (a placeholder still reads its value).
    private let respelled: UInt64

    /// Reads `link`, given the custom schemes (whose "host" is the first path segment) and the
    /// universal-link hosts (over `https` only), both lowercased.
    /// - Throws: `malformedURL`, `unsupportedScheme`, `unknownHost`, `pathTooLong`,
    ///   `queryTooLong`, `tooManySegments` or `badPercentEncoding`, checked in that order.
    init(_ link: String, schemes: [String], hosts: [String]) throws(RoutingError) {
        var bytes = Array(link.utf8)
        if let bad = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            let what = bytes[bad] == 0x20 ? "a space" : "a control character"
            let position = String(decoding: bytes[..<bad], as: UTF8.self).unicodeScalars.count
            throw RoutingError(
                .malformedURL,
                reason: "the link has \(what) at character \(position + 1): "
                    + "write it percent-encoded, a space as %20")
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), Self.isScheme(bytes[..<colon]),
            bytes[colon...].starts(with: [UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "/")])
        else {
            throw RoutingError(
                .malformedURL, reason: "not a link: it does not start with 'scheme://'")
        }
        for index in 0..<colon where (0x41...0x5A).contains(bytes[index]) {
            bytes[index] |= 0x20  // A-Z to a-z: the scheme compares without case
        }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self)
        let end = bytes[colon...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let question = bytes[colon..<end].firstIndex(of: UInt8(ascii: "?"))
        var path = (colon + 3)..<(question ?? end)
        isUniversal = scheme == "https" && !hosts.isEmpty
        if isUniversal {
            let authority = bytes[path].firstIndex(of: UInt8(ascii: "/")) ?? path.upperBound
            try Self.checkHost(bytes[path.lowerBound..<authority], in: hosts)
            path = authority..<path.upperBound
        } else if !schemes.contains(scheme) {
            throw RoutingError(.unsupportedScheme, reason: "scheme '\(scheme)' is not declared")
        }
        guard path.count <= Self.maximumPathBytes else {
            throw RoutingError(
                .pathTooLong, reason: "path longer than \(Self.maximumPathBytes) bytes")
        }
        query = question.map { bytes[($0 + 1)..<end] } ?? []
        // As the canonical link writes it: a byte that stands for itself, an escape's byte, `&`
        // and an item's first `=` count one; any other byte (a later `=` too) three, as `%XX`.
        var (encodedQuery, inValue) = (0, false)
        for byte in query {
            let isDelimiter = byte == UInt8(ascii: "&") || byte == UInt8(ascii: "=") && !inValue
            encodedQuery +=
                PercentEncoding.isUnreserved(byte) || byte == UInt8(ascii: "%") || isDelimiter
                ? 1 : 3
            inValue = byte != UInt8(ascii: "&") && (inValue || byte == UInt8(ascii: "="))
        }
        guard encodedQuery <= Self.maximumQueryBytes else {
            throw RoutingError(
                .queryTooLong,
                reason: "query longer than \(Self.maximumQueryBytes) bytes once percent-encoded")
        }
        var segments: [String] = []
        segments.reserveCapacity(Self.maximumSegments)
        var start = path.lowerBound
        for index in path.lowerBound...path.upperBound
        where index == path.upperBound || bytes[index] == UInt8(ascii: "/") {
            defer { start = index + 1 }
            guard start < index else {
                // A universal link's path is `/` or `/a/b`: its only empty segment is before
                // the leading `/`.
                guard !isUniversal || index == path.lowerBound || path.count == 1 else {
                    throw RoutingError(
                        .noMatch,
                        reason: "an https link's path has an empty segment ('//' or a trailing "
                            + "'/'), and universal links are matched as written")
                }
                continue
            }
            guard segments.count < Self.maximumSegments else {
                throw RoutingError(
                    .tooManySegments, reason: "more than \(Self.maximumSegments) path segments")
            }
            segments.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        // Only a segment with an escape is decoded, and only a universal link's segment with a
        // byte a written link escapes is spelled again: a copy of each costs more than this scan.
        var respelled: UInt64 = 0
        if isUniversal || bytes[path].contains(UInt8(ascii: "%")) {
            for index in segments.indices
            where !segments[index].utf8.allSatisfy(PercentEncoding.isUnreserved) {
                let written = segments[index]
                if written.utf8.contains(UInt8(ascii: "%")) {
                    segments[index] = try Self.decoded(written.utf8)
                }
                if isUniversal, PercentEncoding.encode(segments[index]) != written {
                    respelled |= 1 << index
                }
            }
        }
        self.segments = segments
        self.respelled = respelled
        // A bad escape anywhere in the query refuses the link, whether a pattern reads it or not.
        if query.contains(UInt8(ascii: "%")) { _ = try Self.decoded(query) }
    }

    /// Whether segment `index` may match a literal: a universal link's segment only as the
    /// table writes it.
    func matchesLiterals(_ index: Int) -> Bool {
        respelled & (1 << index) == 0
    }

    /// The decoded value of the first query item whose key is `key` (decoded, or as written
    /// in a universal link), `nil` when absent.
    func queryValue(_ key: String) -> String? {
        for item in query.split(separator: UInt8(ascii: "&")) {
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            let itemKey =
                isUniversal
                ? String(decoding: item[..<equals], as: UTF8.self)
                : try? Self.decoded(item[..<equals])
            if itemKey == key {
                return try? Self.decoded(item[equals...].dropFirst())
            }
        }
        return nil
    }

    /// - Throws: `badPercentEncoding` for a `%` that does not start two hex digits, or bytes
    ///   that are not UTF-8 once decoded.
    private static func decoded(_ bytes: some Collection<UInt8>) throws(RoutingError) -> String {
        guard let decoded = PercentEncoding.decode(bytes) else {
            throw RoutingError(
                .badPercentEncoding, reason: "'%' must start two hex digits of UTF-8 bytes")
        }
        return decoded
    }

    /// - Throws: `malformedURL` for userinfo (`user@host`) or a port that is not a number,
    ///   `unknownHost` for a host not in `hosts`, or none.
    private static func checkHost(_ authority: ArraySlice<UInt8>, in hosts: [String])
        throws(RoutingError)
    {
        guard !authority.contains(UInt8(ascii: "@")) else {
            throw RoutingError(.malformedURL, reason: "userinfo is not allowed in a link")
        }
        let host = authority.prefix { $0 != UInt8(ascii: ":") }
        let port = authority[host.endIndex...].dropFirst()
        guard
            host.endIndex == authority.endIndex
                || (1...5).contains(port.count) && port.allSatisfy({ (0x30...0x39).contains($0) })
        else { throw RoutingError(.malformedURL, reason: "the port is not a number") }
        guard hosts.contains(String(decoding: host, as: UTF8.self).lowercased()) else {
            let text = String(decoding: authority, as: UTF8.self)
            throw RoutingError(.unknownHost, reason: "'\(text)' is not a declared host")
        }
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: ArraySlice<UInt8>) -> Bool {
        let isLetter = { (byte: UInt8) in (0x61...0x7A).contains(byte | 0x20) }
        guard let first = text.first, isLetter(first) else { return false }
        return text.allSatisfy {
            isLetter($0) || (0x30...0x39).contains($0) || "+-.".utf8.contains($0)
        }
    }
}
