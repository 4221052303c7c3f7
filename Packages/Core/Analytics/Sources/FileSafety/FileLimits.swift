/// What a state file and its folder may be.
public enum FileLimits {
    /// The largest state file read into memory or appended to: 4 MiB. A bigger one is set
    /// aside unread; its size comes from `fstat` on the opened descriptor, before any read.
    public static let maximumSize = 4 * 1024 * 1024
    /// The mode of every state file: readable and writable by its owner only.
    public static let fileMode = 0o600
    /// The mode of every state folder: usable by its owner only.
    public static let folderMode = 0o700
}
