import Routing
import RoutingUI
import Testing

/// RoutingUI's `LayerSteps`, driven as SwiftUI drives it: each dismissal reported by the
/// presenting view's `onDismiss`, each presentation by the layer's content appearing. The
/// layers always end equal to the navigator, one platform step at a time.
@MainActor
@Suite struct LayerStepsTests {
    /// The base stack, a cart sheet and a checkout sheet over it.
    private let start = try! Navigation<TestRoute>(root: .home)
        .applying([.present(.list), .present(.settings)])

    private func ids(_ navigation: Navigation<TestRoute>) -> [Int] {
        navigation.tabs[0].stacks.map(\.id)
    }

    @Test func twoSheetsGoAndANewOneComesOneStepAtATime() throws {
        let steps = LayerSteps(showing: start, from: ids(start)[0])
        let (base, list, settings) = (ids(start)[0], ids(start)[1], ids(start)[2])
        let wanted = try start.applying([.dismissAll, .push(.detail(1)), .present(.about)])

        steps.follow(wanted)
        #expect(steps.layer(over: list) == nil, "the checkout goes first")
        #expect(steps.layer(over: base)?.id == list)

        steps.presented(settings)  // not what it waits for: ignored
        #expect(steps.layer(over: base)?.id == list)

        steps.dismissed(over: list)
        #expect(steps.layer(over: base) == nil, "then the cart")

        steps.dismissed(over: base)
        let about = try #require(steps.layer(over: base))
        #expect(about.routes == [.about])
        #expect(steps.shown == wanted, "the last step: the new sheet is presenting")

        steps.presented(about.id)
        steps.dismissed(over: base)  // after the plan: ignored
        #expect(steps.shown == wanted)
        #expect(steps.holds(about.id))
        #expect(!steps.holds(list))
    }

    /// A change that opens or closes one layer is one step: it waits for that alone.
    @Test func oneLayerIsOneStep() throws {
        let steps = LayerSteps(showing: start, from: ids(start)[0])
        let wanted = try start.applying([.dismiss])

        steps.follow(wanted)

        #expect(steps.shown == wanted)
        #expect(steps.layer(over: ids(start)[1]) == nil)
    }

    /// The user swipes the cart away while the steps wait for the checkout to go: the next
    /// plan starts from what is on screen, and the layers still end as the navigator says.
    @Test func aChangeMidWayStartsFromWhatIsOnScreen() throws {
        let steps = LayerSteps(showing: start, from: ids(start)[0])
        let (base, list) = (ids(start)[0], ids(start)[1])
        let first = try start.applying([.dismissAll, .present(.about)])
        steps.follow(first)
        #expect(steps.layer(over: list) == nil)

        let second = try start.applying([.dismissAll])
        steps.follow(second)
        steps.dismissed(over: list)
        steps.dismissed(over: base)

        #expect(steps.shown == second)
        #expect(steps.layer(over: base) == nil)
    }

    /// Steps that change none of the chain's layers (a push, another tab) wait for nothing.
    @Test func aChangeOfNoLayerShowsAtOnce() throws {
        let steps = LayerSteps(showing: start, from: ids(start)[0])
        let wanted = try start.applying([.push(.detail(2))])

        steps.follow(wanted)

        #expect(steps.shown == wanted)
    }
}
