import AppCore
import Testing

/// The app state machine's table, as data.
@Suite struct AppTransitionsTests {
    @Test func tableHasNoUnreachableOrDeadEndState() {
        #expect(AppState.transitions.check().isEmpty)
        // A fresh device starts signed out; the loading screen shows only on a retry.
        #expect(AppState.transitions.initial == .unauthenticated)
    }

    @Test(arguments: AppState.Kind.allCases)
    func everyStateIsEnteredAndLeft(_ kind: AppState.Kind) {
        let transitions = AppState.transitions.transitions
        #expect(transitions.contains { $0.to == kind && $0.from != kind })
        #expect(transitions.contains { $0.from == kind && $0.to != kind })
    }

    @Test func everyIntentIsUsed() {
        let used = Set(AppState.transitions.transitions.map(\.intent))
        #expect(used == Set(AppIntent.Kind.allCases))
    }

    @Test func signingOutOrExpiringAlwaysLeadsToSignIn() {
        let table = AppState.transitions
        for kind in AppState.Kind.allCases {
            for intent in [AppIntent.Kind.signedOut, .sessionExpired] {
                if let target = table.target(from: kind, on: intent) {
                    #expect(target == .unauthenticated, "\(kind) on \(intent)")
                }
            }
        }
        #expect(table.target(from: .authenticated, on: .signedOut) == .unauthenticated)
        #expect(table.target(from: .unauthenticated, on: .signedOut) == nil)
    }
}
