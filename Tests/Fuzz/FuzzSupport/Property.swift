import Synchronization

/// Checks the properties a fuzz target states about the code it drives.
///
/// A property that does not hold stops the process with a trap, as a crash of the code itself
/// would: libFuzzer saves the input that caused it, and a corpus replay names the file.
package enum Property {
    /// The corpus file being replayed, named in a failure; `nil` while libFuzzer drives.
    static let currentInput = Mutex<String?>(nil)

    /// Stops the process unless `condition` holds.
    /// - Parameters:
    ///   - condition: the property.
    ///   - message: what broke, with the values that show it.
    package static func require(
        _ condition: @autoclosure () -> Bool,
        _ message: @autoclosure () -> String,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        guard !condition() else { return }
        let input = currentInput.withLock { $0 }.map { " (input \($0))" } ?? ""
        fatalError("property failed\(input): \(printable(message()))", file: file, line: line)
    }

    /// The message with control characters written as `\u{..}`: fuzzed text holds NULs and
    /// line ends, and the message is printed as a C string.
    private static func printable(_ message: String) -> String {
        var text = ""
        for scalar in message.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                text += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
