/// Cuts bytes into lines at LF, CRLF or CR, whichever a file uses (even mixed), fed in
/// chunks as they are read: a CR at the end of one chunk and an LF at the start of the next
/// are one line end. A line longer than its limit is cut one byte past it: what it holds
/// stays bounded, and it still reads as too long.
///
/// Works on bytes, not on `String`: Swift reads "\r\n" as one `Character`, so splitting a
/// string at "\n" leaves CRLF lines whole.
///
/// ```swift
/// var splitter = LineSplitter()
/// splitter.feed(Array("state\r\nhelp\r".utf8))  // ["state", "help"]
/// splitter.finish()                             // nil: nothing after the last line end
/// ```
package struct LineSplitter {
    private var pending: [UInt8] = []
    private var afterCarriageReturn = false
    private let limit: Int

    /// - Parameter limit: the most bytes of a line kept; a longer one is cut one byte past
    ///   it, so that it still reads as too long (``InputLimits/lineBytes`` by default).
    package init(limit: Int = InputLimits.lineBytes) {
        self.limit = limit
    }

    /// Adds `bytes`.
    /// - Returns: the lines they complete, without their line ends.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            let follows = afterCarriageReturn
            afterCarriageReturn = byte == Self.carriageReturn
            if follows && byte == Self.lineFeed { continue }
            if byte == Self.lineFeed || byte == Self.carriageReturn {
                lines.append(String(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
            } else if pending.count <= limit {
                pending.append(byte)
            }
        }
        return lines
    }

    /// Ends the input.
    /// - Returns: the last line when the input did not end with a line end.
    package mutating func finish() -> String? {
        defer { pending.removeAll() }
        return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
    }

    /// All the lines of `bytes`, as a file holds them.
    package static func lines(of bytes: some Sequence<UInt8>) -> [String] {
        var splitter = LineSplitter()
        let lines = splitter.feed(bytes)
        return lines + (splitter.finish().map { [$0] } ?? [])
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
