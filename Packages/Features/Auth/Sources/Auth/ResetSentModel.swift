public import Observation
import Routing

/// The model of the confirmation shown after a password reset was asked for.
///
/// ```swift
/// // In a SwiftUI view:
/// Button(AuthText.backToSignIn) { model.backToSignIn() }
/// ```
@MainActor
@Observable
public final class ResetSentModel {
    @ObservationIgnored private let router: Router<AuthRoute>

    init(router: Router<AuthRoute>) {
        self.router = router
    }

    /// Leaves the confirmation for the screen below it (sign-in, or the intro). Does nothing
    /// once the confirmation is no longer on top.
    public func backToSignIn() {
        guard router.stack.last == .passwordResetSent else { return }
        router.back()
    }
}
