public import Routing

/// The screens of the auth flow. Each route's raw value is its path, declared once: its
/// `description` and the template of its link (when it has one) are made from it.
///
/// Deep links (see ``AuthFeature/deepLinks``): `rootswitch://signin` (and
/// `https://<host>/signin`) opens ``signIn`` as the stack's root; the App says what it needs.
/// The intro and the reset confirmation have no link: the intro is for fresh devices only,
/// and the confirmation means nothing without the request that precedes it.
public enum AuthRoute: String, Route, CustomStringConvertible, CaseIterable {
    /// The first screen of a fresh device: `/intro`.
    case intro
    /// The sign-in screen of a returning, signed-out user: `/signin`.
    case signIn = "signin"
    /// The confirmation after asking for a password reset: `/forgot`.
    case passwordResetSent = "forgot"

    /// The route's URL path, such as `/signin`.
    public var description: String { "/\(rawValue)" }
}
