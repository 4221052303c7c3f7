/// The lines typed in this session, newest last, walked with up and down as a shell does.
/// Kept in memory only: nothing typed is written to disk.
///
/// Walking up from the line being typed keeps it as a draft; walking back down past the
/// newest entry returns it.
///
/// ```swift
/// var history = History()
/// history.record("state")
/// history.older(than: "he")  // "state"
/// history.newer()            // "he"
/// ```
package struct History: Equatable, Sendable {
    /// The entries, oldest first.
    package private(set) var entries: [String] = []
    /// The entry shown, or `entries.count` for the draft.
    private var position = 0
    private var draft = ""
    private let limit: Int

    /// - Parameter limit: how many entries are kept; the oldest go first.
    package init(limit: Int = 500) {
        self.limit = max(1, limit)
    }

    /// Adds a submitted line, unless it is blank or repeats the newest entry, and goes back
    /// to a fresh draft.
    package mutating func record(_ line: String) {
        if !line.allSatisfy(\.isWhitespace) && entries.last != line {
            entries.append(line)
            if entries.count > limit { entries.removeFirst(entries.count - limit) }
        }
        restart()
    }

    /// Goes back to a fresh draft without recording anything (a discarded line).
    package mutating func restart() {
        position = entries.count
        draft = ""
    }

    /// The entry before the one shown; nil at the oldest.
    /// - Parameter current: the line as it is now, kept as the draft when leaving it.
    package mutating func older(than current: String) -> String? {
        guard position > 0 else { return nil }
        if position == entries.count { draft = current }
        position -= 1
        return entries[position]
    }

    /// The entry after the one shown, or the draft past the newest; nil at the draft.
    package mutating func newer() -> String? {
        guard position < entries.count else { return nil }
        position += 1
        return position == entries.count ? draft : entries[position]
    }
}
