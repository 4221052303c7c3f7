#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's modes while the line editor reads keys, and the way back.
///
/// Raw enough to read keys one at a time: no canonical line buffering, no echo (the editor
/// draws the line itself, and a password is never shown), no Ctrl-S/Ctrl-Q flow control, CR
/// left as CR. Kept: signals (Ctrl-C is SIGINT, which the session handles; Ctrl-Z is
/// SIGTSTP), output processing (a line end still returns the carriage), and `NOFLSH` so
/// Ctrl-C does not throw away keys typed ahead or output not yet shown.
///
/// The shell gets its terminal back as it was whenever the process stops running in it:
/// - a signal that ends the process (SIGTERM, SIGHUP, or SIGQUIT, which Ctrl-\ sends) puts
///   the modes back first, then ends it as that signal would have;
/// - Ctrl-Z (SIGTSTP) puts the modes back, then stops the process as SIGTSTP would have
///   (some shells, dash among them, do not restore the modes of a stopped job themselves);
/// - when the process continues (SIGCONT, after `fg`), Ctrl-Z is caught again, the editor's
///   modes come back and `onResume` runs on the main actor, to draw the prompt and the line
///   typed so far again.
@MainActor
struct TerminalMode {
    private let descriptor: Int32
    private let original: termios
    private let resumed: SignalPipe

    /// Switches `descriptor` to the editor's mode.
    /// - Parameters:
    ///   - descriptor: the terminal, standard input by default.
    ///   - onResume: runs after the process continued in the editor's mode again.
    /// - Returns: nil when it is not a terminal, or its modes cannot be changed.
    static func enterRaw(
        _ descriptor: Int32 = STDIN_FILENO,
        onResume: @escaping @MainActor @Sendable () -> Void
    ) -> TerminalMode? {
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
        let resumed = SignalPipe(onResume)
        installed = Installed(
            descriptor: descriptor, original: original, raw: raw, resumed: resumed.writeEnd)
        for number in endingSignals { signal(number, endHandler) }
        signal(SIGTSTP, suspendHandler)
        signal(SIGCONT, resumeHandler)
        return TerminalMode(descriptor: descriptor, original: original, resumed: resumed)
    }

    /// Puts back the modes the terminal had before, and the signals' default actions; safe
    /// to call more than once.
    func restore() {
        // Unset first: a handler that runs from here on leaves the signals and modes alone.
        Self.installed = nil
        for number in Self.endingSignals + [SIGTSTP, SIGCONT] { signal(number, SIG_DFL) }
        resumed.cancel()
        var original = original
        _ = tcsetattr(descriptor, TCSADRAIN, &original)
    }

    /// The signals that end the process by default and may come while keys are read.
    private static let endingSignals = [SIGTERM, SIGHUP, SIGQUIT]

    /// What the signal handlers need, set while the terminal is in the editor's mode.
    private struct Installed {
        let descriptor: Int32
        let original: termios
        let raw: termios
        let resumed: Int32
    }

    nonisolated(unsafe) private static var installed: Installed?

    // The handlers make only async-signal-safe calls: tcsetattr, signal, sigprocmask, raise,
    // write (in SignalPipe.notify).

    /// Puts the modes back and ends the process as the signal would have.
    nonisolated private static let endHandler: @convention(c) (Int32) -> Void = { number in
        if var modes = TerminalMode.installed?.original, let terminal = TerminalMode.installed {
            _ = tcsetattr(terminal.descriptor, TCSANOW, &modes)
        }
        signal(number, SIG_DFL)
        raise(number)
    }

    /// Puts the modes back and stops the process as SIGTSTP would have (SIGCONT's handler
    /// catches SIGTSTP again and brings the editor's modes back).
    nonisolated private static let suspendHandler: @convention(c) (Int32) -> Void = { _ in
        let saved = errno
        if var modes = TerminalMode.installed?.original, let terminal = TerminalMode.installed {
            _ = tcsetattr(terminal.descriptor, TCSANOW, &modes)
        }
        signal(SIGTSTP, SIG_DFL)
        // SIGTSTP is blocked while its handler runs: unblock it, so raising it stops now.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        errno = saved
    }

    /// Catches SIGTSTP again, brings the editor's modes back and tells the main actor, which
    /// draws the line again.
    ///
    /// SIGTSTP is caught again here, before the modes come back, not after `raise` in the
    /// handler that stopped the process: that handler may run on a thread other than this
    /// one, which may be scheduled only after the line is drawn and typed at again, and a
    /// Ctrl-Z in between would stop the process in the editor's modes (seen under load).
    nonisolated private static let resumeHandler: @convention(c) (Int32) -> Void = { _ in
        let saved = errno
        if var modes = TerminalMode.installed?.raw, let terminal = TerminalMode.installed {
            signal(SIGTSTP, TerminalMode.suspendHandler)
            _ = tcsetattr(terminal.descriptor, TCSANOW, &modes)
            SignalPipe.notify(terminal.resumed)
        }
        errno = saved
    }
}
