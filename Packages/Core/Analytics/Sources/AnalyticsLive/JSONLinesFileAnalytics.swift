public import Analytics
import FileSafety
public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An analytics client that appends one JSON object per line to a file.
///
/// Each line is `{"name":…,"properties":{…},"time":"2025-01-31T09:30:00.000Z"}`, so the file
/// can be read with any JSON-lines tool. The file and any missing directory are created
/// readable and writable by their owner only (0600 and 0700). Safe to call from any thread;
/// lines never interleave. A failure never escapes `track`: it goes to `onError` and the
/// next event tries again.
///
/// The file is opened once, at the first event, never through a symbolic link and only if
/// it is a regular file under 4 MiB (FileSafety): anything else there is moved aside as
/// `NAME.corrupt` (or `.corrupt-1`, ...) and a fresh file started, and a loose mode is set
/// back to 0600; both are told to `onError` as notices (`.setAside`, `.modeRestored`).
///
/// A file is never written past `maximumBytes` (4 MiB by default, so it always opens
/// again): the line that would take it over starts a fresh file, the full one kept as
/// `NAME.1` in place of the one kept before. At most two files' worth of events stay on
/// disk, the newest last in `NAME`. (Should `NAME.1` be something that cannot be replaced,
/// such as a folder, it is set aside first, with a `.setAside` notice.)
///
/// ```swift
/// let analytics = JSONLinesFileAnalytics(fileURL: stateDirectory.appending(path: "events.jsonl"))
/// analytics.track(.screenViewed("home"))
/// ```
public final class JSONLinesFileAnalytics: AnalyticsClient {
    /// The most a file holds by default: the most a state file may hold to be opened.
    public static let defaultMaximumBytes = FileLimits.maximumSize

    /// The file's path and its folder's, made once: a URL makes them anew at every ask.
    private let path: String
    private let directory: URL
    private let maximumBytes: Int
    private let now: @Sendable () -> Date
    private let onError: @Sendable (AnalyticsSinkError) -> Void
    /// The open file and its size, or nil until the first event (or after a failure, to
    /// retry).
    private let file = Mutex<OpenFile?>(nil)

    private struct OpenFile {
        let descriptor: Int32
        var size: Int
    }

    /// Creates a client writing to `fileURL`, starting a fresh file past
    /// ``defaultMaximumBytes``. Nothing touches the disk until the first event.
    /// - Parameters:
    ///   - fileURL: the file to append to.
    ///   - now: the clock stamped on each line.
    ///   - onError: told about each event that could not be written, and about a bad file
    ///     set aside or a mode set back; ignores them by default.
    public convenience init(
        fileURL: URL,
        now: @escaping @Sendable () -> Date = { Date() },
        onError: @escaping @Sendable (AnalyticsSinkError) -> Void = { _ in }
    ) {
        self.init(
            fileURL: fileURL, maximumBytes: Self.defaultMaximumBytes, now: now, onError: onError)
    }

    /// Creates a client writing to `fileURL`. Nothing touches the disk until the first event.
    /// - Parameters:
    ///   - fileURL: the file to append to.
    ///   - maximumBytes: the size past which a fresh file is started, the full one kept as
    ///     `NAME.1`.
    ///   - now: the clock stamped on each line.
    ///   - onError: told about each event that could not be written, and about a bad file
    ///     set aside or a mode set back; ignores them by default.
    public init(
        fileURL: URL,
        maximumBytes: Int,
        now: @escaping @Sendable () -> Date = { Date() },
        onError: @escaping @Sendable (AnalyticsSinkError) -> Void = { _ in }
    ) {
        path = fileURL.path
        directory = fileURL.deletingLastPathComponent()
        self.maximumBytes = maximumBytes
        self.now = now
        self.onError = onError
    }

    deinit {
        file.withLock { file in
            if let file { close(file.descriptor) }
        }
    }

    /// Appends the event as one line, or reports why it could not.
    public func track(_ event: AnalyticsEvent) {
        var notices: [AnalyticsSinkError] = []
        let line = encode(event)
        do {
            try file.withLock { file throws(AnalyticsSinkError) in
                try append(line, to: &file, notices: &notices)
            }
        } catch {
            notices.append(error)
        }
        // Outside the lock, so a handler that tracks an event cannot deadlock.
        for notice in notices { onError(notice) }
    }

    /// The event as one line of JSON, `{"name":…,"properties":{…},"time":…}`, the keys in
    /// order. Written here, not by `JSONEncoder`, which takes tens of microseconds an event.
    private func encode(_ event: AnalyticsEvent) -> Data {
        let time = Timestamp.utc(secondsSince1970: now().timeIntervalSince1970, milliseconds: true)
        var line = #"{"name":"#
        Self.append(quoted: event.name, to: &line)
        line += #","properties":{"#
        for (index, property) in event.properties.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { line += "," }
            Self.append(quoted: property.key, to: &line)
            line += ":"
            Self.append(quoted: property.value, to: &line)
        }
        line += #"},"time":"#
        Self.append(quoted: time, to: &line)
        line += "}\n"
        return Data(line.utf8)
    }

    /// Appends `text` as a JSON string: quoted, with `"`, `\` and the control characters
    /// escaped, the way `JSONEncoder` escapes them.
    private static func append(quoted text: String, to line: inout String) {
        line += "\""
        defer { line += "\"" }
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
            line += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": line += #"\""#
            case "\\": line += #"\\"#
            case "\n": line += #"\n"#
            case "\r": line += #"\r"#
            case "\t": line += #"\t"#
            case "\u{8}": line += #"\b"#
            case "\u{C}": line += #"\f"#
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                line += #"\u00"# + (hex.count == 1 ? "0" : "") + hex
            default: line.unicodeScalars.append(scalar)
            }
        }
    }

    /// Writes `line`, opening the file first if needed and starting a fresh one when the
    /// line would take it past `maximumBytes`; closes it again on failure.
    private func append(
        _ line: Data, to file: inout OpenFile?, notices: inout [AnalyticsSinkError]
    ) throws(AnalyticsSinkError) {
        var current: OpenFile
        if let open = file {
            current = open
        } else {
            current = try openCounted(notices: &notices)
            file = current
        }
        if current.size > 0, current.size + line.count > maximumBytes {
            close(current.descriptor)
            file = nil
            keepFullFile(notices: &notices)
            current = try openCounted(notices: &notices)
            file = current
        }
        let handle = current.descriptor
        let code = line.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = write(handle, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        guard let code else {
            file?.size += line.count
            return
        }
        close(handle)
        file = nil
        throw AnalyticsSinkError(
            .cannotWrite, reason: "Cannot write to \(path): \(Self.describe(code))")
    }

    /// Opens the file for appending, with its size.
    private func openCounted(notices: inout [AnalyticsSinkError]) throws(AnalyticsSinkError)
        -> OpenFile
    {
        let descriptor = try openFile(notices: &notices)
        // Opened for appending: the end is the size.
        return OpenFile(descriptor: descriptor, size: max(0, Int(lseek(descriptor, 0, SEEK_END))))
    }

    private func openFile(notices: inout [AnalyticsSinkError]) throws(AnalyticsSinkError)
        -> Int32
    {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw AnalyticsSinkError(
                .cannotCreateDirectory, reason: "Cannot create \(directory.path): \(error)")
        }
        let descriptor: Int32
        do {
            descriptor = try StateFileAppender.open(path) { notice in
                switch notice {
                case .setAside: notices.append(AnalyticsSinkError(.setAside, reason: "\(notice)"))
                case .modeRestored:
                    notices.append(AnalyticsSinkError(.modeRestored, reason: "\(notice)"))
                }
            }
        } catch {
            throw AnalyticsSinkError(.cannotOpenFile, reason: "Cannot open: \(error.reason)")
        }
        // Events are the app's own log, which a restored device can do without.
        do {
            try FileProtection.excludeFromBackup(path)
        } catch {
            notices.append(AnalyticsSinkError(.cannotWrite, reason: error.reason))
        }
        return descriptor
    }

    /// Moves the full file to `NAME.1`, replacing what was there. Should that fail (`NAME.1`
    /// a folder, say), `NAME.1` is set aside and the move tried again, and failing that the
    /// full file itself is set aside: either way the next line starts a fresh file and no
    /// event is lost.
    private func keepFullFile(notices: inout [AnalyticsSinkError]) {
        let kept = path + ".1"
        guard rename(path, kept) != 0 else { return }
        if setAside(kept, notices: &notices), rename(path, kept) == 0 { return }
        _ = setAside(path, notices: &notices)
    }

    /// Moves what is at `path` aside, with a notice.
    /// - Returns: whether it moved.
    private func setAside(_ path: String, notices: inout [AnalyticsSinkError]) -> Bool {
        guard let aside = try? SetAside.move(path) else { return false }
        notices.append(
            AnalyticsSinkError(
                .setAside, reason: "\(path) could not be replaced: moved to \(aside)"))
        return true
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
