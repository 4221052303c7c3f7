/// Something put right on the way, for the caller to report: a mode set back, a bad path
/// moved out of the way.
public enum FileNotice: Hashable, Sendable, CustomStringConvertible {
    /// The mode of `path` was `from` and is now `to` (0600 for a file, 0700 for a folder).
    case modeRestored(path: String, from: Int, to: Int)
    /// A bad path was moved to `to` (`NAME.corrupt`, `NAME.corrupt-1`, ...) and a fresh one
    /// started.
    case setAside(FileProblem, to: String)

    public var description: String {
        switch self {
        case .modeRestored(let path, let from, let to):
            "\(path) had mode \(Self.octal(from)); set back to \(Self.octal(to))"
        case .setAside(let problem, let to):
            "\(problem.reason); it was moved to \(to) and starts afresh"
        }
    }

    private static func octal(_ mode: Int) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
