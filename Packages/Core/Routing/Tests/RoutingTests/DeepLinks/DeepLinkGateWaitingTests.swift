import AppStateMachine
import Routing
import TestSupport
import Testing

/// Where a let-through link is shown decides its fate: shown (replayed or opened), dropped when
/// nothing on screen has a place for it, kept waiting when nothing can show it yet (no window)
/// until `openWaitingLink`; and a link an earlier run left waiting is put back with what is
/// left of its window.
@MainActor
@Suite struct DeepLinkGateWaitingTests {
    typealias Fixture = GateFixture<DeepLinkTestRoute>
    typealias Outcome = DeepLinkDecision<DeepLinkTestRoute>.Outcome

    /// Let through but with no place on screen (`show` answers false): dropped, never
    /// reported opened or replayed.
    @Test func aLinkNothingCanShowIsDroppedNotOpened() throws {
        let now = try Fixture(in: .signedIn)
        now.answer = false
        #expect(try now.open("rootswitch://items/1") == .dropped(.notShown(state: "signedIn")))
        #expect(
            now.decisions.map(\.description) == [
                "deep link dropped: rootswitch://items/1 (not shown while signedIn)"
            ])
        #expect(
            now.analytics.events == [
                .deepLinkDropped(pattern: "items/<int:id>", reason: "not_shown")
            ])
        #expect(now.gate.pending == nil)

        let later = try Fixture(in: .signedOut)
        try later.open("rootswitch://items/1")
        later.answer = false
        later.machine.send(.signIn)
        #expect(
            later.outcomes == [.deferred(needs: "sign-in"), .dropped(.notShown(state: "signedIn"))])
        #expect(!later.analytics.names.contains("deep_link_opened"))
        #expect(!later.analytics.names.contains("deep_link_replayed"))
        #expect(later.gate.pending == nil)
    }

    /// A view observing the waiting link is told when one starts waiting and when it opens.
    @Test func observersOfTheWaitingLinkAreToldWhenItComesAndGoes() throws {
        let fixture = try Fixture(in: .signedOut)
        let arrived = ChangeFlag.tracking { _ = fixture.gate.pendingURL }
        try fixture.open("rootswitch://items/1")
        #expect(arrived.isSet)
        #expect(fixture.gate.pendingURL == "rootswitch://items/1")
        let opened = ChangeFlag.tracking { _ = fixture.gate.pendingURL }
        fixture.machine.send(.signIn)
        #expect(opened.isSet)
        #expect(fixture.gate.pendingURL == nil)
    }

    /// Let through but not showable yet (`show` answers nil: no window shows the app): the
    /// link keeps waiting, and `openWaitingLink` tries again once the app can show it.
    @Test func aLinkThatCannotBeShownYetWaitsForOpenWaitingLink() throws {
        let fixture = try Fixture(in: .signedIn)
        fixture.answer = nil

        #expect(try fixture.open("rootswitch://items/1") == .deferred(needs: "sign-in"))
        #expect(fixture.gate.pending == .item(1))
        #expect(fixture.gate.openWaitingLink() == nil)
        #expect(fixture.gate.pending == .item(1))
        #expect(fixture.decisions.count == 1)

        fixture.answer = true
        let decision = fixture.gate.openWaitingLink()

        #expect(decision?.outcome == .replayed)
        #expect(fixture.shown == [.item(id: 1)])
        #expect(fixture.gate.pending == nil)
        #expect(fixture.gate.openWaitingLink() == nil)
        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .replayed])
    }

    /// A move the link needs, while nothing can show it yet, leaves it waiting too.
    @Test func aReplayThatCannotBeShownYetKeepsTheLinkWaiting() throws {
        let fixture = try Fixture(in: .signedOut)
        try fixture.open("rootswitch://items/1")
        fixture.answer = nil

        fixture.machine.send(.signIn)
        #expect(fixture.gate.pending == .item(1))
        #expect(fixture.decisions.count == 1)

        fixture.answer = true
        #expect(fixture.gate.openWaitingLink()?.outcome == .replayed)
        #expect(fixture.shown == [.item(id: 1)])
    }

    /// `openWaitingLink` opens nothing the state does not allow, and drops what expired.
    @Test func openWaitingLinkFollowsTheStateAndTheWindow() throws {
        let fixture = try Fixture(in: .signedOut, window: .seconds(10))
        try fixture.open("rootswitch://items/1")

        #expect(fixture.gate.openWaitingLink() == nil)
        #expect(fixture.gate.pending == .item(1))
        #expect(fixture.scenes.isEmpty)

        fixture.clock.advance(by: .seconds(11))
        #expect(fixture.gate.openWaitingLink()?.outcome == .dropped(.expired))
        #expect(fixture.gate.openWaitingLink() == nil)
        #expect(fixture.scenes.isEmpty)
    }

    /// A link shown at once goes to the scene it came in; one that waited goes where the app
    /// chooses (`nil`): the scene it came in may be gone by then.
    @Test func aLinkShownAtOnceGoesToItsSceneOneThatWaitedWhereTheAppChooses() throws {
        let fixture = try Fixture(in: .signedOut)
        try fixture.open("rootswitch://settings", in: SceneID(1))
        try fixture.open("rootswitch://items/1", in: SceneID(2))
        fixture.machine.send(.signIn)
        try fixture.open("rootswitch://items/2", in: SceneID(3))
        try fixture.open("rootswitch://items/3")
        #expect(fixture.scenes == [SceneID(1), nil, SceneID(3), nil])
    }

    /// A link an earlier run left waiting waits for what is left of its window, from the
    /// scene the app shows; one whose window passed is dropped as expired.
    @Test(arguments: [(9, true), (10, true), (11, false)])
    func aLinkKeptWaitingHasWhatIsLeftOfItsWindow(waited: Int, kept: Bool) throws {
        let fixture = try Fixture(in: .signedOut, window: .seconds(10))

        let decision = fixture.gate.keepWaiting("rootswitch://items/1", waited: .seconds(waited))

        #expect(decision?.outcome == (kept ? nil : Outcome.dropped(.expired)))
        #expect(fixture.outcomes == (kept ? [] : [.dropped(.expired)]))
        #expect(fixture.gate.pendingURL == (kept ? "rootswitch://items/1" : nil))
        fixture.machine.send(.signIn)
        #expect(fixture.shown == (kept ? [.item(id: 1)] : []))
        #expect(fixture.scenes == (kept ? [nil] : []))
    }

    @Test func aLinkKeptWaitingExpiresWithTheRestOfItsWindow() throws {
        let fixture = try Fixture(in: .signedOut, window: .seconds(10))
        fixture.gate.keepWaiting("rootswitch://items/1", waited: .seconds(7))
        fixture.clock.advance(by: .seconds(3))
        #expect(fixture.gate.pending == .item(1))
        fixture.clock.advance(by: .seconds(1))
        #expect(fixture.gate.pending == nil)

        fixture.machine.send(.signIn)

        #expect(fixture.outcomes == [.dropped(.expired)])
        #expect(fixture.shown.isEmpty)
    }

    /// Put back while the state allows it, a link still waits to be asked: the app calls
    /// `openWaitingLink` once it can show it.
    @Test func aLinkKeptWaitingOpensWhenAsked() throws {
        let fixture = try Fixture(in: .signedIn)
        #expect(fixture.gate.keepWaiting("rootswitch://items/1", waited: .seconds(2)) == nil)
        #expect(fixture.shown.isEmpty)
        #expect(fixture.gate.openWaitingLink()?.outcome == .replayed)
        #expect(fixture.shown == [.item(id: 1)])
    }

    /// Putting back replaces what waits; a link that no longer resolves is forgotten, and
    /// leaves what waits alone.
    @Test func keepWaitingReplacesWhatWaitsButNotForALinkThatNoLongerResolves() throws {
        let fixture = try Fixture(in: .signedOut)
        try fixture.open("rootswitch://items/1")

        #expect(fixture.gate.keepWaiting("rootswitch://nowhere", waited: .zero) == nil)
        #expect(fixture.gate.pending == .item(1))
        #expect(fixture.gate.keepWaiting("rootswitch://items/2", waited: .zero) == nil)
        #expect(fixture.gate.pending == .item(2))

        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .dropped(.replaced)])
    }
}
