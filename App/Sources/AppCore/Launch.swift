import Auth
import PrivateStorage
import Routing

/// The first screen, decided from what the device keeps alone, before the backend is asked:
/// `session.json` says who is signed in, the session token store holds their token.
struct Launch {
    /// The saved session; `nil` on a fresh device or after a sign-out.
    var session: AuthSession?
    /// Where a signed-out user starts: the intro on a fresh device, sign-in otherwise.
    var authStart: AuthStart

    /// Reads what the device keeps, or `nil` while data protection keeps it closed (a launch
    /// before the device's first unlock): then nothing is changed, set aside or removed.
    ///
    /// No session file means a fresh device, or a fresh install of the app: a token an earlier
    /// install left (the Keychain outlives an app on iOS) is removed. A session file it cannot
    /// read (damaged, or written by a newer version: set aside and reported by the store)
    /// means someone may be signed in: their token stays, they sign in again, and the file is
    /// written again as a signed-out device's. A file
    /// naming a user whose token is gone is a signed-out device. A 1.0 file's token moves to
    /// the store, and the copies 1.0 set aside of its file, which may hold one too, are
    /// removed.
    /// - Parameter report: told what could not be read, written or removed.
    static func read(
        _ environment: AppEnvironment, report: @Sendable (AppNotice) -> Void
    ) -> Launch? {
        guard environment.protectedData.isAvailable else { return nil }
        let files = environment.files
        let tokens = environment.sessionTokens
        let lookup: PrivateFileStore.Lookup<SessionFile>
        do {
            lookup = try files.look(for: SessionFile.self)
        } catch let error where error.code == .unavailable {
            // The system said data could be read: say why the App waits.
            report(.stateFileFailed(error.reason))
            return nil
        } catch {
            // Someone may be signed in: their token stays, and they sign in again.
            report(.stateFileFailed(error.reason))
            return Launch(session: nil, authStart: .signIn)
        }
        do throws(PrivateStorageError) {
            let file: SessionFile
            switch lookup {
            case .missing:
                try attempt((), report) { () throws(PrivateStorageError) in try tokens.remove() }
                return Launch(session: nil, authStart: .intro)
            case .setAside:
                // Written again as a signed-out device, so the next launch knows it too.
                try attempt((), report) { () throws(PrivateStorageError) in
                    try files.save(SessionFile(user: nil))
                }
                return Launch(session: nil, authStart: .signIn)
            case .found(let found):
                file = found
            }
            guard let user = file.user else { return Launch(session: nil, authStart: .signIn) }
            let token: String?
            if let legacy = file.legacyToken {
                try attempt((), report) { () throws(PrivateStorageError) in
                    try tokens.save(legacy)
                    try files.save(SessionFile(user: user))
                }
                // What 1.0 set aside of its session file may hold a token too.
                files.removeSetAsideCopies(of: SessionFile.self)
                token = legacy
            } else {
                token = try attempt(nil, report) { () throws(PrivateStorageError) in
                    try tokens.load()
                }
            }
            return Launch(
                session: token.map { AuthSession(token: $0, user: user) }, authStart: .signIn)
        } catch {
            return nil
        }
    }

    /// Runs `body`; a failure other than data protection's is reported and gives `fallback`.
    /// - Throws: `.unavailable`, which `body` threw.
    private static func attempt<Value>(
        _ fallback: Value, _ report: @Sendable (AppNotice) -> Void,
        _ body: () throws(PrivateStorageError) -> Value
    ) throws(PrivateStorageError) -> Value {
        do {
            return try body()
        } catch let error where error.code == .unavailable {
            throw error
        } catch {
            report(.stateFileFailed(error.reason))
            return fallback
        }
    }

    /// What unlocking leads to: the intent that enters this launch's first state from
    /// ``AppState/locked``.
    var intent: RootIntent {
        guard let session else { return .unlockedSignedOut(authStart) }
        return session.user.onboarding.finished
            ? .unlockedSignedIn(session) : .unlockedOnboarding(session)
    }

    /// The root to start in, its flows made but not started: Main for a user who finished
    /// onboarding, onboarding at the saved step for one who did not, else the auth flow. The
    /// same root an unlock enters, made by the same builder.
    @MainActor
    func root(flows: FlowFactory) -> AppRoot {
        let intent = intent
        guard let to = AppState.transitions.target(from: .locked, on: intent.kind) else {
            return .locked
        }
        return AppRoot.locked.entering(
            AppTransition(from: .locked, on: intent.kind, to: to), on: intent, flows: flows)
    }
}
