import AppCore
import Routing

/// What must hold after every step, whatever came before.
@MainActor
enum AppInvariants {
    /// Secrets the random steps type; none may ever appear in what the App reports.
    static let secrets = ["demo-password", AppHarness.newPassword, "wrong-password"]

    /// The first broken invariant, if any.
    /// - Parameter events: what the App reported during the step.
    static func violation(in app: RootSwitchApp, events: [AppEvent]) -> String? {
        stateMatchesScreens(app) ?? scenesAreKeptApart(app) ?? screenIsUpToDate(app)
            ?? transitionsAreDeclared(events) ?? noSecretIn(events)
    }

    /// A scene is open or kept, never both; each within its limit; the current scene is open
    /// while any is.
    private static func scenesAreKeptApart(_ app: RootSwitchApp) -> String? {
        let open = app.openScenes
        let kept = app.disconnectedScenes
        if !Set(open).isDisjoint(with: kept) { return "open \(open) and kept \(kept) overlap" }
        if open.count > AppLimits.openScenes || kept.count > AppLimits.keptScenes {
            return "\(open.count) open and \(kept.count) kept scenes"
        }
        if !open.isEmpty, !open.contains(app.currentScene) {
            return "the current \(app.currentScene) is not open among \(open)"
        }
        return nil
    }

    /// The screen read is the one the App would make now: made once per change, it is never
    /// out of date.
    private static func screenIsUpToDate(_ app: RootSwitchApp) -> String? {
        let read = app.screen
        let made = app.screenMadeNow
        let same =
            read.title == made.title && read.content == made.content
            && read.actions.map(\.description) == made.actions.map(\.description)
        return same ? nil : "the screen read is \(read.title), made now \(made.title)"
    }

    /// Signed out shows only the auth flow, onboarding only its steps, the signed-in app
    /// only Main; loading and error show no flow; a user exactly when signed in.
    private static func stateMatchesScreens(_ app: RootSwitchApp) -> String? {
        let location = app.location
        let routes = location.stack + [location.modal].compactMap { $0 }
        let allowed: (AppRoute) -> Bool
        switch app.state {
        case .unauthenticated: allowed = { if case .auth = $0 { true } else { false } }
        case .onboarding: allowed = { if case .onboarding = $0 { true } else { false } }
        case .authenticated:
            allowed = {
                switch $0 {
                case .main, .linked: true
                case .auth, .onboarding: false
                }
            }
        case .loading, .error, .locked: allowed = { _ in false }
        }
        if let wrong = routes.first(where: { !allowed($0) }) {
            return "\(app.state.kind) shows \(wrong)"
        }
        if (app.user == nil) != [.unauthenticated, .locked].contains(app.state.kind) {
            return "\(app.state.kind) with user \(app.user?.id ?? "none")"
        }
        return nil
    }

    /// Every transition reported is one the table declares.
    private static func transitionsAreDeclared(_ events: [AppEvent]) -> String? {
        let declared = Set(AppState.transitions.transitions)
        for event in events {
            guard case .transition(let transition) = event else { continue }
            if !declared.contains(transition) { return "undeclared transition \(transition)" }
        }
        return nil
    }

    /// No password ever shows in an event.
    private static func noSecretIn(_ events: [AppEvent]) -> String? {
        for event in events {
            if let secret = secrets.first(where: { event.description.contains($0) }) {
                return "an event shows the password \(secret): \(event)"
            }
        }
        return nil
    }
}
