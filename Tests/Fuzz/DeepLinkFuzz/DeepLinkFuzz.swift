import Foundation
import FuzzSupport

// The deep-link fuzz target: arbitrary text opened as a link in the App's real link table.
// Built by Scripts/fuzz with libFuzzer (FUZZING set), `fuzzOneInput` is the fuzzer's entry;
// in the normal build, `main` replays the committed corpus through the same function.

/// libFuzzer's entry (`LLVMFuzzerTestOneInput` when built for fuzzing); `public` so the
/// symbol stays visible to libFuzzer's driver.
#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
#endif
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    DeepLinkProperties.check(FuzzInput.bytes(data, size))
    return 0
}

#if !FUZZING
    @main
    enum DeepLinkReplay {
        static func main() {
            exit(CorpusReplay.run("DeepLinkFuzz", entry: fuzzOneInput))
        }
    }
#endif
