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

/// `scenes.json` in the state directory: the scenes open when the App last stopped, so a
/// relaunch opens the same windows, each restoring its own navigation.
struct SceneListFile: VersionedFile {
    static let fileName = "scenes.json"
    var version = Self.currentVersion
    var scenes: [Int]
    var current: Int
}
