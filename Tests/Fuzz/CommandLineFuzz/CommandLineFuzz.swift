import Foundation
import FuzzSupport

// The command-line fuzz target: arbitrary bytes as a script, a typed line and terminal input,
// through the line splitter, the tokenizer, the command parser and the key decoder. Built by
// Scripts/fuzz with libFuzzer (FUZZING set), `fuzzOneInput` is the fuzzer's entry; in the
// normal build, `main` replays the committed corpus through the same function.

/// libFuzzer's entry (`LLVMFuzzerTestOneInput` when built for fuzzing); `public` so the
/// symbol stays visible to libFuzzer's driver.
#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
#endif
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    CommandLineProperties.check(FuzzInput.bytes(data, size))
    return 0
}

#if !FUZZING
    @main
    enum CommandLineReplay {
        static func main() {
            exit(CorpusReplay.run("CommandLineFuzz", entry: fuzzOneInput))
        }
    }
#endif
