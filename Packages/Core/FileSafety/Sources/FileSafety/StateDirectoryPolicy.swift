/// Which state directories are refused, and what the refusal tells the user to do.
///
/// A directory another user owns, or one that group or others may write to, lets someone
/// else plant, swap or remove the app's files (a symbolic link where the session is kept,
/// say), so nothing in it can be trusted. `/tmp` is both shared and, for most users, someone
/// else's: the fix is a folder of one's own inside it, which the app creates private.
enum StateDirectoryPolicy {
    /// Why a directory owned by `owner` with `mode` is refused for `user`; `nil` when it is
    /// fine.
    static func refusal(of path: String, owner: UInt32, mode: Int, user: UInt32)
        -> FileProblem?
    {
        let ownFolder =
            "Use a folder of your own instead, for example a new one such as "
            + "\(path == "/" ? "" : path)/rootswitch-state, which is created private (0700)"
        if owner != user {
            return FileProblem(
                .unsafeFolder, path: path,
                reason: "Refusing the state directory \(path): it belongs to another user "
                    + "(uid \(owner); you are uid \(user)), who could read or replace its files. "
                    + ownFolder + ".")
        }
        guard mode & 0o022 != 0 else { return nil }
        let shared = mode & 0o1000 != 0
        return FileProblem(
            .unsafeFolder, path: path,
            reason: "Refusing the state directory \(path): group or others may write to it "
                + "(mode \(String(mode, radix: 8))), so another user could plant or replace "
                + "its files. " + ownFolder
                + (shared ? "." : ", or run `chmod go-w \(path)` if the folder is yours."))
    }
}
