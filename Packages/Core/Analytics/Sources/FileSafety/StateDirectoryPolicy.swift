/// Which state directories are refused, and what the refusal tells the user to do.
///
/// A directory another user owns, or one that group or others may write to, lets someone
/// else plant, swap or remove the app's files (a symbolic link where the session is kept,
/// say), so nothing in it can be trusted. `/tmp` is both shared and, for most users, someone
/// else's; its sticky bit keeps others from renaming what one makes inside it, so the fix
/// there is a folder of one's own inside it, which the app creates private. Elsewhere a
/// subfolder would be no safer than its parent: the fix is the parent's mode, or another
/// place.
enum StateDirectoryPolicy {
    /// Why a directory owned by `owner` with `mode` is refused for `user`; `nil` when it is
    /// fine.
    static func refusal(of path: String, owner: UInt32, mode: Int, user: UInt32)
        -> FileProblem?
    {
        let isOwn = owner == user
        let isWritable = mode & 0o022 != 0
        guard !isOwn || isWritable else { return nil }
        let why =
            isOwn
            ? "group or others may write to it (mode \(String(mode, radix: 8))), so another user "
                + "could plant or replace its files"
            : "it belongs to another user (uid \(owner); you are uid \(user)), who could read "
                + "or replace its files"
        let fix: String
        if mode & 0o1000 != 0 {
            fix =
                "Use a folder of your own inside it instead, such as "
                + "\(path.hasSuffix("/") ? path : path + "/")rootswitch-state: "
                + "it is created private (0700)"
        } else if isOwn {
            fix = "Run `chmod go-w \(path)`, or use a folder only you can write"
        } else {
            fix = "Use a folder of your own instead: a new one is created private (0700)"
        }
        return FileProblem(
            .unsafeFolder, path: path,
            reason: "Refusing the state directory \(path): \(why). \(fix).")
    }
}
