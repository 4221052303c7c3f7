/// The signed-in user as the Main feature sees it. The App builds it from Auth's model, so
/// Main never imports Auth.
public struct MainUser: Hashable, Sendable {
    /// The account's email address, shown on the profile screen only.
    public var email: String
    /// The display name, `nil` until the user sets one.
    public var name: String?

    /// Creates a user.
    /// - Parameters:
    ///   - email: the account's email address.
    ///   - name: the display name, if set.
    public init(email: String, name: String? = nil) {
        self.email = email
        self.name = name
    }
}
