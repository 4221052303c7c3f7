/// Why a live analytics sink could not record an event, or what it put right on the way.
///
/// Sinks never throw out of `track`; they hand this to the error handler they were given.
public struct AnalyticsSinkError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Hashable, Sendable {
        /// The directory that should hold the file could not be created.
        case cannotCreateDirectory
        /// The file could not be opened or created.
        case cannotOpenFile
        /// Writing to the file failed.
        case cannotWrite
        /// The file was bad (a symbolic link, not a regular file, not openable, over 4 MiB):
        /// it was moved aside as `NAME.corrupt` (or `.corrupt-N`) and a fresh one started. A
        /// notice: the event was written.
        case setAside
        /// The file's mode was set back to 0600. A notice: the event was written.
        case modeRestored
    }

    /// What went wrong.
    public let code: Code
    /// A human explanation, naming the file and the system's reason.
    public let reason: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - reason: a human explanation.
    public init(_ code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }
}
