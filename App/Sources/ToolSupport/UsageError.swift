import Foundation

/// A command line a program cannot run, naming what is wrong with it.
package struct UsageError: Error, Equatable {
    /// What is wrong, naming the option: `--port needs a number from 0 to 65535, got 'abc'`.
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    /// Writes `PROGRAM: MESSAGE (try --help)` on standard error, without the usage text,
    /// control characters made visible (the message may quote an argument).
    /// - Returns: the exit status for a usage error, 64.
    package func report(as program: String) -> Int32 {
        TerminalText.writeLine("\(program): \(message) (try --help)", to: .standardError)
        return ExitStatus.usage
    }
}
