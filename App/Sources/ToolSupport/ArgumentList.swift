/// The arguments of a command line, taken from the front one at a time.
///
/// ```swift
/// var arguments = ArgumentList(["--port", "8080"])
/// while let option = arguments.next() {
///     if option == "--port" { port = try arguments.value(of: option) }
/// }
/// ```
package struct ArgumentList {
    private var remaining: ArraySlice<String>

    package init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, or nil when none is left.
    package mutating func next() -> String? {
        remaining.popFirst()
    }

    /// The value that follows `option`.
    /// - Throws: `OPTION needs a value` when none follows, or the next argument is empty or
    ///   another option.
    package mutating func value(of option: String) throws(UsageError) -> String {
        guard let value = remaining.first, !value.isEmpty, !value.hasPrefix("--") else {
            throw UsageError("\(option) needs a value")
        }
        remaining.removeFirst()
        return value
    }
}
