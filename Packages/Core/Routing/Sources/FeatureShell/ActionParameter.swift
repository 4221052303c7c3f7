/// A named argument a ``ScreenAction`` takes, like a field next to a button.
///
/// ```swift
/// let parameters = [
///     ActionParameter("email", .text),
///     ActionParameter("password", .secret),
///     ActionParameter("page", .integer, required: false),
/// ]
/// ```
public struct ActionParameter: Hashable, Sendable, CustomStringConvertible {
    /// What a parameter's value must look like.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Any text.
        case text
        /// A decimal integer, such as `42` or `-3`.
        case integer
        /// Any text that must never be shown or logged, such as a password. A front end
        /// should not echo it as it is typed, nor keep it once its action ran (the command
        /// asks for it again).
        case secret
    }

    /// The argument's name.
    public let name: String
    /// What its value must look like.
    public let kind: Kind
    /// Whether ``Screen/perform(_:arguments:)`` refuses a call without it.
    public let isRequired: Bool

    /// Creates a parameter.
    /// - Parameters:
    ///   - name: the argument's name.
    ///   - kind: what its value must look like.
    ///   - required: whether a call must give it (a non-empty value).
    public init(_ name: String, _ kind: Kind = .text, required: Bool = true) {
        self.name = name
        self.kind = kind
        self.isRequired = required
    }

    /// `email:text`, `page:integer?` (optional).
    public var description: String {
        "\(name):\(kind.rawValue)" + (isRequired ? "" : "?")
    }
}
