/// A platform version such as `18.0` or `10.15`, compared component by component.
struct PlatformVersion: Comparable, CustomStringConvertible {
    /// The components, without trailing zeros beyond the first: `18.0` is `[18]`.
    let components: [Int]

    init(_ components: Int...) {
        self.init(components: components)
    }

    /// Reads `18.0`, `10.15` or `2`; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.init(components: parts.compactMap { $0 })
    }

    private init(components: [Int]) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.components = trimmed
    }

    /// `18`, `10.15`.
    var description: String { components.map(String.init).joined(separator: ".") }

    static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        for (left, right) in zip(lhs.components, rhs.components) where left != right {
            return left < right
        }
        return lhs.components.count < rhs.components.count
    }
}
