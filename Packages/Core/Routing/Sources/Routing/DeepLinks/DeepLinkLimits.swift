/// Bounds on incoming links, so hostile input costs little and cannot exhaust anything.
enum DeepLinkLimits {
    /// Longest accepted path, in bytes as received (percent-encoded).
    static let maximumPathBytes = 2048
    /// Most path segments in a link or a template.
    static let maximumSegments = 32
}
