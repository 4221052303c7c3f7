/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`, copied into an array.
package enum FuzzInput {
    /// The `size` bytes at `data`; none when `data` is `nil` (libFuzzer may pass an empty
    /// input that way).
    package static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
