/// An incoming link taken apart in one pass over its UTF-8 bytes, without copying them: its
/// path segments are ranges of the link's bytes (of a buffer of decoded bytes when a segment
/// holds a percent-escape), and its query is read item by item when a pattern asks for one.
///
/// Parsed by hand rather than with `URLComponents` so each kind of bad input gets its own
/// error code and `%2F` inside a segment stays part of that segment. Every delimiter is ASCII,
/// so walking bytes is exact; the bytes of a `String` are valid UTF-8, and so is any range
/// between two delimiters. An `IncomingLink` points into memory that lives only while
/// ``parse(_:schemes:hosts:_:)`` runs its body.
struct IncomingLink {
    /// The bytes the segment ranges index: the link's, or the decoded path's.
    private let storage: UnsafeBufferPointer<UInt8>
    private let ranges: UnsafeMutableBufferPointer<Range<Int>>
    /// The number of path segments.
    let count: Int
    /// The query's bytes (after `?`, before `#`), empty without one.
    let query: UnsafeBufferPointer<UInt8>

    /// The decoded bytes of path segment `index`.
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[ranges[index]])
    }

    /// Parses `link` and runs `body` with the result.
    /// - Parameters:
    ///   - link: the link's UTF-8 bytes, as received.
    ///   - schemes: the custom schemes (lowercased); their "host" is the first path segment.
    ///   - hosts: the universal-link hosts (lowercased), reached over `https` only.
    /// - Throws: `malformedURL`, `unsupportedScheme`, `unknownHost`, `pathTooLong`,
    ///   `queryTooLong`, `tooManySegments` or `badPercentEncoding`, checked in that order; or
    ///   what `body` throws.
    static func parse<Result>(
        _ link: UnsafeBufferPointer<UInt8>,
        schemes: Set<String>,
        hosts: Set<String>,
        _ body: (IncomingLink) throws(RoutingError) -> Result
    ) throws(RoutingError) -> Result {
        if let bad = link.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            let what = link[bad] == 0x20 ? "a space" : "a control character"
            throw RoutingError(
                .malformedURL,
                reason: "the link has \(what) at character \(bad - link.startIndex + 1): "
                    + "write it percent-encoded, a space as %20")
        }
        guard let colon = link.firstIndex(of: ASCII.colon), isScheme(link[..<colon]),
            link[colon...].starts(with: "://".utf8)
        else {
            throw RoutingError(
                .malformedURL, reason: "not a link: it does not start with 'scheme://'")
        }
        let scheme = link[..<colon]
        let start = colon + 3
        let end = link[start...].firstIndex(of: ASCII.hash) ?? link.endIndex
        let queryStart = link[start..<end].firstIndex(of: ASCII.question)
        var pathStart = start
        let pathEnd = queryStart ?? end
        if equalsIgnoringCase(scheme, "https"), !hosts.isEmpty {
            let authority = link[start..<pathEnd]
            let authorityEnd = authority.firstIndex(of: ASCII.slash) ?? pathEnd
            try checkHost(link[start..<authorityEnd], in: hosts)
            pathStart = authorityEnd
        } else if !schemes.contains(where: { equalsIgnoringCase(scheme, $0) }) {
            throw RoutingError(
                .unsupportedScheme, reason: "scheme '\(lowercased(scheme))' is not declared")
        }
        let maximumBytes = DeepLinkLimits.maximumPathBytes
        guard pathEnd - pathStart <= maximumBytes else {
            throw RoutingError(.pathTooLong, reason: "path longer than \(maximumBytes) bytes")
        }
        let query =
            queryStart.map { UnsafeBufferPointer(rebasing: link[($0 + 1)..<end]) }
            ?? UnsafeBufferPointer(rebasing: link[end..<end])
        let maximumQueryBytes = DeepLinkLimits.maximumQueryBytes
        guard canonicalLength(of: query) <= maximumQueryBytes else {
            throw RoutingError(
                .queryTooLong,
                reason: "query longer than \(maximumQueryBytes) bytes once percent-encoded")
        }
        let maximumSegments = DeepLinkLimits.maximumSegments
        return try withTemporaryAllocation(of: Range<Int>.self, capacity: maximumSegments) {
            ranges throws(RoutingError) in
            var count = 0
            var segmentStart = pathStart
            var escaped = false
            for index in pathStart...pathEnd where index == pathEnd || link[index] == ASCII.slash {
                if segmentStart < index {
                    guard count < maximumSegments else {
                        throw RoutingError(
                            .tooManySegments,
                            reason: "more than \(maximumSegments) path segments")
                    }
                    ranges[count] = segmentStart..<index
                    count += 1
                }
                segmentStart = index + 1
            }
            for range in ranges[..<count] where link[range].contains(ASCII.percent) {
                escaped = true
                try PercentEncoding.check(link[range])
            }
            try validateQuery(query)
            guard escaped else {
                return try body(
                    IncomingLink(storage: link, ranges: ranges, count: count, query: query))
            }
            // Decode every segment into one buffer, the ranges now indexing it.
            return try withTemporaryAllocation(of: UInt8.self, capacity: pathEnd - pathStart) {
                decoded throws(RoutingError) in
                var written = 0
                for index in 0..<count {
                    let first = written
                    written = PercentEncoding.decode(
                        link[ranges[index]], into: decoded, at: written)
                    ranges[index] = first..<written
                }
                return try body(
                    IncomingLink(
                        storage: UnsafeBufferPointer(decoded), ranges: ranges, count: count,
                        query: query))
            }
        }
    }

    /// The decoded value of the first query item named `key` (decoded), `nil` when absent.
    func queryValue(_ key: String) -> String? {
        for item in QueryItems(query) where PercentEncoding.decodedEquals(item.key, key.utf8) {
            return item.value.map(PercentEncoding.decodedString) ?? ""
        }
        return nil
    }

    /// The non-empty items of a query, `key=value` or `key` alone, still encoded.
    private struct QueryItems: Sequence, IteratorProtocol {
        private let query: UnsafeBufferPointer<UInt8>
        private var start: Int

        init(_ query: UnsafeBufferPointer<UInt8>) {
            self.query = query
            self.start = query.startIndex
        }

        mutating func next() -> (key: PercentEncoding.Encoded, value: PercentEncoding.Encoded?)? {
            while start < query.endIndex {
                let end = query[start...].firstIndex(of: ASCII.ampersand) ?? query.endIndex
                defer { start = end + 1 }
                guard start < end else { continue }
                let item = query[start..<end]
                guard let equals = item.firstIndex(of: ASCII.equals) else { return (item, nil) }
                return (item[..<equals], item[(equals + 1)...])
            }
            return nil
        }
    }

    private enum ASCII {
        static let colon = UInt8(ascii: ":")
        static let hash = UInt8(ascii: "#")
        static let question = UInt8(ascii: "?")
        static let slash = UInt8(ascii: "/")
        static let ampersand = UInt8(ascii: "&")
        static let equals = UInt8(ascii: "=")
        static let percent = UInt8(ascii: "%")
        static let at = UInt8(ascii: "@")
    }

    /// How long `query` is once percent-encoded as a canonical link writes it: a byte that
    /// stands for itself, a delimiter (`&`, `=`) or a byte of an escape counts one, any other
    /// byte three (`%XX`). Measured so, a query within the limit has a canonical link within it
    /// too, and the link ``DeepLinkTable/url(for:)`` makes resolves back.
    private static func canonicalLength(of query: UnsafeBufferPointer<UInt8>) -> Int {
        var length = 0
        for byte in query {
            let single =
                PercentEncoding.isUnreserved(byte) || byte == ASCII.ampersand
                || byte == ASCII.equals || byte == ASCII.percent
            length += single ? 1 : 3
        }
        return length
    }

    /// Every key and value of the query decodes: a link with a bad escape anywhere in its
    /// query is refused, whether or not its pattern reads that item.
    private static func validateQuery(_ query: UnsafeBufferPointer<UInt8>) throws(RoutingError) {
        guard query.contains(ASCII.percent) else { return }
        for item in QueryItems(query) {
            try PercentEncoding.check(item.key)
            if let value = item.value { try PercentEncoding.check(value) }
        }
    }

    /// Refuses an authority whose host is not one of `hosts`.
    /// - Throws: `malformedURL` for userinfo (`user@host`) or a port that is not a number,
    ///   `unknownHost` for any other host, or none.
    private static func checkHost(
        _ authority: Slice<UnsafeBufferPointer<UInt8>>, in hosts: Set<String>
    ) throws(RoutingError) {
        guard !authority.contains(ASCII.at) else {
            throw RoutingError(.malformedURL, reason: "userinfo is not allowed in a link")
        }
        var host = authority
        if let colon = authority.firstIndex(of: ASCII.colon) {
            let port = authority[(colon + 1)...]
            guard (1...5).contains(port.count), port.allSatisfy({ (0x30...0x39).contains($0) })
            else {
                throw RoutingError(.malformedURL, reason: "the port is not a number")
            }
            host = authority[..<colon]
        }
        guard !host.isEmpty, hosts.contains(where: { equalsIgnoringCase(host, $0) }) else {
            throw RoutingError(
                .unknownHost,
                reason: "'\(String(decoding: authority, as: UTF8.self))' is not a declared host")
        }
    }

    /// Whether `bytes`, lowercased, spell `lowercase` (already lowercased). ASCII letters are
    /// compared byte by byte; text beyond ASCII goes through Unicode's case mapping.
    private static func equalsIgnoringCase(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ lowercase: String
    ) -> Bool {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return lowercased(bytes) == lowercase }
        return bytes.elementsEqual(lowercase.utf8) { byte, other in
            ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == other
        }
    }

    private static func lowercased(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: bytes, as: UTF8.self).lowercased()
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let isLetter = { (byte: UInt8) in (0x61...0x7A).contains(byte | 0x20) }
        guard let first = text.first, isLetter(first) else { return false }
        return text.allSatisfy {
            isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }
}
