/// What the app currently lets deep links do, derived from the app state.
public enum DeepLinkAccess: String, Hashable, Sendable, Codable, CaseIterable {
    /// Still deciding what to show: every link waits, even one that needs nothing.
    case launching
    /// No user: only links that need nothing open.
    case signedOut
    /// A user mid-onboarding: links that need nothing or only a signed-in user open.
    case onboarding
    /// A signed-in user who finished onboarding: every link opens.
    case ready

    /// Whether a link that needs `requirement` may open now, without waiting.
    public func allows(_ requirement: DeepLinkRequirement) -> Bool {
        switch (self, requirement) {
        case (.launching, _): false
        case (.ready, _): true
        case (.signedOut, .none), (.onboarding, .none), (.onboarding, .signedIn): true
        case (.signedOut, _), (.onboarding, .onboardingFinished): false
        }
    }

    /// `launching`, `signed out`, `onboarding`, `signed in`: the app's state, in words.
    var words: String {
        switch self {
        case .launching: "launching"
        case .signedOut: "signed out"
        case .onboarding: "onboarding"
        case .ready: "signed in"
        }
    }
}
