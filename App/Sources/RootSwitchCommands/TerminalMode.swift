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
///
/// A signal that ends the process meanwhile (SIGTERM, SIGHUP, or SIGQUIT, which Ctrl-\
/// sends) puts the modes back first, then ends it as that signal would have: the shell is
/// never left without echo.
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
        restoredOnSignal = (descriptor, original)
        for number in endingSignals {
            signal(number) { number in
                // Only async-signal-safe calls here: tcsetattr, signal, raise.
                if var saved = TerminalMode.restoredOnSignal {
                    _ = tcsetattr(saved.descriptor, TCSANOW, &saved.modes)
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        return TerminalMode(descriptor: descriptor, original: original)
    }

    /// Puts back the modes the terminal had before, and the signals' default actions; safe
    /// to call more than once.
    func restore() {
        for number in Self.endingSignals { signal(number, SIG_DFL) }
        Self.restoredOnSignal = nil
        var original = original
        _ = tcsetattr(descriptor, TCSADRAIN, &original)
    }

    /// The signals that end the process by default and may come while keys are read.
    private static let endingSignals = [SIGTERM, SIGHUP, SIGQUIT]

    /// What the signal handler puts back: set while the terminal is in the editor's mode.
    nonisolated(unsafe) private static var restoredOnSignal: (descriptor: Int32, modes: termios)?
}
