#if os(Linux)
    import CCrypt

    /// crypt(3) from libxcrypt, on Linux: `crypt_gensalt_ra` with no prefix picks the
    /// system's preferred method (yescrypt on current distributions) and draws the salt from
    /// the kernel's random source, so the stored string names its own method, cost and salt.
    enum CryptScheme {
        /// A new salted hash of `password`.
        /// - Throws: `.passwordHashing` if the C library refuses (no method or no randomness).
        static func hash(_ password: String) throws(BackendError) -> String {
            guard let setting = newSetting() else {
                throw BackendError(
                    .passwordHashing, reason: "crypt_gensalt_ra could not make a salt.")
            }
            guard let hashed = crypt(password, setting: setting) else {
                throw BackendError(.passwordHashing, reason: "crypt(3) could not hash a password.")
            }
            return hashed
        }

        /// `password` hashed with the method, cost and salt of `storedHash`; `nil` when the
        /// stored hash is not crypt(3)'s (another scheme) or the password holds a NUL.
        static func rehash(_ password: String, like storedHash: String) -> String? {
            crypt(password, setting: storedHash)
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
    }
#endif
