import Analytics
import AppStateMachine
import Routing
import RoutingTesting
import TestSupport
import Testing

/// The gate follows the app's state machine: a link opens at once when the state allows it,
/// otherwise it waits, saying what it needs, and opens when the machine moves into a state it
/// needs, with nothing kept in step by hand. It is dropped when a forgetting intent is taken,
/// when its window passes, when a newer link replaces it, or when nothing can show it.
@MainActor
@Suite struct DeepLinkGateTests {
    typealias Fixture = GateFixture<DeepLinkTestRoute>
    typealias Outcome = DeepLinkDecision<DeepLinkTestRoute>.Outcome

    static let item1 = DeepLinkMatch(
        route: DeepLinkTestRoute.item(id: 1), template: "items/<int:id>")
    static let item2 = DeepLinkMatch(
        route: DeepLinkTestRoute.item(id: 2), template: "items/<int:id>")
    static let settings = DeepLinkMatch(route: DeepLinkTestRoute.settings, template: "settings")

    func fixture(in phase: Phase, window: Duration = .seconds(300)) throws -> Fixture {
        let fixture = try Fixture(table: DeepLinkFixtures.table(), window: window)
        fixture.reach(phase)
        return fixture
    }

    /// Opens `url` through the gate, as every way in does.
    @discardableResult
    func open(_ fixture: Fixture, _ url: String, in scene: SceneID? = nil) throws
        -> Outcome
    {
        try fixture.gate.open(.link(url), in: scene).outcome
    }

    @Test(arguments: [
        (Phase.launching, "rootswitch://items/1", Outcome.deferred(needs: "sign-in")),
        (.launching, "rootswitch://settings", .deferred(needs: "a settled app")),
        (.signedOut, "rootswitch://items/1", .deferred(needs: "sign-in")),
        (.signedOut, "rootswitch://settings", .opened),
        (.signedIn, "rootswitch://items/1", .opened),
        (.signedIn, "rootswitch://settings", .opened),
    ])
    func opensAtOnceOnlyWhatTheStateAllows(
        phase: Phase, url: String, outcome: Outcome
    ) throws {
        let fixture = try fixture(in: phase)
        let match = try DeepLinkFixtures.table().resolve(url)

        let decision = try fixture.gate.open(.link(url))

        #expect(decision == DeepLinkDecision(url: url, match: match, outcome: outcome))
        #expect(fixture.decisions == [decision])
        let opened = outcome == .opened
        #expect(fixture.shown == (opened ? [match.route] : []))
        #expect(fixture.gate.pending == (opened ? nil : match))
        #expect(fixture.gate.pendingURL == (opened ? nil : url))
    }

    /// A deferred link says in words what it needs, in the app's own terms; analytics and
    /// events hear of its pattern, never of its URL.
    @Test func aDeferredLinkSaysWhatItNeedsInWords() throws {
        let fixture = try fixture(in: .signedOut)
        let recorder = NavigationRecorder(fixture.events, kinds: [.deepLink])

        let decision = try fixture.gate.open(.link("rootswitch://items/1?token=s3cret"))

        #expect(decision.verb == "deferred")
        #expect(decision.detail == "needs sign-in")
        #expect(
            decision.description
                == "deep link deferred: rootswitch://items/1?token=s3cret (needs sign-in)")
        #expect(
            fixture.analytics.events == [
                .deepLinkDeferred(pattern: "items/<int:id>", requirement: "sign-in")
            ])
        recorder.expect(
            .deepLink(outcome: "deferred", pattern: "items/<int:id>", detail: "needs sign-in"))
    }

    /// Signing in is the machine's business: the waiting link opens when it moves, with no
    /// call to the gate, keeping the URL it arrived with.
    @Test func aWaitingLinkOpensWhenTheMachineMovesIntoAStateItNeeds() throws {
        let fixture = try fixture(in: .signedOut)
        try open(fixture, "rootswitch://items/1?x=2")
        #expect(fixture.shown.isEmpty)

        fixture.machine.send(.signIn)

        #expect(fixture.shown == [.item(id: 1)])
        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .replayed])
        #expect(fixture.decisions.last?.url == "rootswitch://items/1?x=2")
        #expect(fixture.decisions.last?.match == Self.item1)
        #expect(fixture.gate.pending == nil)
        #expect(fixture.gate.pendingURL == nil)
        #expect(
            fixture.analytics.events == [
                .deepLinkDeferred(pattern: "items/<int:id>", requirement: "sign-in"),
                .deepLinkReplayed(pattern: "items/<int:id>"),
            ])
        // Shown once: the machine moving again shows nothing more.
        fixture.machine.send(.signOut)
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.item(id: 1)])
        #expect(fixture.decisions.count == 2)
    }

    /// A move into a state the link does not need keeps it waiting.
    @Test func aLinkFromLaunchWaitsThroughSignedOutUntilSignIn() throws {
        let fixture = try fixture(in: .launching)
        try open(fixture, "rootswitch://items/1")

        fixture.machine.send(.launched)
        #expect(fixture.gate.pending == Self.item1)
        #expect(fixture.shown.isEmpty)

        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.item(id: 1)])
        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .replayed])
    }

    @Test func aLinkNeedingASettledAppOpensOnceLaunchSettles() throws {
        let fixture = try fixture(in: .launching)
        try open(fixture, "rootswitch://settings")
        fixture.machine.send(.launched)
        #expect(fixture.shown == [.settings])
        #expect(fixture.outcomes == [.deferred(needs: "a settled app"), .replayed])
    }

    /// Signing out forgets the waiting link; an intent the machine refuses is not taken, and
    /// forgets nothing.
    @Test func aForgettingIntentTakenDropsTheWaitingLink() throws {
        let fixture = try fixture(in: .signedIn)
        fixture.answer = nil
        try open(fixture, "rootswitch://items/1")
        #expect(fixture.gate.pending == Self.item1)

        fixture.machine.send(.launched)  // refused in signedIn: not a move
        #expect(fixture.gate.pending == Self.item1)
        fixture.machine.send(.signOut)

        #expect(fixture.gate.pending == nil)
        #expect(fixture.outcomes.last == .dropped(.signedOut))
        #expect(
            fixture.decisions.last?.description
                == "deep link dropped: rootswitch://items/1 (the user signed out)")
        #expect(
            fixture.analytics.events.last
                == .deepLinkDropped(pattern: "items/<int:id>", reason: "signed_out"))
        fixture.answer = true
        fixture.machine.send(.signIn)
        #expect(fixture.shown.isEmpty)
    }

    /// Launching is no forgetting intent: a link that waited through it still opens.
    @Test func anotherIntentKeepsTheWaitingLink() throws {
        let fixture = try fixture(in: .launching)
        try open(fixture, "rootswitch://items/1")
        fixture.reach(.signedIn)
        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .replayed])
    }

    @Test(arguments: [(299, true), (300, true), (301, false)])
    func aWaitingLinkExpiresAfterTheWindow(seconds: Int, replayed: Bool) throws {
        #expect(DeepLinkGate<DeepLinkTestRoute, Phase, PhaseIntent>.defaultWindow == .seconds(300))
        let fixture = try fixture(in: .signedOut)
        try open(fixture, "rootswitch://items/1")

        fixture.clock.advance(by: .seconds(seconds))
        #expect((fixture.gate.pending != nil) == replayed)
        #expect((fixture.gate.pendingURL != nil) == replayed)
        fixture.machine.send(.signIn)

        #expect(fixture.outcomes.last == (replayed ? .replayed : .dropped(.expired)))
        #expect(fixture.shown == (replayed ? [.item(id: 1)] : []))
        #expect(fixture.gate.pending == nil)
        #expect(
            fixture.analytics.events.last
                == (replayed
                    ? .deepLinkReplayed(pattern: "items/<int:id>")
                    : .deepLinkDropped(pattern: "items/<int:id>", reason: "expired")))
    }

    /// An expired link is dropped as expired whenever the gate next looks: when the machine
    /// moves into a state it still does not need, or when a newer link arrives.
    @Test func anExpiredLinkIsDroppedAsExpiredWhateverComesNext() throws {
        let moved = try fixture(in: .launching, window: .seconds(10))
        try open(moved, "rootswitch://items/1")
        moved.clock.advance(by: .seconds(11))
        moved.machine.send(.launched)
        #expect(moved.outcomes == [.deferred(needs: "sign-in"), .dropped(.expired)])
        moved.machine.send(.signIn)
        #expect(moved.shown.isEmpty)

        let replaced = try fixture(in: .signedOut, window: .seconds(10))
        try open(replaced, "rootswitch://items/1")
        replaced.clock.advance(by: .seconds(11))
        try open(replaced, "rootswitch://items/2")
        #expect(
            replaced.outcomes == [
                .deferred(needs: "sign-in"), .dropped(.expired), .deferred(needs: "sign-in"),
            ])
    }

    @Test func theWindowIsMeasuredFromTheLatestLink() throws {
        let fixture = try fixture(in: .signedOut, window: .seconds(10))
        try open(fixture, "rootswitch://items/1")
        fixture.clock.advance(by: .seconds(8))
        try open(fixture, "rootswitch://items/2")
        fixture.clock.advance(by: .seconds(8))

        fixture.machine.send(.signIn)

        #expect(fixture.shown == [.item(id: 2)])
    }

    @Test func aNewerLinkReplacesTheWaitingOne() throws {
        let fixture = try fixture(in: .signedOut)
        try open(fixture, "rootswitch://items/1")
        try open(fixture, "rootswitch://items/2")

        #expect(
            fixture.outcomes == [
                .deferred(needs: "sign-in"), .dropped(.replaced), .deferred(needs: "sign-in"),
            ])
        #expect(fixture.decisions[1].match == Self.item1)
        #expect(fixture.decisions[1].detail == "a newer link replaced it")
        #expect(fixture.gate.pending == Self.item2)
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.item(id: 2)])
    }

    /// The user's latest link wins: one opened at once drops the one waiting.
    @Test func aLinkOpenedAtOnceDropsTheWaitingOne() throws {
        let fixture = try fixture(in: .signedOut)
        try open(fixture, "rootswitch://items/1")
        try open(fixture, "rootswitch://settings")

        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .dropped(.replaced), .opened])
        #expect(fixture.gate.pending == nil)
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.settings])
    }

    /// Let through but with no place on screen (`show` answers false): dropped, never
    /// reported opened or replayed.
    @Test func aLinkNothingCanShowIsDroppedNotOpened() throws {
        let now = try fixture(in: .signedIn)
        now.answer = false
        #expect(try open(now, "rootswitch://items/1") == .dropped(.notShown(state: "signedIn")))
        #expect(
            now.decisions.map(\.description) == [
                "deep link dropped: rootswitch://items/1 (not shown while signedIn)"
            ])
        #expect(
            now.analytics.events == [
                .deepLinkDropped(pattern: "items/<int:id>", reason: "not_shown")
            ])
        #expect(now.gate.pending == nil)

        let later = try fixture(in: .signedOut)
        try open(later, "rootswitch://items/1")
        later.answer = false
        later.machine.send(.signIn)
        #expect(
            later.outcomes == [.deferred(needs: "sign-in"), .dropped(.notShown(state: "signedIn"))])
        #expect(!later.analytics.names.contains("deep_link_opened"))
        #expect(!later.analytics.names.contains("deep_link_replayed"))
        #expect(later.gate.pending == nil)
    }

    /// Let through but not showable yet (`show` answers nil: no window shows the app): the
    /// link keeps waiting, and `openWaitingLink` tries again once the app can show it.
    @Test func aLinkThatCannotBeShownYetWaitsForOpenWaitingLink() throws {
        let fixture = try fixture(in: .signedIn)
        fixture.answer = nil

        #expect(try open(fixture, "rootswitch://items/1") == .deferred(needs: "sign-in"))
        #expect(fixture.gate.pending == Self.item1)
        #expect(fixture.gate.openWaitingLink() == nil)
        #expect(fixture.gate.pending == Self.item1)
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
        let fixture = try fixture(in: .signedOut)
        try open(fixture, "rootswitch://items/1")
        fixture.answer = nil

        fixture.machine.send(.signIn)
        #expect(fixture.gate.pending == Self.item1)
        #expect(fixture.decisions.count == 1)

        fixture.answer = true
        #expect(fixture.gate.openWaitingLink()?.outcome == .replayed)
        #expect(fixture.shown == [.item(id: 1)])
    }

    /// `openWaitingLink` opens nothing the state does not allow, and drops what expired.
    @Test func openWaitingLinkFollowsTheStateAndTheWindow() throws {
        let fixture = try fixture(in: .signedOut, window: .seconds(10))
        try open(fixture, "rootswitch://items/1")

        #expect(fixture.gate.openWaitingLink() == nil)
        #expect(fixture.gate.pending == Self.item1)
        #expect(fixture.scenes.isEmpty)

        fixture.clock.advance(by: .seconds(11))
        #expect(fixture.gate.openWaitingLink()?.outcome == .dropped(.expired))
        #expect(fixture.gate.openWaitingLink() == nil)
        #expect(fixture.scenes.isEmpty)
    }

    /// A link shown at once goes to the scene it came in; one that waited goes where the app
    /// chooses (`nil`): the scene it came in may be gone by then.
    @Test func aLinkShownAtOnceGoesToItsSceneOneThatWaitedWhereTheAppChooses() throws {
        let fixture = try fixture(in: .signedOut)
        try open(fixture, "rootswitch://settings", in: SceneID(1))
        try open(fixture, "rootswitch://items/1", in: SceneID(2))
        fixture.machine.send(.signIn)
        try open(fixture, "rootswitch://items/2", in: SceneID(3))
        try open(fixture, "rootswitch://items/3")
        #expect(fixture.scenes == [SceneID(1), nil, SceneID(3), nil])
    }

    /// A link an earlier run left waiting waits for what is left of its window, from the
    /// scene the app shows; one whose window passed is dropped as expired.
    @Test(arguments: [(9, true), (10, true), (11, false)])
    func aLinkKeptWaitingHasWhatIsLeftOfItsWindow(waited: Int, kept: Bool) throws {
        let fixture = try fixture(in: .signedOut, window: .seconds(10))

        let decision = fixture.gate.keepWaiting("rootswitch://items/1", waited: .seconds(waited))

        #expect(decision?.outcome == (kept ? nil : Outcome.dropped(.expired)))
        #expect(fixture.outcomes == (kept ? [] : [.dropped(.expired)]))
        #expect(fixture.gate.pendingURL == (kept ? "rootswitch://items/1" : nil))
        fixture.machine.send(.signIn)
        #expect(fixture.shown == (kept ? [.item(id: 1)] : []))
        #expect(fixture.scenes == (kept ? [nil] : []))
    }

    @Test func aLinkKeptWaitingExpiresWithTheRestOfItsWindow() throws {
        let fixture = try fixture(in: .signedOut, window: .seconds(10))
        fixture.gate.keepWaiting("rootswitch://items/1", waited: .seconds(7))
        fixture.clock.advance(by: .seconds(3))
        #expect(fixture.gate.pending == Self.item1)
        fixture.clock.advance(by: .seconds(1))
        #expect(fixture.gate.pending == nil)

        fixture.machine.send(.signIn)

        #expect(fixture.outcomes == [.dropped(.expired)])
        #expect(fixture.shown.isEmpty)
    }

    /// Put back while the state allows it, a link still waits to be asked: the app calls
    /// `openWaitingLink` once it can show it.
    @Test func aLinkKeptWaitingOpensWhenAsked() throws {
        let fixture = try fixture(in: .signedIn)
        #expect(fixture.gate.keepWaiting("rootswitch://items/1", waited: .seconds(2)) == nil)
        #expect(fixture.shown.isEmpty)
        #expect(fixture.gate.openWaitingLink()?.outcome == .replayed)
        #expect(fixture.shown == [.item(id: 1)])
    }

    /// Putting back replaces what waits; a link that no longer resolves is forgotten, and
    /// leaves what waits alone.
    @Test func keepWaitingReplacesWhatWaitsButNotForALinkThatNoLongerResolves() throws {
        let fixture = try fixture(in: .signedOut)
        try open(fixture, "rootswitch://items/1")

        #expect(fixture.gate.keepWaiting("rootswitch://nowhere", waited: .zero) == nil)
        #expect(fixture.gate.pending == Self.item1)
        #expect(fixture.gate.keepWaiting("rootswitch://items/2", waited: .zero) == nil)
        #expect(fixture.gate.pending == Self.item2)

        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .dropped(.replaced)])
    }

    /// A link that does not resolve is refused with the table's code, and nothing else is
    /// lost: the waiting link still waits, and opens later.
    @Test(arguments: [
        ("ftp://secret-token-in-path/1", "unsupported_scheme"),
        ("rootswitch://items/%zz", "bad_percent_encoding"),
        ("rootswitch://nowhere/user@mail.example", "no_match"),
    ])
    func aBadLinkIsRefusedWithTheTablesCodeAndNothingElseIsLost(url: String, code: String) throws {
        let fixture = try fixture(in: .signedOut)
        let recorder = NavigationRecorder(fixture.events, kinds: [.deepLink])
        try open(fixture, "rootswitch://items/1")

        #expect(thrownDeepLinkCode { try open(fixture, url) } == RoutingError.Code(rawValue: code))

        #expect(
            fixture.decisions.last
                == DeepLinkDecision(
                    url: url, match: nil, outcome: .refused(RoutingError.Code(rawValue: code))))
        #expect(fixture.decisions.last?.description == "deep link refused: \(url) (\(code))")
        #expect(fixture.analytics.events.last == .deepLinkRefused(reason: code))
        #expect(fixture.analytics.events.last?.properties == ["reason": code])
        recorder.expect(
            .deepLink(outcome: "deferred", pattern: "items/<int:id>", detail: "needs sign-in"),
            .deepLink(outcome: "refused", pattern: nil, detail: code))
        #expect(fixture.gate.pending == Self.item1)
        #expect(fixture.gate.pendingURL == "rootswitch://items/1")
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.item(id: 1)])
    }

    /// Each decision is told once to analytics, to events and to `onDecision`, the first two
    /// by pattern: whatever secret a URL carries never leaves the decision.
    @Test func everyDecisionIsToldOnceEverywhereByItsPattern() throws {
        let fixture = try fixture(in: .signedOut, window: .seconds(10))
        let recorder = NavigationRecorder(fixture.events, kinds: [.deepLink])
        try open(fixture, "rootswitch://settings?token=s3cret")  // opened
        try open(fixture, "rootswitch://items/1?token=s3cret")  // deferred
        try open(fixture, "rootswitch://items/2?token=s3cret")  // replaced, deferred
        fixture.machine.send(.signIn)  // replayed
        _ = thrownDeepLinkCode { try open(fixture, "rootswitch://s3cret/x") }  // refused
        fixture.answer = false
        try open(fixture, "rootswitch://items/3?token=s3cret")  // not shown
        fixture.answer = nil
        try open(fixture, "rootswitch://items/4?token=s3cret")  // waits
        fixture.machine.send(.signOut)  // signed out
        try open(fixture, "rootswitch://items/5?token=s3cret")  // deferred
        fixture.clock.advance(by: .seconds(11))
        fixture.gate.openWaitingLink()  // expired

        #expect(
            fixture.outcomes == [
                .opened, .deferred(needs: "sign-in"), .dropped(.replaced),
                .deferred(needs: "sign-in"), .replayed, .refused(.noMatch),
                .dropped(.notShown(state: "signedIn")), .deferred(needs: "sign-in"),
                .dropped(.signedOut), .deferred(needs: "sign-in"), .dropped(.expired),
            ])
        #expect(fixture.analytics.events == fixture.decisions.map(\.analyticsEvent))
        let told = recorder.unchecked
        #expect(
            told
                == fixture.decisions.map {
                    .deepLink(outcome: $0.verb, pattern: $0.match?.template, detail: $0.detail)
                })
        let reported =
            fixture.analytics.events.flatMap { $0.properties.values }
            + told.flatMap { $0.fields.values } + told.map(\.description)
        #expect(!reported.contains { $0.contains("s3cret") || $0.contains("rootswitch://") })
    }
}
