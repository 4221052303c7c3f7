#if canImport(CommonCrypto)
    import CommonCrypto
    import Foundation

    /// PBKDF2-HMAC-SHA256 from CommonCrypto, on Apple's systems (which have no libxcrypt):
    /// a random 16-byte salt per account and 600,000 iterations, what OWASP's Password
    /// Storage Cheat Sheet asks of PBKDF2-HMAC-SHA256. Stored as
    /// `$pbkdf2-sha256$i=<iterations>$<salt>$<hash>`, salt and hash in unpadded base64, so a
    /// stored account names its scheme and cost, and a higher count later still checks
    /// older hashes.
    enum PBKDF2Scheme {
        static let prefix = "$pbkdf2-sha256$"
        static let iterations = 600_000
        private static let saltBytes = 16
        private static let hashBytes = 32

        /// A new salted hash of `password`.
        /// - Throws: `.passwordHashing` if CommonCrypto refuses or the password holds a NUL.
        static func hash(_ password: String) throws(BackendError) -> String {
            var generator = SystemRandomNumberGenerator()
            let salt = (0..<saltBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator)
            }
            guard let hashed = encoded(password, salt: salt, iterations: iterations) else {
                throw BackendError(
                    .passwordHashing, reason: "PBKDF2 could not hash a password.")
            }
            return hashed
        }

        /// `password` hashed with the salt and iterations of `storedHash`; `nil` when the
        /// stored hash is not this scheme's (crypt(3)'s, say) or cannot be read.
        static func rehash(_ password: String, like storedHash: String) -> String? {
            guard storedHash.hasPrefix(prefix) else { return nil }
            let fields = storedHash.dropFirst(prefix.count).split(separator: "$")
            guard fields.count == 3, fields[0].hasPrefix("i="),
                let iterations = Int(fields[0].dropFirst(2)), (1...10_000_000).contains(iterations),
                let salt = Data(base64Encoded: padded(fields[1]))
            else { return nil }
            return encoded(password, salt: Array(salt), iterations: iterations)
        }

        /// Whether `storedHash` was made with ``iterations``, the count this build pins.
        static func isCurrent(_ storedHash: String) -> Bool {
            storedHash.hasPrefix("\(prefix)i=\(iterations)$")
        }

        private static func encoded(_ password: String, salt: [UInt8], iterations: Int)
            -> String?
        {
            // A C string ends at the first NUL: hashing only the part before it would be a lie.
            guard !password.utf8.contains(0) else { return nil }
            var derived = [UInt8](repeating: 0, count: hashBytes)
            let status = password.withCString { text in
                CCKeyDerivationPBKDF(
                    CCPBKDFAlgorithm(kCCPBKDF2), text, password.utf8.count, salt, salt.count,
                    CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), UInt32(iterations), &derived,
                    derived.count)
            }
            guard status == Int32(kCCSuccess) else { return nil }
            return "\(prefix)i=\(iterations)$\(unpadded(salt))$\(unpadded(derived))"
        }

        private static func unpadded(_ bytes: [UInt8]) -> String {
            Data(bytes).base64EncodedString().replacingOccurrences(of: "=", with: "")
        }

        private static func padded(_ text: Substring) -> String {
            String(text) + String(repeating: "=", count: (4 - text.count % 4) % 4)
        }
    }
#endif
