import MallocCounter

/// Counts heap allocations (`malloc` and its kin, which every Swift allocation goes through)
/// where the benchmark can: Linux with glibc (see MallocCounter).
enum Allocations {
    /// The allocations `body` makes per call, over `rounds` calls after one to warm up;
    /// `nil` where they cannot be counted.
    static func perCall(rounds: Int = 1_000, _ body: () -> Void) -> Double? {
        guard malloc_counter_is_available() else { return nil }
        body()
        let before = malloc_counter_allocations()
        for _ in 0..<rounds { body() }
        return Double(malloc_counter_allocations() - before) / Double(rounds)
    }

    /// The heap bytes `make` keeps in use through the value it returns, per `count` items;
    /// `nil` where they cannot be counted.
    static func bytesPerItem<T>(_ count: Int, _ make: () -> T) -> Double? {
        guard malloc_counter_is_available() else { return nil }
        let before = malloc_counter_bytes_in_use()
        let value = make()
        let after = malloc_counter_bytes_in_use()
        withExtendedLifetime(value) {}
        return Double(Int(after) - Int(before)) / Double(count)
    }
}
