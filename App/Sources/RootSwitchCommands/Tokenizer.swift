/// Splits a command line into words: spaces separate them, single or double quotes keep
/// spaces inside one (`save name="Ada Lovelace"`), a backslash escapes the next character.
package enum Tokenizer {
    /// The words of `line`.
    /// - Throws: when a quote is left open or the line ends with a backslash.
    package static func split(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else {
            throw CommandError(escaped ? "the line ends with a backslash" : "unclosed quote")
        }
        if inWord { words.append(word) }
        return words
    }
}
