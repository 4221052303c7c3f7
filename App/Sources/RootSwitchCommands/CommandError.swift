/// A line that is not a command, and why.
package struct CommandError: Error, Equatable {
    /// What is wrong with the line, for the person who wrote it.
    package let message: String

    package init(_ message: String) {
        self.message = message
    }
}
