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
/// ```swift
/// let analytics = JSONLinesFileAnalytics(fileURL: stateDirectory.appending(path: "events.jsonl"))
/// analytics.track(.screenViewed("home"))
/// ```
public final class JSONLinesFileAnalytics: AnalyticsClient {
    private let fileURL: URL
    private let now: @Sendable () -> Date
    private let onError: @Sendable (AnalyticsSinkError) -> Void
    /// The open file, or nil until the first event (or after a failure, to retry).
    private let descriptor = Mutex<Int32?>(nil)

    /// Creates a client writing to `fileURL`. Nothing touches the disk until the first event.
    /// - Parameters:
    ///   - fileURL: the file to append to.
    ///   - now: the clock stamped on each line.
    ///   - onError: told about each event that could not be written, and about a bad file
    ///     set aside or a mode set back; ignores them by default.
    public init(
        fileURL: URL,
        now: @escaping @Sendable () -> Date = { Date() },
        onError: @escaping @Sendable (AnalyticsSinkError) -> Void = { _ in }
    ) {
        self.fileURL = fileURL
        self.now = now
        self.onError = onError
    }

    deinit {
        descriptor.withLock { fd in
            if let fd { close(fd) }
        }
    }

    /// Appends the event as one line, or reports why it could not.
    public func track(_ event: AnalyticsEvent) {
        var notices: [AnalyticsSinkError] = []
        do {
            let line = try encode(event)
            try descriptor.withLock { fd throws(AnalyticsSinkError) in
                try append(line, to: &fd, notices: &notices)
            }
        } catch {
            notices.append(error)
        }
        // Outside the lock, so a handler that tracks an event cannot deadlock.
        for notice in notices { onError(notice) }
    }

    private struct Line: Encodable {
        let name: String
        let properties: [String: String]
        let time: String
    }

    private func encode(_ event: AnalyticsEvent) throws(AnalyticsSinkError) -> Data {
        let time = now().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(
                Line(name: event.name, properties: event.properties, time: time))
            data.append(UInt8(ascii: "\n"))
            return data
        } catch {
            throw AnalyticsSinkError(
                .cannotEncode, reason: "Cannot encode event \(event.name): \(error)")
        }
    }

    /// Writes `line`, opening the file first if needed; closes it again on failure.
    private func append(
        _ line: Data, to fd: inout Int32?, notices: inout [AnalyticsSinkError]
    ) throws(AnalyticsSinkError) {
        let handle: Int32
        if let open = fd {
            handle = open
        } else {
            handle = try openFile(notices: &notices)
            fd = handle
        }
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
        guard let code else { return }
        close(handle)
        fd = nil
        throw AnalyticsSinkError(
            .cannotWrite, reason: "Cannot write to \(fileURL.path): \(Self.describe(code))")
    }

    private func openFile(notices: inout [AnalyticsSinkError]) throws(AnalyticsSinkError)
        -> Int32
    {
        let directory = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw AnalyticsSinkError(
                .cannotCreateDirectory, reason: "Cannot create \(directory.path): \(error)")
        }
        do {
            return try StateFileAppender.open(fileURL.path) { notice in
                switch notice {
                case .setAside: notices.append(AnalyticsSinkError(.setAside, reason: "\(notice)"))
                case .modeRestored:
                    notices.append(AnalyticsSinkError(.modeRestored, reason: "\(notice)"))
                }
            }
        } catch {
            throw AnalyticsSinkError(.cannotOpenFile, reason: "Cannot open: \(error.reason)")
        }
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
