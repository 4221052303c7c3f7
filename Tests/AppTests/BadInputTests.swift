import AppCore
import Testing

/// Requests the App refuses: each throws a coded error and changes nothing.
@MainActor @Suite struct BadInputTests {
    /// An action performed on the intro screen, and the code it is refused with.
    struct RefusedAction: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String: String]
        let code: String

        var testDescription: String { "\(name) \(arguments) -> \(code)" }
    }

    nonisolated static let refusedOnTheIntro: [RefusedAction] = [
        RefusedAction(name: "fly", arguments: [:], code: "unknown_action"),
        RefusedAction(name: "signout", arguments: [:], code: "unknown_action"),
        RefusedAction(name: "signin", arguments: ["email": "a@b.co"], code: "missing_argument"),
        RefusedAction(name: "forgot", arguments: [:], code: "missing_argument"),
        RefusedAction(
            name: "signin", arguments: ["email": "a@b.co", "password": "x", "colour": "red"],
            code: "unknown_argument"),
    ]

    @Test(arguments: refusedOnTheIntro)
    func refusedActionChangesNothing(_ action: RefusedAction) async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let before = harness.app.snapshot
        let error = #expect(throws: AppError.self) {
            try harness.app.perform(action.name, arguments: action.arguments)
        }
        await harness.app.settle()
        #expect(error?.code.rawValue == action.code)
        #expect(error?.reason.isEmpty == false)
        #expect(harness.app.snapshot == before)
        #expect(harness.app.screen.content.allSatisfy { !$0.hasPrefix("Error:") })
        #expect(harness.events.transitions.isEmpty)
    }

    @Test func tabsNeedTheSignedInApp() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        let error = #expect(throws: AppError.self) { try harness.app.selectTab("home") }
        #expect(error?.code.rawValue == "no_tabs")
        #expect(harness.app.snapshot.scene.stack == ["/intro"])
        #expect(!harness.app.back())
    }

    @Test func badRequestsWhileSignedInChangeNothing() async throws {
        let harness = try AppHarness()
        defer { harness.removeStateDirectory() }
        try await harness.signInDemo()
        try await harness.perform("open-item", ["id": "8"])
        #expect(harness.app.back())
        await harness.app.settle()
        let before = harness.app.snapshot
        #expect(before.scene.stack == ["/home"])

        let refused: [(String, [String: String], String)] = [
            ("open-item", ["id": "abc"], "invalid_argument"),
            ("open-item", [:], "missing_argument"),
            ("signin", [:], "unknown_action"),
            ("next", [:], "unknown_action"),
        ]
        for (name, arguments, code) in refused {
            let error = #expect(throws: AppError.self) {
                try harness.app.perform(name, arguments: arguments)
            }
            await harness.app.settle()
            #expect(error?.code.rawValue == code, "\(name) \(arguments)")
        }
        let tab = #expect(throws: AppError.self) { try harness.app.selectTab("settings") }
        #expect(tab?.code.rawValue == "unknown_tab")
        #expect(!harness.app.back())
        #expect(harness.app.snapshot == before)
    }
}
