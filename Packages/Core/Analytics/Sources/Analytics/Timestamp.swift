#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment in UTC as ISO 8601 writes it, what analytics lines and saved navigation stamp
/// themselves with.
///
/// Written from `gmtime_r` rather than by Foundation's ISO 8601 style, which loads ICU's time
/// zones the first time it is used: about 1 ms of a returning user's launch, which writes both.
///
/// ```swift
/// Timestamp.utc(secondsSince1970: 0)                         // "1970-01-01T00:00:00Z"
/// Timestamp.utc(secondsSince1970: 0.25, milliseconds: true)  // "1970-01-01T00:00:00.250Z"
/// Timestamp.utc(secondsSince1970: date.timeIntervalSince1970)
/// ```
public enum Timestamp {
    /// The moment `secondsSince1970` after 1970-01-01 00:00 UTC (a `Date`'s
    /// `timeIntervalSince1970`), to the second (`2025-01-31T09:30:00Z`) or to the millisecond
    /// (`2025-01-31T09:30:00.000Z`), as Foundation's `Date.ISO8601FormatStyle` writes it.
    public static func utc(secondsSince1970 interval: Double, milliseconds: Bool = false)
        -> String
    {
        let whole = interval.rounded(.down)
        var seconds = time_t(whole)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let fraction =
            milliseconds ? "." + digits(min(Int32((interval - whole) * 1000), 999), 3) : ""
        return digits(parts.tm_year + 1900, 4) + "-" + digits(parts.tm_mon + 1, 2) + "-"
            + digits(parts.tm_mday, 2) + "T" + digits(parts.tm_hour, 2) + ":"
            + digits(parts.tm_min, 2) + ":" + digits(parts.tm_sec, 2) + fraction + "Z"
    }

    /// `value` in at least `count` digits, zeros first.
    private static func digits(_ value: Int32, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
