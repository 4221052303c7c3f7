import AppCore
import FeatureShell
import Routing
import TestSupport

/// Picks the next step from what the App shows now: mostly the actions of the current
/// screen with plausible (and sometimes wrong) arguments, and now and then a link, a tab,
/// a phase, a scene change, a backend fault, the clock or a relaunch.
struct StepGenerator {
    static let emails = [
        AppHarness.demoEmail, "ada@example.com", "grace@example.com", "not-an-email", "",
    ]
    static let passwords = [
        "demo-password", AppHarness.newPassword, "wrong-password", "short", "",
    ]
    static let links = [
        "rootswitch://items/42", "rootswitch://items/7", "rootswitch://items/999",
        "rootswitch://search?q=blue", "rootswitch://profile/settings", "rootswitch://signin",
        "https://rootswitch.example/items/3", "rootswitch://items/abc", "ftp://items/1",
        "rootswitch://nowhere", "https://evil.example/items/1", "rootswitch://items/%zz",
    ]
    static let tabs = ["home", "search", "profile", "settings"]
    static let words = ["blue", "Item 4", "kettle", "", "  ", "ÅÅ"]

    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    @MainActor
    mutating func next(for app: RootSwitchApp) -> AppStep {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<45: action(on: app.screen) ?? .back
        case 45..<53: .open(pick(Self.links))
        case 53..<60: .back
        case 60..<66: .tab(pick(Self.tabs))
        case 66..<72: .phase(pick(ScenePhase.allCases))
        case 72..<75: .openScene
        case 75..<78: .switchScene(Int.random(in: 0...4, using: &random))
        case 78..<80: .closeScene(Int.random(in: 0...4, using: &random))
        case 80..<82: .disconnectScene(Int.random(in: 0...4, using: &random))
        case 82..<84: .reconnectScene(Int.random(in: 0...4, using: &random))
        case 84..<86: .offline(Bool.random(using: &random))
        case 86..<88: .maintenance(Bool.random(using: &random))
        case 88..<90: .expireSessions
        case 90..<92: .deleteItem(Int.random(in: 1...100, using: &random))
        case 92..<95: .wait(seconds: pick([1, 60, 301]))
        default: .relaunch
        }
    }

    /// One of the screen's actions, with an argument for each parameter (now and then a
    /// wrong one, or one left out).
    @MainActor
    private mutating func action(on screen: Screen) -> AppStep? {
        guard !screen.actions.isEmpty else { return nil }
        let action = pick(screen.actions)
        var arguments: [String: String] = [:]
        for parameter in action.parameters where Int.random(in: 0..<20, using: &random) > 0 {
            arguments[parameter.name] = value(for: parameter)
        }
        if Int.random(in: 0..<30, using: &random) == 0 { arguments["surprise"] = "1" }
        return .perform(action.name, arguments)
    }

    private mutating func value(for parameter: ActionParameter) -> String {
        switch (parameter.name, parameter.kind) {
        case ("email", _): pick(Self.emails)
        case (_, .secret): pick(Self.passwords)
        case (_, .integer): pick(["1", "42", "100", "101", "-1", "x"])
        case ("name", _): pick(["Ada", "", String(repeating: "n", count: 60), "Grace Hopper"])
        default: pick(Self.words)
        }
    }

    private mutating func pick<T>(_ values: [T]) -> T {
        values[Int.random(in: 0..<values.count, using: &random)]
    }
}
