/// Why a deep link could not be resolved, generated or registered.
///
/// The ``code`` is stable and safe to report (analytics gets the code, never the URL); the
/// ``reason`` is for people reading logs and may quote the offending part of the link.
///
/// ```swift
/// do { _ = try table.resolve("ftp://items/1") }
/// catch { print(error.code) }  // unsupported_scheme
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, machine-readable error kind. Extensible: a feature may declare its own
    /// codes with ``init(rawValue:)`` for values its route closure refuses.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as written in logs and analytics (`snake_case`).
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's raw value.
        public var description: String { rawValue }

        /// The text is not a URL (no `scheme://`, a space or control character, userinfo, a bad port).
        public static let malformedURL = Code(rawValue: "malformed_url")
        /// The scheme is neither a declared custom scheme nor `https`.
        public static let unsupportedScheme = Code(rawValue: "unsupported_scheme")
        /// An `https` link whose host is not a declared universal-link host.
        public static let unknownHost = Code(rawValue: "unknown_host")
        /// The encoded path is longer than 2,048 bytes (percent-encoded, as received).
        public static let pathTooLong = Code(rawValue: "path_too_long")
        /// The path has more than 32 segments.
        public static let tooManySegments = Code(rawValue: "too_many_segments")
        /// A `%` not followed by two hex digits, or bytes that are not UTF-8 once decoded.
        public static let badPercentEncoding = Code(rawValue: "bad_percent_encoding")
        /// No registered pattern has the link's shape.
        public static let noMatch = Code(rawValue: "no_match")
        /// A pattern has the link's shape but a value does not convert to its placeholder's type.
        public static let unconvertibleValue = Code(rawValue: "unconvertible_value")
        /// A pattern has the link's shape but a required query item is absent.
        public static let missingQueryItem = Code(rawValue: "missing_query_item")
        /// A parameter is absent or of the wrong type, or cannot be written into a URL.
        public static let invalidParameter = Code(rawValue: "invalid_parameter")
        /// No registered pattern turns this route into a URL that resolves back to it.
        public static let unroutable = Code(rawValue: "unroutable")
        /// A template breaks the template syntax.
        public static let invalidTemplate = Code(rawValue: "invalid_template")
        /// A template names a converter the table does not know.
        public static let unknownConverter = Code(rawValue: "unknown_converter")
        /// A converter's name is malformed, built in, or already registered.
        public static let invalidConverter = Code(rawValue: "invalid_converter")
        /// A pattern has the same shape as one already registered.
        public static let ambiguousPattern = Code(rawValue: "ambiguous_pattern")
        /// A pending link waited longer than its window and was dropped.
        public static let expired = Code(rawValue: "expired")
        /// A pending link was dropped because the user signed out.
        public static let signedOut = Code(rawValue: "signed_out")
    }

    /// What went wrong, as a stable code.
    public let code: Code
    /// What went wrong, for a person.
    public let reason: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: the stable kind.
    ///   - reason: a human explanation.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// `code: reason`.
    public var description: String { "\(code.rawValue): \(reason)" }
}
