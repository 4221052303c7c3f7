import AppCore
import AppStateMachine
import Foundation
import RoutingTools
import Testing

/// The app state machine's table, as data.
@Suite struct AppTransitionsTests {
    @Test func tableHasNoUnreachableOrDeadEndState() {
        #expect(AppState.transitions.check().isEmpty)
        // A fresh device starts signed out; the loading screen shows only on a retry.
        #expect(AppState.transitions.initial == .unauthenticated)
        // A launch from saved data may start mid-onboarding or in the main tabs, and one
        // before the device's first unlock locked.
        #expect(
            AppState.transitions.starts == [.unauthenticated, .onboarding, .authenticated, .locked])
    }

    @Test(arguments: AppState.Kind.allCases)
    func everyStateIsEnteredAndLeft(_ kind: AppState.Kind) {
        let transitions = AppState.transitions.transitions
        // Locked is a first state only: the launch starts there, nothing returns to it.
        #expect(transitions.contains { $0.to == kind && $0.from != kind } == (kind != .locked))
        #expect(transitions.contains { $0.from == kind && $0.to != kind })
    }

    /// Unlocking leads where the saved state says, and only from locked: nothing else signs
    /// anyone in or out on the way.
    @Test func unlockingLeavesLockedForWhatTheDeviceKeeps() {
        let table = AppState.transitions
        #expect(table.target(from: .locked, on: .unlockedSignedOut) == .unauthenticated)
        #expect(table.target(from: .locked, on: .unlockedOnboarding) == .onboarding)
        #expect(table.target(from: .locked, on: .unlockedSignedIn) == .authenticated)
        let unlocks: Set<RootIntent.Kind> = [
            .unlockedSignedOut, .unlockedOnboarding, .unlockedSignedIn,
        ]
        for transition in table.transitions {
            #expect(unlocks.contains(transition.intent) == (transition.from == .locked))
        }
    }

    @Test func everyIntentIsUsed() {
        let used = Set(AppState.transitions.transitions.map(\.intent))
        #expect(used == Set(RootIntent.Kind.allCases))
    }

    @Test func signingOutOrExpiringAlwaysLeadsToSignIn() {
        let table = AppState.transitions
        for kind in AppState.Kind.allCases {
            for intent in [RootIntent.Kind.signedOut, .sessionExpired] {
                if let target = table.target(from: kind, on: intent) {
                    #expect(target == .unauthenticated, "\(kind) on \(intent)")
                }
            }
        }
        #expect(table.target(from: .authenticated, on: .signedOut) == .unauthenticated)
        // A user can leave onboarding (a mistyped email) without finishing it.
        #expect(table.target(from: .onboarding, on: .signedOut) == .unauthenticated)
        #expect(table.target(from: .unauthenticated, on: .signedOut) == nil)
    }

    /// docs/architecture.md shows the table as `rootswitch --diagram` prints it: the page's
    /// diagram is this table's, so a new row that is not on the page fails here.
    @Test func theArchitecturePageDrawsThisTable() throws {
        let page = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../docs/architecture.md").standardized
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "```mermaid\nstateDiagram-v2\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let drawn = "stateDiagram-v2\n" + text[start.upperBound..<end.lowerBound]
        #expect(drawn == AppState.transitions.mermaid)
    }
}
