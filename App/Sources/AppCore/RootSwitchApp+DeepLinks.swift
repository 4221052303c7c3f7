import Routing

/// Deep links across features: resolved by one table, let through or kept pending by the
/// gate, replayed when sign-in or onboarding lets them through.
extension RootSwitchApp {
    /// Opens a link in the current scene: at once when the app state allows it, else kept
    /// pending (replacing any older pending link) until sign-in or onboarding is done.
    /// - Throws: the link's resolution error (`unknown_scheme`, `no_match`,
    ///   `unconvertible_value`, ...); a pending link stays pending.
    public func open(_ url: String) throws(AppError) {
        let match: DeepLinkMatch<AppRoute>?
        do {
            match = try gate.open(url, in: links)
        } catch {
            emit(.deepLink(.refused, url: url, reason: error.code.rawValue))
            throw AppError(error)
        }
        guard let match else {
            emit(.deepLink(.deferred, url: url))
            return
        }
        emit(.deepLink(.opened, url: url))
        show(match)
    }

    /// The pending link as a URL, if one waits.
    public var pendingDeepLink: String? {
        gate.pending.map(url(of:))
    }

    /// Tells the gate what the new state allows, and shows the link it lets through.
    func updateDeepLinkAccess() {
        let waiting = gate.pending
        if let replay = gate.update(access: state.deepLinkAccess) {
            emit(.deepLink(.replayed, url: url(of: replay)))
            show(replay)
        } else if let waiting, gate.pending == nil {
            emit(.deepLink(.refused, url: url(of: waiting), reason: "dropped"))
        }
    }

    private func show(_ match: DeepLinkMatch<AppRoute>) {
        switch match.route {
        case .main(let route):
            scenes[currentScene]?.main?.show(route, policy: match.policy)
        case .auth(let route):
            guard let authFlow else {
                emit(.notice("Already signed in: \(route) is not shown."))
                return
            }
            authFlow.show(route, policy: match.policy)
        case .onboarding(let route):
            onboardingFlow?.show(route, policy: match.policy)
        }
    }

    private func url(of match: DeepLinkMatch<AppRoute>) -> String {
        (try? links.url(for: match.route)) ?? match.template
    }
}
