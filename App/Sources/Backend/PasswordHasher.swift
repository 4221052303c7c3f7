/// Hashes and checks passwords with what the platform's SDK provides, never storing the
/// password itself.
///
/// The stored string names the scheme that made it, so an account tells which one to check
/// it with:
/// - on Linux, crypt(3) from libxcrypt, pinned to yescrypt at cost 5:
///   `$y$j9T$<salt>$<hash>` (``CryptScheme``);
/// - on Apple's systems, PBKDF2-HMAC-SHA256 from CommonCrypto with a random 16-byte salt and
///   600,000 iterations: `$pbkdf2-sha256$i=600000$<salt>$<hash>` (``PBKDF2Scheme``).
///
/// A hash made by the other platform's scheme cannot be checked and never matches: an
/// account created on one platform signs in there (the state directory is per device). A hash
/// of the same platform made with a weaker method or cost still verifies; ``isCurrent(_:)``
/// says so, and the sign-in that verified it replaces it.
struct PasswordHasher: Sendable {
    /// Returns a new salted hash of `password`.
    /// - Throws: `.passwordHashing` if the platform refuses (no randomness, a NUL in the
    ///   password).
    func hash(_ password: String) throws(BackendError) -> String {
        #if os(Linux)
            try CryptScheme.hash(password)
        #else
            try PBKDF2Scheme.hash(password)
        #endif
    }

    /// Whether `password` matches `storedHash`, compared in constant time.
    ///
    /// With no stored hash (an unknown account) it still hashes once, so that an unknown
    /// email takes as long to refuse as a wrong password.
    func verify(_ password: String, against storedHash: String?) -> Bool {
        guard let storedHash else {
            _ = try? hash(password)
            return false
        }
        #if os(Linux)
            let computed = CryptScheme.rehash(password, like: storedHash)
        #else
            let computed = PBKDF2Scheme.rehash(password, like: storedHash)
        #endif
        guard let computed else { return false }
        return Self.constantTimeEqual(Array(computed.utf8), Array(storedHash.utf8))
    }

    /// Whether `storedHash` was made with the scheme, method and cost this build pins; a hash
    /// that is not should be replaced once its password has been verified.
    func isCurrent(_ storedHash: String) -> Bool {
        #if os(Linux)
            CryptScheme.isCurrent(storedHash)
        #else
            PBKDF2Scheme.isCurrent(storedHash)
        #endif
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
