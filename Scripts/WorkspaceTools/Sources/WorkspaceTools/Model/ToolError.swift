/// Why a workspace tool could not answer: what kind of failure, and a reason for a person.
package struct ToolError: Error, Equatable, CustomStringConvertible {
    package enum Code: Equatable, Sendable {
        /// Bad arguments, a missing root, a manifest SwiftPM refuses (its message is the reason),
        /// a file or command that cannot be read or run, an unknown base, git failing.
        case usage, rootNotFound, manifestInvalid, ioFailure, unknownBase, gitFailure
    }

    package let code: Code
    package let reason: String

    package init(_ code: Code, _ reason: String) {
        (self.code, self.reason) = (code, reason)
    }

    package var description: String { reason }
}
