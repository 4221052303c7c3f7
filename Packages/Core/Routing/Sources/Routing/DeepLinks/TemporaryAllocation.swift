/// `withUnsafeTemporaryAllocation` for a body that throws a ``RoutingError``, the error kept
/// typed. The standard library's own typed-throws form arrived with Swift 6.3; with the
/// workspace's Swift 6.1 floor it `rethrows`, which would widen the error to `any Error`. The
/// body's outcome crosses the allocation as a `Result` instead.
///
/// Inlinable, as ``DeepLinkTable/resolve(_:)`` (which calls it) is, for lookups: the
/// routing-benchmarks lookup figures.
@inlinable
func withTemporaryAllocation<T, Value>(
    of type: T.Type, capacity: Int,
    _ body: (UnsafeMutableBufferPointer<T>) throws(RoutingError) -> Value
) throws(RoutingError) -> Value {
    try withUnsafeTemporaryAllocation(of: type, capacity: capacity) { buffer in
        Result { () throws(RoutingError) in try body(buffer) }
    }.get()
}
