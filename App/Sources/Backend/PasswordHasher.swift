import CCrypt

/// Hashes and checks passwords with the C library's crypt(3) (libxcrypt).
///
/// `crypt_gensalt_ra` with no prefix picks the system's preferred method (yescrypt on current
/// distributions) and draws the salt from the kernel's random source, so the stored string
/// names its own method, cost and salt: `$y$j9T$<salt>$<hash>`.
struct PasswordHasher: Sendable {
    /// Returns a new salted hash of `password`.
    /// - Throws: `.passwordHashing` if the C library refuses (no method or no randomness).
    func hash(_ password: String) throws(BackendError) -> String {
        guard let setting = Self.newSetting() else {
            throw BackendError(.passwordHashing, reason: "crypt_gensalt_ra could not make a salt.")
        }
        guard let hashed = Self.crypt(password, setting: setting) else {
            throw BackendError(.passwordHashing, reason: "crypt(3) could not hash a password.")
        }
        return hashed
    }

    /// Whether `password` matches `storedHash`, compared in constant time.
    ///
    /// With no stored hash (an unknown account) it still hashes once against a fresh setting,
    /// so that an unknown email takes as long to refuse as a wrong password.
    func verify(_ password: String, against storedHash: String?) -> Bool {
        guard let storedHash else {
            _ = Self.newSetting().flatMap { Self.crypt(password, setting: $0) }
            return false
        }
        guard let computed = Self.crypt(password, setting: storedHash) else { return false }
        return Self.constantTimeEqual(Array(computed.utf8), Array(storedHash.utf8))
    }

    private static func newSetting() -> String? {
        guard let pointer = crypt_gensalt_ra(nil, 0, nil, 0) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// crypt_ra allocates its own scratch area, so concurrent calls need no lock.
    private static func crypt(_ password: String, setting: String) -> String? {
        // A C string ends at the first NUL: hashing only the part before it would be a lie.
        guard !password.utf8.contains(0) else { return nil }
        var scratch: UnsafeMutableRawPointer?
        var size: Int32 = 0
        defer { free(scratch) }
        guard let output = crypt_ra(password, setting, &scratch, &size) else { return nil }
        let result = String(cString: output)
        // libxcrypt reports failure with a string starting with "*" rather than NULL.
        return result.hasPrefix("*") ? nil : result
    }

    private static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }
}
