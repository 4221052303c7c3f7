/// The action of a guard's dialog: let the held navigation go ahead, discarding the input
/// the guard protects. A button without it (Keep editing) drops the navigation.
///
/// ```swift
/// router.guard(
///     with: .confirmationDialog(
///         "Discard changes?",
///         buttons: [.destructive("Discard", action: .discard), .cancel("Keep editing")]))
/// ```
public enum GuardAction: Sendable, Hashable {
    /// Discard the input and go ahead.
    case discard
}
