/// FNV-1a, 64 bits: a cache key that is the same in every process (unlike `Hasher`).
/// A collision could only serve a stale manifest model, and 64 bits make that negligible.
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        state = (state ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
