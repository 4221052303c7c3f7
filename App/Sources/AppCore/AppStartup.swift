public import Observation

/// The App a platform's scene starts once, however often its windows ask for it: made at the
/// first ask, then kept. A start that fails (the state directory cannot be used, the embedded
/// backend cannot start) is kept too, its reason for every window to say, until the user tries
/// again (``retry()``): the next ask then starts it again, in the same process. Nothing else
/// starts it again, so a window drawn a hundred times makes it once.
///
/// ```swift
/// let startup = AppStartup { try RootSwitchApp(environment: try makeEnvironment()) }
/// switch startup.app() {
/// case .success(let app): show(app)
/// case .failure(let error): show(error.reason, retry: startup.retry)
/// }
/// ```
@MainActor
@Observable
public final class AppStartup {
    /// How many times the App was asked to start again: what a window reads, so that each
    /// window asks again after ``retry()``.
    private var attempt = 0
    /// What the last start gave, until ``retry()``.
    @ObservationIgnored private var started: Result<RootSwitchApp, AppError>?
    @ObservationIgnored private let start: @MainActor () throws -> RootSwitchApp

    /// - Parameter start: makes the App and everything it runs on; called at the first
    ///   ``app()`` and at the first after each ``retry()``. An error that is not an
    ///   ``AppError`` is kept as one, under its type's name.
    public init(_ start: @escaping @MainActor () throws -> RootSwitchApp) {
        self.start = start
    }

    /// The App, started now if it has not been (or was asked to start again), else as the
    /// last start left it: running, or refused with why.
    public func app() -> Result<RootSwitchApp, AppError> {
        _ = attempt
        if let started { return started }
        let made: Result<RootSwitchApp, AppError>
        do {
            made = .success(try start())
        } catch let error as AppError {
            made = .failure(error)
        } catch {
            made = .failure(
                AppError(
                    AppError.Code(rawValue: "\(type(of: error))"), reason: "\(error)",
                    underlying: error))
        }
        started = made
        return made
    }

    /// Forgets a refused start, so that the next ``app()`` starts the App again (the user
    /// fixed what was wrong, or a passing fault went away). Nothing once the App runs.
    public func retry() {
        guard case .failure = started else { return }
        started = nil
        attempt += 1
    }
}
