/// Splits a command line into words: spaces separate them, single or double quotes keep
/// spaces inside one (`save name="Ada Lovelace"`), a backslash escapes the next character.
///
/// Reads Unicode scalars, not `Character`s: a grapheme cluster can join a quote or a space to
/// its neighbour (a combining mark after it, a prepended mark before it), which would hide
/// the quote, so `name="\u{301}Ada"` would read as an unclosed quote.
package enum Tokenizer {
    /// The words of `line`.
    /// - Throws: when a quote is left open or the line ends with a backslash.
    package static func split(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inWord = false
        var quote: Unicode.Scalar?
        var escaped = false
        for scalar in line.unicodeScalars {
            if escaped {
                word.append(scalar)
                escaped = false
            } else if scalar == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if scalar == open { quote = nil } else { word.append(scalar) }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
                inWord = true
            } else if scalar.properties.isWhitespace {
                if inWord { words.append(String(word)) }
                word = String.UnicodeScalarView()
                inWord = false
            } else {
                word.append(scalar)
                inWord = true
            }
        }
        guard quote == nil, !escaped else {
            throw CommandError(escaped ? "the line ends with a backslash" : "unclosed quote")
        }
        if inWord { words.append(String(word)) }
        return words
    }
}
