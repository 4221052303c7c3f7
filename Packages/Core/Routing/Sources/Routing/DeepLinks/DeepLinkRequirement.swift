/// What a deep link needs before it can be opened.
public enum DeepLinkRequirement: String, Hashable, Sendable, Codable, CaseIterable {
    /// Opens in any settled state, signed in or not.
    case none = "none"
    /// Needs a signed-in user (onboarding may be unfinished).
    case signedIn = "signed_in"
    /// Needs a signed-in user who finished onboarding.
    case onboardingFinished = "onboarding_finished"

    /// `sign-in`, `finished onboarding`: what a link needs, in words.
    var words: String {
        switch self {
        case .none: "nothing"
        case .signedIn: "sign-in"
        case .onboardingFinished: "finished onboarding"
        }
    }
}
