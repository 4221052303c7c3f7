import FeatureShell
import Routing
import Testing

/// The code of `FeatureShell.docc/FeatureShell.md`, verbatim (`Scripts/docs` checks it), in the
/// context it assumes, with what it states.
@Suite @MainActor struct FeatureShellCatalogTests {
    enum CardRoute: Route {
        case cards
        case card(id: Int)
    }

    @Test func aScreenPerformsAnActionWithTheArgumentsItDeclares() throws {
        let router = Router<CardRoute>(root: .cards)

        let screen = Screen(
            title: "Cards", content: ["Visa ending 4242"],
            actions: [
                ScreenAction(
                    "open", summary: "Open a card", parameters: [ActionParameter("id", .integer)]
                ) { arguments in
                    if let id = arguments.integer("id") { router.push(.card(id: id)) }
                }
            ])
        try screen.perform("open", arguments: ["id": "7"])
        // router.stack == [.cards, .card(id: 7)]
        // screen.actions[0].description == "open id:integer"
        #expect(router.stack == [.cards, .card(id: 7)])
        #expect(screen.actions[0].description == "open id:integer")

        // What the overview says is checked before the closure runs, which then does not.
        func refusal(_ arguments: [String: String]) -> RoutingError.Code? {
            do {
                try screen.perform("open", arguments: arguments)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(refusal(["id": "x"]) == .invalidArgument)
        #expect(refusal([:]) == .missingArgument)
        #expect(refusal(["id": "8", "page": "2"]) == .unknownArgument)
        #expect(router.stack == [.cards, .card(id: 7)])
    }
}
