#if os(Linux)
    import CCrypt

    /// crypt(3) from libxcrypt, on Linux, pinned to one method and cost: yescrypt (`$y$`) at
    /// cost ``cost``, asked of `crypt_gensalt_ra` by name, never "whatever the system
    /// prefers". The salt comes from the kernel's random source; the stored string names its
    /// method, cost and salt, so an older hash (SHA-512 `$6$`, a cheaper yescrypt) still
    /// verifies, and ``isCurrent(_:)`` tells the sign-in to replace it.
    enum CryptScheme {
        /// The method's prefix: yescrypt, libxcrypt's strongest and its default since 4.3.
        static let prefix = "$y$"
        /// yescrypt's cost factor, 1 to 11: 5 is libxcrypt's recommendation (N = 2^14, r = 32,
        /// `j9T`, about 16 MiB and 50 ms a hash here); each step up doubles time and memory.
        static let cost = 5

        /// The method and cost field every current hash starts with: `$y$j9T$`.
        private static let currentSetting: String? = newSetting().map { setting in
            String(setting[..<(setting.lastIndex(of: "$") ?? setting.endIndex)]) + "$"
        }

        /// A new salted hash of `password`.
        /// - Throws: `.passwordHashing` if the C library refuses (yescrypt not built in, no
        ///   randomness).
        static func hash(_ password: String) throws(BackendError) -> String {
            guard let setting = newSetting() else {
                throw BackendError(
                    .passwordHashing,
                    reason: "crypt_gensalt_ra could not make a yescrypt salt of cost \(cost).")
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

        /// Whether `storedHash` was made with the pinned method and cost.
        static func isCurrent(_ storedHash: String) -> Bool {
            guard let currentSetting else { return false }
            return storedHash.hasPrefix(currentSetting)
        }

        private static func newSetting() -> String? {
            guard let pointer = crypt_gensalt_ra(prefix, UInt(cost), nil, 0) else { return nil }
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
