/// Why a live analytics sink could not record an event.
///
/// Sinks never throw out of `track`; they hand this to the error handler they were given.
public struct AnalyticsSinkError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Hashable, Sendable {
        /// The directory that should hold the file could not be created.
        case cannotCreateDirectory
        /// The file could not be opened or created.
        case cannotOpenFile
        /// The event could not be turned into bytes.
        case cannotEncode
        /// Writing to the file failed.
        case cannotWrite
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
