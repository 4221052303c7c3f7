/// Why a deep link could not be resolved, generated or registered.
///
/// Analytics gets these codes, never the URL; the error's reason may quote the offending
/// part of the link.
extension RoutingError.Code {
    /// The text is not a URL (no `scheme://`, a space or control character, userinfo, a bad port).
    public static let malformedURL = Self(rawValue: "malformed_url")
    /// The scheme is neither a declared custom scheme nor `https`.
    public static let unsupportedScheme = Self(rawValue: "unsupported_scheme")
    /// An `https` link whose host is not a declared universal-link host.
    public static let unknownHost = Self(rawValue: "unknown_host")
    /// The encoded path is longer than 2,048 bytes (percent-encoded, as received).
    public static let pathTooLong = Self(rawValue: "path_too_long")
    /// The query is longer than 2,048 bytes once percent-encoded as a canonical link writes
    /// it (each byte other than letters, digits, `-._~`, `&`, `=` and escapes counting three).
    public static let queryTooLong = Self(rawValue: "query_too_long")
    /// The path has more than 32 segments.
    public static let tooManySegments = Self(rawValue: "too_many_segments")
    /// A `%` not followed by two hex digits, or bytes that are not UTF-8 once decoded.
    public static let badPercentEncoding = Self(rawValue: "bad_percent_encoding")
    /// No registered pattern has the link's shape.
    public static let noMatch = Self(rawValue: "no_match")
    /// A pattern has the link's shape but a value does not convert to its placeholder's type.
    public static let unconvertibleValue = Self(rawValue: "unconvertible_value")
    /// A pattern has the link's shape but a required query item is absent.
    public static let missingQueryItem = Self(rawValue: "missing_query_item")
    /// A parameter is absent or of the wrong type, or cannot be written into a URL.
    public static let invalidParameter = Self(rawValue: "invalid_parameter")
    /// No registered pattern turns this route into a URL that resolves back to it.
    public static let unroutable = Self(rawValue: "unroutable")
    /// A template breaks the template syntax.
    public static let invalidTemplate = Self(rawValue: "invalid_template")
    /// A template names a converter the table does not know.
    public static let unknownConverter = Self(rawValue: "unknown_converter")
    /// A converter's name is malformed, built in, or already registered.
    public static let invalidConverter = Self(rawValue: "invalid_converter")
    /// A pattern has the same shape as one already registered.
    public static let ambiguousPattern = Self(rawValue: "ambiguous_pattern")
    /// An apple-app-site-association file was asked for without an app ID, or for one that is
    /// not `TEAMID.bundle.identifier` (a team ID of ten letters and digits: not a placeholder).
    public static let invalidAppID = Self(rawValue: "invalid_app_id")
    /// A pending link waited longer than its window and was dropped.
    public static let expired = Self(rawValue: "expired")
    /// A pending link was dropped because the user signed out.
    public static let signedOut = Self(rawValue: "signed_out")
}
