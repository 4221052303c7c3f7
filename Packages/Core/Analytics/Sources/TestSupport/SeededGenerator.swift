/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so a
/// failing random run can be run again exactly.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let roll = Int.random(in: 1...6, using: &generator)  // the same on every run
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is `seed`'s.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next value of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
