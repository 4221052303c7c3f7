import AppCore
import AppStateMachine
import Testing

/// The transitions the App refused. Any refusal fails the test unless the test says it
/// expects them: a refused transition is a bug in the App.
@MainActor
final class RejectionLog {
    /// Whether the test provokes refusals on purpose.
    var isExpected = false
    /// Every refusal so far, oldest first.
    private(set) var all: [AppTransitionRejection] = []

    /// Records one refusal; this is the App's `onRejection`.
    func record(_ rejection: AppTransitionRejection) {
        all.append(rejection)
        if !isExpected { Issue.record("refused transition: \(rejection)") }
    }
}
