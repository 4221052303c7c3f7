/// A value whose case, stripped of its payload, is what the transition table speaks about. A
/// type without payloads is its own kind and conforms as it is
/// (`enum Phase: KindProviding, CaseIterable, Sendable { case launching, ready }`); one with
/// payloads names its kinds. A type that is its own kind must be `Sendable`, as every ``Kind``
/// is: an internal enum is implicitly, a public one only when it says so.
///
/// The app state `.authenticated(user)` has kind `.authenticated`: tables, diagrams, logs and
/// analytics only ever see kinds, so a payload (which may hold an email) never leaves the
/// state itself.
///
/// ```swift
/// enum Phase: KindProviding, CaseIterable, Sendable {
///     case launching, signedOut, signedIn
/// }
///
/// enum SessionState: KindProviding {
///     case loading
///     case signIn
///     case authenticated(User)
///     enum Kind: Hashable, Sendable, CaseIterable { case loading, signIn, authenticated }
///     var kind: Kind {
///         switch self {
///         case .loading: .loading
///         case .signIn: .signIn
///         case .authenticated: .authenticated
///         }
///     }
/// }
/// ```
public protocol KindProviding {
    /// The payload-free cases. Their `String(describing:)` names appear in diagrams, logs
    /// and analytics, so plain enum cases (identifier-like names) are expected.
    associatedtype Kind: Hashable & Sendable & CaseIterable = Self

    /// This value's kind.
    var kind: Kind { get }
}

extension KindProviding where Kind == Self {
    /// The value itself: a type without payloads is its own kind, so it conforms with no code.
    public var kind: Self { self }
}

/// The name a kind shows in diagrams, logs and analytics.
package func kindName(_ kind: some Hashable) -> String {
    String(describing: kind)
}
