public import Routing

/// What the current scene shows.
extension RootSwitchApp {
    /// The current scene's screen: the root flow's screen for the app state, with the
    /// warning (if any) as its first line.
    public var screen: Screen {
        let shown: Screen
        switch state {
        case .loading:
            shown = Screen(title: "Loading", content: ["Checking your session…"])
        case .error(let kind):
            shown = errorScreen(kind)
        case .unauthenticated:
            shown = authFlow?.screen ?? Screen(title: "Signed out")
        case .onboarding:
            shown = onboardingFlow?.screen ?? Screen(title: "Onboarding")
        case .authenticated:
            shown = scenes[currentScene]?.main?.screen ?? Screen(title: "Main")
        }
        guard let warning else { return shown }
        return Screen(
            title: shown.title, content: ["Warning: \(warning)"] + shown.content,
            actions: shown.actions)
    }

    /// Where the current scene's user is, in app routes.
    public var location: ScreenLocation<AppRoute> {
        switch state {
        case .loading, .error:
            ScreenLocation(stack: [])
        case .unauthenticated:
            authFlow?.location.map(AppRoute.auth) ?? ScreenLocation(stack: [])
        case .onboarding:
            onboardingFlow?.location.map(AppRoute.onboarding) ?? ScreenLocation(stack: [])
        case .authenticated:
            scenes[currentScene]?.main?.location.map(AppRoute.main) ?? ScreenLocation(stack: [])
        }
    }

    private func errorScreen(_ kind: AppErrorKind) -> Screen {
        let (title, text) =
            switch kind {
            case .maintenance:
                ("Down for maintenance", "RootSwitch is down for maintenance. Try again soon.")
            case .networkUnavailable:
                ("No connection", "RootSwitch cannot reach its server. Check the connection.")
            }
        return Screen(
            title: title, content: [text],
            actions: [
                ScreenAction("retry", summary: "Try again") { [weak self] _ in self?.retry() },
                ScreenAction("signout", summary: "Sign out") { [weak self] _ in self?.signOut() },
            ])
    }
}
