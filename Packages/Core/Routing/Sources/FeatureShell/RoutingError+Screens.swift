public import Routing

/// Why ``Screen/perform(_:arguments:)`` did not complete. The error's reason is a sentence
/// for the user and never holds an argument's value.
extension RoutingError.Code {
    /// The screen has no action with that name.
    public static let unknownAction = Self(rawValue: "unknown_action")
    /// An argument the action does not declare was given.
    public static let unknownArgument = Self(rawValue: "unknown_argument")
    /// A required argument was left out or empty.
    public static let missingArgument = Self(rawValue: "missing_argument")
    /// An argument does not have its declared kind (an integer that does not parse).
    public static let invalidArgument = Self(rawValue: "invalid_argument")
    /// The action ran and its feature reported an error; see ``RoutingError/underlying``.
    public static let actionFailed = Self(rawValue: "action_failed")
}
