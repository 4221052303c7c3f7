import Auth
import PrivateStorage

/// `session.json` in the state directory: who is signed in on this device.
///
/// Missing means a fresh device (the intro); a `null` session means someone signed out here
/// before (sign-in). The user's onboarding progress is kept with the session, so a relaunch
/// resumes at the right step without asking the backend first.
struct SessionFile: VersionedFile {
    static let fileName = "session.json"
    var version = Self.currentVersion
    var session: AuthSession?
}

extension SessionFile {
    /// Only `version` and `session` may be there: `{"version":1,"hello":"world"}` is a damaged
    /// file to set aside, not a device someone signed out of (written as `{"version":1}`).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FileKey.self)
        if let unknown = container.allKeys.first(where: {
            !["version", "session"].contains($0.stringValue)
        }) {
            throw DecodingError.dataCorruptedError(
                forKey: unknown, in: container, debugDescription: "not a key of session.json")
        }
        version = try container.decode(Int.self, forKey: FileKey("version"))
        session = try container.decodeIfPresent(AuthSession.self, forKey: FileKey("session"))
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
