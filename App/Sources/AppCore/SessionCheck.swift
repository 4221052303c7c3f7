import Auth
import FeatureShell
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
    /// sooner than the minimum loading time after now, when the loading screen appeared.
    func retry(_ session: AuthSession, then: @escaping @MainActor (Outcome) -> Void) {
        let auth = auth
        let holdLoading = Self.waiter(until: minimumLoadingTime, from: clock)
        work.start("retry") {
            let outcome = await Self.outcome(of: session, auth: auth)
            await holdLoading()
            then(outcome)
        }
    }

    /// The session's user, fetched again (onboarding just finished and set the name).
    /// - Returns: `nil` when the backend could not say.
    func currentUser(_ session: AuthSession) async -> AuthUser? {
        try? await auth.currentUser(session: session)
    }

    /// A wait that ends `delay` after now on `clock`, however late it starts.
    private static func waiter<C: Clock<Duration>>(until delay: Duration, from clock: C)
        -> @Sendable () async -> Void
    {
        let deadline = clock.now.advanced(by: delay)
        return { try? await clock.sleep(until: deadline, tolerance: nil) }
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
