import Foundation
import FuzzSupport

// The request parser fuzz target: arbitrary bytes as the head of a request to the loopback
// server, parsed as the server parses it, without a socket. Built by Scripts/fuzz with
// libFuzzer (FUZZING set), `fuzzOneInput` is the fuzzer's entry; in the normal build, `main`
// replays the committed corpus through the same function.

/// libFuzzer's entry (`LLVMFuzzerTestOneInput` when built for fuzzing); `public` so the
/// symbol stays visible to libFuzzer's driver.
#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
#endif
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RequestHeadProperties.check(FuzzInput.bytes(data, size))
    return 0
}

#if !FUZZING
    @main
    enum RequestHeadReplay {
        static func main() {
            exit(CorpusReplay.run("RequestHeadFuzz", entry: fuzzOneInput))
        }
    }
#endif
