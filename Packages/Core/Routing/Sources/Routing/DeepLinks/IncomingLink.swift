/// An incoming link taken apart: its decoded path segments and its query.
///
/// Read by hand rather than with `URLComponents`, so that each kind of bad input gets its own
/// error code and `%2F` inside a segment stays part of that segment. Every delimiter is ASCII.
struct IncomingLink {
    /// The path segments, percent-decoded; empty segments (`a//b`, a trailing `/`) left out.
    let segments: [Substring]
    /// The query's items (after `?`, before `#`), each `key=value` or `key`, still encoded.
    private let query: [Substring]

    /// Reads `link`.
    /// - Parameters:
    ///   - schemes: the custom schemes (lowercased); their "host" is the first path segment.
    ///   - hosts: the universal-link hosts (lowercased), reached over `https` only.
    /// - Throws: `malformedURL`, `unsupportedScheme`, `unknownHost`, `pathTooLong`,
    ///   `tooManySegments` or `badPercentEncoding`, checked in that order.
    init(_ link: String, schemes: Set<String>, hosts: Set<String>) throws(RoutingError) {
        if let bad = link.unicodeScalars.firstIndex(where: { $0.value <= 0x20 || $0.value == 0x7F })
        {
            let what = link.unicodeScalars[bad] == " " ? "a space" : "a control character"
            let position = link.unicodeScalars.distance(from: link.startIndex, to: bad) + 1
            throw RoutingError(
                .malformedURL,
                reason: "the link has \(what) at character \(position): "
                    + "write it percent-encoded, a space as %20")
        }
        guard let separator = link.firstRange(of: "://"),
            Self.isScheme(link[..<separator.lowerBound])
        else {
            throw RoutingError(
                .malformedURL, reason: "not a link: it does not start with 'scheme://'")
        }
        let scheme = link[..<separator.lowerBound].lowercased()
        var path = Self.before("#", in: link[separator.upperBound...])
        let query = path.utf8.firstIndex(of: UInt8(ascii: "?")).map { path[$0...].dropFirst() }
        path = Self.before("?", in: path)
        if scheme == "https", !hosts.isEmpty {
            let authority = Self.before("/", in: path)
            try Self.checkHost(authority, in: hosts)
            path = path[authority.endIndex...]
        } else if !schemes.contains(scheme) {
            throw RoutingError(.unsupportedScheme, reason: "scheme '\(scheme)' is not declared")
        }
        guard path.utf8.count <= DeepLinkLimits.maximumPathBytes else {
            throw RoutingError(
                .pathTooLong, reason: "path longer than \(DeepLinkLimits.maximumPathBytes) bytes")
        }
        let segments = Self.split(path, at: "/")
        guard segments.count <= DeepLinkLimits.maximumSegments else {
            throw RoutingError(
                .tooManySegments,
                reason: "more than \(DeepLinkLimits.maximumSegments) path segments")
        }
        self.segments = try segments.map { segment throws(RoutingError) in
            try PercentEncoding.decode(segment)
        }
        self.query = query.map { Self.split($0, at: "&") } ?? []
        // A bad escape anywhere in the query refuses the link, whether a pattern reads it or not.
        for item in self.query {
            _ = try PercentEncoding.decode(Self.before("=", in: item))
            _ = try Self.value(of: item)
        }
    }

    /// The decoded value of the first query item named `key` (decoded), `nil` when absent.
    func queryValue(_ key: String) -> Substring? {
        let item = query.first {
            (try? PercentEncoding.decode(Self.before("=", in: $0))) == Substring(key)
        }
        return item.flatMap { try? Self.value(of: $0) }
    }

    /// The decoded value of a query item: after its first `=`, empty without one.
    private static func value(of item: Substring) throws(RoutingError) -> Substring {
        try PercentEncoding.decode(
            item.utf8.firstIndex(of: UInt8(ascii: "=")).map { item[$0...].dropFirst() } ?? "")
    }

    /// `text` up to its first `delimiter` (ASCII), or whole.
    private static func before(_ delimiter: Unicode.Scalar, in text: Substring) -> Substring {
        text[..<(text.utf8.firstIndex(of: UInt8(ascii: delimiter)) ?? text.endIndex)]
    }

    /// The non-empty pieces of `text` between `delimiter`s (ASCII), split on bytes, so that a
    /// combining mark after a delimiter does not hide it.
    private static func split(_ text: Substring, at delimiter: Unicode.Scalar) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: delimiter) {
            if start < index { pieces.append(text[start..<index]) }
            start = text.utf8.index(after: index)
        }
        if start < text.endIndex { pieces.append(text[start...]) }
        return pieces
    }

    /// Refuses an authority whose host is not one of `hosts`.
    /// - Throws: `malformedURL` for userinfo (`user@host`) or a port that is not a number,
    ///   `unknownHost` for any other host, or none.
    private static func checkHost(_ authority: Substring, in hosts: Set<String>)
        throws(RoutingError)
    {
        guard !authority.utf8.contains(UInt8(ascii: "@")) else {
            throw RoutingError(.malformedURL, reason: "userinfo is not allowed in a link")
        }
        let host = before(":", in: authority)
        let port = authority[host.endIndex...].utf8.dropFirst()
        guard
            host.endIndex == authority.endIndex
                || (1...5).contains(port.count) && port.allSatisfy({ (0x30...0x39).contains($0) })
        else {
            throw RoutingError(.malformedURL, reason: "the port is not a number")
        }
        guard hosts.contains(host.lowercased()) else {
            throw RoutingError(.unknownHost, reason: "'\(authority)' is not a declared host")
        }
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
