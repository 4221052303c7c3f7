/// Which screen the auth flow opens on, decided by the App from local state.
public enum AuthStart: Hashable, Sendable {
    /// A fresh device: the intro, offering sign-up and sign-in.
    case intro
    /// A returning, signed-out user: the sign-in screen.
    case signIn

    /// The route the flow's stack starts with.
    var route: AuthRoute {
        switch self {
        case .intro: .intro
        case .signIn: .signIn
        }
    }
}
