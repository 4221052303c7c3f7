import Backend
import Foundation
import FuzzSupport

/// What must hold for any bytes the loopback server reads as a request head:
///
/// - parsing never crashes; a refusal is a 400 `bad_request`, a 431 `header_too_large` for
///   more than `LoopbackHTTPServer.maxHeaderFields` fields, or a 413 `payload_too_large` for
///   the body length;
/// - a head that parses is well formed: a token method, a path starting with `/`, header
///   names that are tokens, one field per name whatever its case, values without line ends
///   or surrounding blanks, each found by `header(_:)`;
/// - written again canonically (target percent-encoded, one line per field), it parses to the
///   same head;
/// - a body length is between 0 and `LoopbackHTTPServer.maxBodyBytes`, and a
///   `Transfer-Encoding` is refused.
///
/// Like the server, a head ends at the first blank line (`CRLF CRLF`); bytes without one are
/// parsed whole.
enum RequestHeadProperties {
    static func check(_ bytes: [UInt8]) {
        let terminator = Array("\r\n\r\n".utf8)
        let end = bytes.firstRange(of: terminator)?.lowerBound ?? bytes.endIndex
        let head: RequestHead
        do {
            head = try RequestHead(bytes[..<end])
        } catch {
            let fields = bytes[..<end].split(separator: 0x0A, omittingEmptySubsequences: false)
            let tooMany =
                error.code == "header_too_large"
                && fields.count > LoopbackHTTPServer.maxHeaderFields
            Property.require(
                (error.status == 400 && error.code == "bad_request") || tooMany,
                "refused with \(error)")
            return
        }
        checkWellFormed(head)
        checkRewritten(head)
        checkBodyLength(head)
    }

    private static func checkWellFormed(_ head: RequestHead) {
        Property.require(isToken(head.method.rawValue), "the method \(head.method)")
        Property.require(head.path.hasPrefix("/"), "the path \(head.path)")
        let names = head.headers.keys.map { $0.lowercased() }
        Property.require(Set(names).count == names.count, "a field twice: \(head.headers.keys)")
        for (name, value) in head.headers {
            Property.require(isToken(name), "the field name \(name)")
            Property.require(
                !value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" },
                "\(name) holds a line end")
            // A repeated field whose later value is empty ends with ", ", as RFC 9110 merges.
            Property.require(
                value.unicodeScalars.first.map(isBlank) != true
                    && (value.hasSuffix(", ") || value.unicodeScalars.last.map(isBlank) != true),
                "\(name): '\(value)' is not trimmed")
            Property.require(head.header(name.lowercased()) == value, "header(\(name)) misses")
        }
    }

    private static func checkRewritten(_ head: RequestHead) {
        var target = encoded(head.path, keeping: "/")
        let items = head.queryItems.map { item in
            encoded(item.name) + (item.value.map { "=" + encoded($0) } ?? "")
        }
        if !items.isEmpty { target += "?" + items.joined(separator: "&") }
        var lines = ["\(head.method.rawValue) \(target) HTTP/1.1"]
        for (name, value) in head.headers.sorted(by: { $0.key < $1.key }) {
            lines += fieldValues(value).map { "\(name): \($0)" }
        }
        let text = lines.joined(separator: "\r\n")
        do {
            let again = try RequestHead(ArraySlice(text.utf8))
            Property.require(
                again.method == head.method && again.path == head.path
                    && again.queryItems == head.queryItems && again.headers == head.headers,
                "written again as \(text), parses to something else")
        } catch {
            Property.require(false, "written again as \(text), refused with \(error)")
        }
    }

    /// The lines that give `value`: one, and an empty one for each empty value merged last.
    private static func fieldValues(_ value: String) -> [String] {
        var first = value
        var empties: [String] = []
        while first.hasSuffix(", ") {
            first.removeLast(2)
            empties.append("")
        }
        return [first] + empties
    }

    private static func checkBodyLength(_ head: RequestHead) {
        do {
            let length = try head.bodyLength()
            Property.require(
                (0...LoopbackHTTPServer.maxBodyBytes).contains(length), "a body of \(length)")
            Property.require(head.header("transfer-encoding") == nil, "took a Transfer-Encoding")
        } catch {
            Property.require(
                (error.status == 400 && error.code == "bad_request")
                    || (error.status == 413 && error.code == "payload_too_large"),
                "body length refused with \(error)")
        }
    }

    /// Percent-encodes every byte but RFC 3986's unreserved characters and `keeping`.
    private static func encoded(_ text: String, keeping kept: Character? = nil) -> String {
        let keptByte = kept.flatMap(\.asciiValue)
        var result = ""
        for byte in text.utf8 {
            let isUnreserved =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte) || "-._~".utf8.contains(byte)
            if isUnreserved || byte == keptByte {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%"
                result.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                result.unicodeScalars.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return result
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    /// RFC 9110's token characters.
    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                    || (0x61...0x7A).contains(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
