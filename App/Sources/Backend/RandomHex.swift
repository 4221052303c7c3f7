/// Random identifiers drawn from the system's cryptographic random source.
enum RandomHex {
    /// `byteCount` random bytes as lowercase hex: 32 bytes make a 64-character token.
    static func make(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        text.reserveCapacity(byteCount * 2)
        for _ in 0..<byteCount {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            text += byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return text
    }
}
