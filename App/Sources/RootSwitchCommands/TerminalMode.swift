#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's modes while the line editor reads keys, and the way back.
///
/// Raw enough to read keys one at a time: no canonical line buffering, no echo (the editor
/// draws the line itself, and a password is never shown), no Ctrl-S/Ctrl-Q flow control, CR
/// left as CR. Kept: signals (Ctrl-C is SIGINT, which the session handles), output
/// processing (a line end still returns the carriage), and `NOFLSH` so Ctrl-C does not
/// throw away keys typed ahead or output not yet shown.
struct TerminalMode {
    private let descriptor: Int32
    private let original: termios

    /// Switches `descriptor` to the editor's mode.
    /// - Returns: nil when it is not a terminal, or its modes cannot be changed.
    static func enterRaw(_ descriptor: Int32 = STDIN_FILENO) -> TerminalMode? {
        var original = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        raw.c_lflag |= tcflag_t(NOFLSH)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else { return nil }
        return TerminalMode(descriptor: descriptor, original: original)
    }

    /// Puts back the modes the terminal had before; safe to call more than once.
    func restore() {
        var original = original
        _ = tcsetattr(descriptor, TCSADRAIN, &original)
    }
}
