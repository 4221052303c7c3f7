import FeatureShell
import Routing
import Testing

@Suite @MainActor struct ScreenTests {
    /// A feature's own error, as a feature would throw it from an action.
    struct WrongPassword: Error, CustomStringConvertible {
        var description: String { "The password is wrong." }
    }

    /// What the actions received, and the error the sign-in action throws if set.
    @MainActor final class Outputs {
        var received: [ActionArguments] = []
        var failure: (any Error)?
    }

    /// A sign-in screen whose actions record what they received.
    @MainActor struct Harness {
        let outputs = Outputs()
        let screen: Screen

        var received: [ActionArguments] { outputs.received }

        init() {
            let outputs = outputs
            screen = Screen(
                title: "Sign in",
                content: ["Welcome back"],
                actions: [
                    ScreenAction(
                        "signIn", summary: "Sign in with your account",
                        parameters: [
                            ActionParameter("email"), ActionParameter("password", .secret),
                        ]
                    ) { arguments in
                        outputs.received.append(arguments)
                        if let failure = outputs.failure { throw failure }
                    },
                    ScreenAction(
                        "page", summary: "Show a page of results",
                        parameters: [ActionParameter("number", .integer, required: false)]
                    ) { arguments in
                        outputs.received.append(arguments)
                    },
                    ScreenAction("back", summary: "Go back") { arguments in
                        outputs.received.append(arguments)
                    },
                ])
        }

        func failure(of name: String, _ arguments: [String: String]) -> RoutingError? {
            do {
                try screen.perform(name, arguments: arguments)
                return nil
            } catch {
                return error
            }
        }
    }

    @Test func runsActionWithValidatedArguments() throws {
        let harness = Harness()
        try harness.screen.perform(
            "signIn", arguments: ["email": "ann@example.com", "password": "hunter2"])
        try harness.screen.perform("back")
        #expect(harness.received.count == 2)
        #expect(harness.received.first?["email"] == "ann@example.com")
        #expect(harness.received.first?["password"] == "hunter2")
        #expect(harness.received.last?["email"] == nil)
    }

    @Test func exposesTitleContentAndActions() {
        let screen = Harness().screen
        #expect(screen.title == "Sign in")
        #expect(screen.content == ["Welcome back"])
        #expect(screen.actions.map(\.name) == ["signIn", "page", "back"])
        #expect(screen.action(named: "page")?.summary == "Show a page of results")
        #expect(screen.action(named: "nope") == nil)
    }

    nonisolated static let refusals: [(String, [String: String], RoutingError.Code, String)] = [
        (
            "forgot", [:], .unknownAction,
            #""Sign in" has no action 'forgot'; its actions: 'signIn', 'page', 'back'"#
        ),
        ("back", ["force": "yes"], .unknownArgument, "back does not take force"),
        (
            "signIn", ["email": "a", "password": "b", "pin": "1", "otp": "2"], .unknownArgument,
            "signIn does not take otp, pin"
        ),
        ("signIn", ["email": "ann@example.com"], .missingArgument, "signIn needs password"),
        ("signIn", [:], .missingArgument, "signIn needs email, password"),
        ("signIn", ["email": "", "password": "hunter2"], .missingArgument, "signIn needs email"),
        ("page", ["number": "two"], .invalidArgument, "page: number must be an integer"),
        ("page", ["number": "1.5"], .invalidArgument, "page: number must be an integer"),
        ("page", ["number": " 3"], .invalidArgument, "page: number must be an integer"),
        (
            "page", ["number": "99999999999999999999"], .invalidArgument,
            "page: number must be an integer"
        ),
        // Unknown names are reported before anything else.
        ("signIn", ["mail": "ann"], .unknownArgument, "signIn does not take mail"),
    ]

    @Test(arguments: refusals)
    func refusesBadCallsBeforeRunning(
        action: String, arguments: [String: String], code: RoutingError.Code, reason: String
    ) throws {
        let harness = Harness()
        let error = try #require(harness.failure(of: action, arguments))
        #expect(error.code == code)
        #expect(error.reason == reason)
        #expect(error.underlying == nil)
        #expect(harness.received.isEmpty)
    }

    @Test(arguments: ["42", "-3", "+7", "0"])
    func acceptsIntegers(value: String) throws {
        let harness = Harness()
        try harness.screen.perform("page", arguments: ["number": value])
        #expect(harness.received.first?.integer("number") == Int(value))
    }

    @Test func leavesOutOptionalArguments() throws {
        let harness = Harness()
        try harness.screen.perform("page")
        try harness.screen.perform("page", arguments: ["number": ""])
        #expect(harness.received.count == 2)
        #expect(harness.received.allSatisfy { $0["number"] == nil && $0.integer("number") == nil })
    }

    @Test func wrapsFeatureErrors() throws {
        let harness = Harness()
        harness.outputs.failure = WrongPassword()
        let error = try #require(
            harness.failure(of: "signIn", ["email": "ann", "password": "hunter2"]))
        #expect(error.code == .actionFailed)
        #expect(error.reason == "The password is wrong.")
        #expect(error.underlying is WrongPassword)
        #expect(harness.received.count == 1)
    }

    @Test func passesRoutingErrorsThrough() throws {
        let harness = Harness()
        harness.outputs.failure = RoutingError(
            RoutingError.Code(rawValue: "offline"), reason: "No connection.")
        let error = try #require(
            harness.failure(of: "signIn", ["email": "ann", "password": "hunter2"]))
        #expect(error.code == RoutingError.Code(rawValue: "offline"))
        #expect(error.description == "No connection.")
    }

    @Test func neverShowsSecretValues() throws {
        let harness = Harness()
        try harness.screen.perform("signIn", arguments: ["email": "ann", "password": "hunter2"])
        let arguments = try #require(harness.received.first)
        var dumped = ""
        dump(arguments, to: &dumped)
        #expect(arguments.description == "email=ann, password=[secret]")
        #expect(!"\(arguments)".contains("hunter2"))
        #expect(!String(reflecting: arguments).contains("hunter2"))
        #expect(!dumped.contains("hunter2"))
        #expect(dumped.contains("[secret]"))
        let refused = try #require(
            harness.failure(of: "signIn", ["password": "hunter2", "extra": "x"]))
        #expect(!refused.description.contains("hunter2"))
    }

    @Test func describesActionsAndParameters() {
        let screen = Harness().screen
        #expect(
            screen.actions.map(\.description) == [
                "signIn email:text password:secret", "page number:integer?", "back",
            ])
        let parameter = ActionParameter("email")
        #expect(parameter.kind == .text)
        #expect(parameter.isRequired)
    }
}
