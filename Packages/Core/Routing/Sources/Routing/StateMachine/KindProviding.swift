/// A value whose case, stripped of its payload, is what the transition table speaks about.
///
/// The app state `.authenticated(user)` has kind `.authenticated`: tables, diagrams, logs and
/// analytics only ever see kinds, so a payload (which may hold an email) never leaves the
/// state itself.
///
/// ```swift
/// enum AppState: KindProviding {
///     case loading
///     case authenticated(User)
///     enum Kind: Hashable, Sendable, CaseIterable { case loading, authenticated }
///     var kind: Kind {
///         switch self {
///         case .loading: .loading
///         case .authenticated: .authenticated
///         }
///     }
/// }
/// ```
public protocol KindProviding {
    /// The payload-free cases. Their `String(describing:)` names appear in diagrams, logs
    /// and analytics, so plain enum cases (identifier-like names) are expected.
    associatedtype Kind: Hashable & Sendable & CaseIterable

    /// This value's kind.
    var kind: Kind { get }
}

/// The name a kind shows in diagrams, logs and analytics.
func kindName(_ kind: some Hashable) -> String {
    String(describing: kind)
}
