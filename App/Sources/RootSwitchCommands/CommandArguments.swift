/// The words after a command's own, with the checks a ``CommandDeclaration`` parses them by.
/// A failed check says what the command needs, then shows a line that works:
/// `backend delete-item needs an item id, a positive whole number: backend delete-item 42`.
struct CommandArguments {
    /// The words after the command's own.
    let words: [String]
    /// The command's words as typed: `backend delete-item`.
    let command: String
    /// A line that uses the command: `backend delete-item 42`.
    let example: String

    /// Checks that there are no words.
    func none() throws(CommandError) {
        guard words.isEmpty else { throw mistake("takes no arguments") }
    }

    /// The one word, the `what` the command needs (`deep link`).
    func one(_ what: String) throws(CommandError) -> String {
        guard words.count == 1 else { throw mistake("needs one \(what)") }
        return words[0]
    }

    /// The one word, one of `options`.
    func choice(_ options: [String]) throws(CommandError) -> String {
        guard words.count == 1, options.contains(words[0]) else {
            throw mistake("needs \(Self.either(options))\(given)")
        }
        return words[0]
    }

    /// The one word, the `what` the command may take (`deep link`), or `nil` for none.
    func optional(_ what: String) throws(CommandError) -> String? {
        guard words.count <= 1 else { throw mistake("takes at most one \(what)") }
        return words.first
    }

    /// The one word as a number above zero, `what` the command needs (`an item id`).
    func positive(_ what: String) throws(CommandError) -> Int {
        guard words.count == 1, let number = Int(words[0]), number > 0 else {
            throw mistake("needs \(what), a positive whole number\(given)")
        }
        return number
    }

    /// The words from `start` on, each `key=value`, each key once; they come after `what`.
    func keyValues(from start: Int, after what: String = "the action") throws(CommandError)
        -> [String: String]
    {
        var values: [String: String] = [:]
        for word in words.dropFirst(start) {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw mistake("needs key=value after \(what), not '\(word)'")
            }
            let key = String(word[..<equals])
            guard values[key] == nil else {
                throw mistake("has the key \(key) twice; give it once")
            }
            values[key] = String(word[word.index(after: equals)...])
        }
        return values
    }

    /// An error saying the command `problem` (`needs an action`), then its example.
    func mistake(_ problem: String) -> CommandError {
        CommandError("\(command) \(problem): \(example)")
    }

    /// The one word given, when it was one, for an error to quote.
    private var given: String { words.count == 1 ? ", not '\(words[0])'" : "" }

    /// `items` as alternatives in words: `a, b or c`.
    static func either(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}
