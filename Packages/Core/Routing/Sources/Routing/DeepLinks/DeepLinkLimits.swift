/// Bounds on incoming links, so hostile input costs little and cannot exhaust anything.
enum DeepLinkLimits {
    /// Longest accepted path, in bytes as received (percent-encoded).
    static let maximumPathBytes = 2048
    /// Longest accepted query (after `?`, before `#`), in bytes once percent-encoded as a
    /// canonical link writes it: like the path, so a query cannot carry more to the backend
    /// or the saved files than a path can, and a link accepted has a canonical link accepted.
    static let maximumQueryBytes = 2048
    /// Most path segments in a link or a template.
    static let maximumSegments = 32
}
