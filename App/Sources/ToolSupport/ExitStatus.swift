/// The exit statuses both command-line programs use, documented in their `--help` texts.
package enum ExitStatus {
    /// Everything went well.
    package static let success: Int32 = 0
    /// The program ran but something failed: a command of a script, or starting up.
    package static let failure: Int32 = 1
    /// The command line was wrong (`EX_USAGE` from sysexits.h, as swift-argument-parser
    /// uses): an unknown option, a missing or bad value.
    package static let usage: Int32 = 64
}
