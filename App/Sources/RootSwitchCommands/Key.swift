/// A key the line editor acts on, decoded from the bytes a terminal sends.
package enum Key: Equatable, Sendable {
    /// A printable character, inserted at the cursor.
    case character(Character)
    /// Enter (CR or LF): the line is done.
    case enter
    /// Backspace (DEL or Ctrl-H): erases the character before the cursor.
    case backspace
    /// Delete (`ESC [ 3 ~`): erases the character under the cursor.
    case delete
    /// Arrows, also Ctrl-B (left), Ctrl-F (right), Ctrl-P (up), Ctrl-N (down).
    case left, right, up, down
    /// Home and End, also Ctrl-A and Ctrl-E.
    case home, end
    /// Ctrl-U: erases from the start of the line to the cursor.
    case eraseToStart
    /// Ctrl-D: quits on an empty line, else erases the character under the cursor.
    case endOfInput
    /// Ctrl-C, or SIGINT while a line is being typed: discards the line.
    case interrupt
}
