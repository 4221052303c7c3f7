/// The `// swift-tools-version:` of a manifest, and the two compiler flags SwiftPM derives
/// from it when it compiles the manifest: `-package-description-version` (which API the
/// manifest sees) and `-swift-version` (its language mode).
struct ManifestToolsVersion: Hashable, Comparable {
    let major: Int
    let minor: Int
    let patch: Int

    /// Reads the first line of a manifest, the only place SwiftPM reads it. Nil for anything
    /// that is not plainly `// swift-tools-version: X.Y[.Z]` (optionally followed by `;...`):
    /// such a manifest is left to SwiftPM, which knows every form and every error message.
    init?(manifest text: Substring) {
        guard let line = text.split(separator: "\n", omittingEmptySubsequences: false).first
        else { return nil }
        let prefix = "swift-tools-version:"
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard rest.lowercased().hasPrefix(prefix) else { return nil }
        rest = rest.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }
        let version = rest.prefix { $0 != ";" }.trimmingSuffix {
            $0 == " " || $0 == "\t" || $0 == "\r"
        }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(parts.count), let major = parts[0], let minor = parts[1],
            major >= 5
        else { return nil }
        let patch = parts.count == 3 ? parts[2] : 0
        guard let patch else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `-package-description-version`: the version with its patch, as SwiftPM writes it.
    var packageDescriptionVersion: String { "\(major).\(minor).\(patch)" }

    /// `-swift-version`: 5 for tools 5.x, 6 from tools 6.0 on.
    var languageMode: String { major >= 6 ? "6" : "5" }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
