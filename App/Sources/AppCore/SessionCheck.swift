import Auth
import Routing

/// Asks the backend whether a session still holds: in the background when the app becomes
/// active, and in the foreground when the user retries from the error screen, where the
/// loading screen stays up at least the minimum time so it never flickers.
@MainActor
final class SessionCheck {
    /// What the backend said about the session.
    enum Outcome {
        /// It holds; the user as the backend knows them now.
        case valid(AuthUser)
        /// The backend no longer accepts it.
        case expired
        /// The backend is down for maintenance.
        case maintenance
        /// The backend could not be reached; the reason is for the user.
        case unreachable(String)
    }

    private let auth: AuthFeature
    private let work: BackgroundWork
    private let clock: any Clock<Duration>
    private let minimumLoadingTime: Duration

    init(
        auth: AuthFeature, work: BackgroundWork, clock: any Clock<Duration>,
        minimumLoadingTime: Duration
    ) {
        self.auth = auth
        self.work = work
        self.clock = clock
        self.minimumLoadingTime = minimumLoadingTime
    }

    /// Checks the session in the background and hands the outcome to `then`.
    func verify(_ session: AuthSession, then: @escaping @MainActor (Outcome) -> Void) {
        let auth = auth
        work.start("verify-session", priority: .background) {
            then(await Self.outcome(of: session, auth: auth))
        }
    }

    /// Checks the session while the loading screen shows, handing the outcome to `then` no
    /// sooner than the minimum loading time after the check began.
    func retry(_ session: AuthSession, then: @escaping @MainActor (Outcome) -> Void) {
        let auth = auth
        let clock = clock
        let minimum = minimumLoadingTime
        work.start("retry") {
            then(
                await Self.lasting(at: minimum, on: clock) {
                    await Self.outcome(of: session, auth: auth)
                })
        }
    }

    /// The session's user, fetched again (onboarding just finished and set the name).
    /// - Returns: `nil` when the backend could not say.
    func currentUser(_ session: AuthSession) async -> AuthUser? {
        try? await auth.currentUser(session: session)
    }

    /// Runs `operation`, then waits until `minimum` has passed on `clock` since it began.
    private static func lasting<C: Clock<Duration>>(
        at minimum: Duration, on clock: C, _ operation: () async -> Outcome
    ) async -> Outcome {
        let deadline = clock.now.advanced(by: minimum)
        let outcome = await operation()
        try? await clock.sleep(until: deadline, tolerance: nil)
        return outcome
    }

    private static func outcome(of session: AuthSession, auth: AuthFeature) async -> Outcome {
        do {
            return .valid(try await auth.currentUser(session: session))
        } catch {
            switch error.code {
            case .sessionExpired: return .expired
            case .maintenance: return .maintenance
            default: return .unreachable(error.reason)
            }
        }
    }
}
