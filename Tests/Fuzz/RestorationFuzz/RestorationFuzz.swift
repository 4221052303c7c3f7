import Foundation
import FuzzSupport

// The restoration fuzz target: arbitrary bytes as a scene's saved navigation, read back
// through NavigationRestoration's public API. Built by Scripts/fuzz with libFuzzer (FUZZING
// set), `fuzzOneInput` is the fuzzer's entry; in the normal build, `main` replays the
// committed corpus through the same function.

/// libFuzzer's entry (`LLVMFuzzerTestOneInput` when built for fuzzing); `public` so the
/// symbol stays visible to libFuzzer's driver.
#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
#endif
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RestorationProperties.check(FuzzInput.bytes(data, size))
    return 0
}

#if !FUZZING
    @main
    enum RestorationReplay {
        static func main() {
            exit(CorpusReplay.run("RestorationFuzz", entry: fuzzOneInput))
        }
    }
#endif
