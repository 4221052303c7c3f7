import Auth
import PrivateStorage

/// `session.json` in the state directory: who is signed in on this device, never their token,
/// which the session token store keeps (the Keychain on Apple's systems).
///
/// Missing means a fresh device (the intro), or a fresh install whose Keychain item outlived
/// the app; a `null` user means someone signed out here before (sign-in). The user's onboarding
/// progress is kept with them, so a relaunch resumes at the right step without asking the
/// backend first. The App can rebuild it by signing in again, so backups leave it out.
///
/// RootSwitch 1.0 kept the token here (`{"version":1,"session":{"token":...,"user":...}}`):
/// such a file is read once (``legacyToken``), the token moved to the store and the file
/// written again without it. A file this build cannot read (damaged, or written by a newer
/// version) is set aside as `session.json.corrupt` like any state file, and the token kept:
/// someone may be signed in (``Launch``).
struct SessionFile: VersionedFile {
    static let fileName = "session.json"
    static var isExcludedFromBackup: Bool { true }
    var version = Self.currentVersion
    /// The signed-in user; `nil` after a sign-out.
    var user: AuthUser?
    /// The token a 1.0 build wrote here, to move to the store; never written.
    var legacyToken: String?

    init(user: AuthUser?) {
        self.user = user
    }
}

extension SessionFile {
    /// Only `version` and `user` (or 1.0's `session`) may be there:
    /// `{"version":1,"hello":"world"}` is a damaged file, not a device someone signed out of
    /// (written as `{"version":1}`).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FileKey.self)
        if let unknown = container.allKeys.first(where: {
            !["version", "user", "session"].contains($0.stringValue)
        }) {
            throw DecodingError.dataCorruptedError(
                forKey: unknown, in: container, debugDescription: "not a key of session.json")
        }
        version = try container.decode(Int.self, forKey: FileKey("version"))
        if let legacy = try container.decodeIfPresent(AuthSession.self, forKey: FileKey("session"))
        {
            user = legacy.user
            legacyToken = legacy.token
        } else {
            user = try container.decodeIfPresent(AuthUser.self, forKey: FileKey("user"))
        }
    }

    /// `version` and `user`: never a token.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FileKey.self)
        try container.encode(version, forKey: FileKey("version"))
        try container.encodeIfPresent(user, forKey: FileKey("user"))
    }

    /// Any key of the JSON object, so unknown ones can be seen.
    private struct FileKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) {
            stringValue = name
        }

        init?(stringValue: String) {
            self.init(stringValue)
        }

        init?(intValue: Int) {
            nil
        }
    }
}
