import Analytics
import AppStateMachine
import Routing
import RoutingTesting
import TestSupport
import Testing

/// The gate follows the app's state machine: a link opens at once when the state allows it,
/// otherwise it waits, saying what it needs, and opens when the machine moves into a state it
/// needs, with nothing kept in step by hand. It is dropped when a forgetting intent is taken,
/// when its window passes or when a newer link replaces it. (What `show` answers, and links
/// put back from an earlier run: `DeepLinkGateWaitingTests`.)
@MainActor
@Suite struct DeepLinkGateTests {
    typealias Fixture = GateFixture<DeepLinkTestRoute>
    typealias Outcome = DeepLinkDecision<DeepLinkTestRoute>.Outcome

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
        let fixture = try Fixture(in: phase)
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
        let fixture = try Fixture(in: .signedOut)
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
        let fixture = try Fixture(in: .signedOut)
        try fixture.open("rootswitch://items/1?x=2")
        #expect(fixture.shown.isEmpty)

        fixture.machine.send(.signIn)

        #expect(fixture.shown == [.item(id: 1)])
        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .replayed])
        #expect(fixture.decisions.last?.url == "rootswitch://items/1?x=2")
        #expect(fixture.decisions.last?.match == .item(1))
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
        let fixture = try Fixture(in: .launching)
        try fixture.open("rootswitch://items/1")

        fixture.machine.send(.launched)
        #expect(fixture.gate.pending == .item(1))
        #expect(fixture.shown.isEmpty)

        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.item(id: 1)])
        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .replayed])
    }

    @Test func aLinkNeedingASettledAppOpensOnceLaunchSettles() throws {
        let fixture = try Fixture(in: .launching)
        try fixture.open("rootswitch://settings")
        fixture.machine.send(.launched)
        #expect(fixture.shown == [.settings])
        #expect(fixture.outcomes == [.deferred(needs: "a settled app"), .replayed])
    }

    /// Signing out forgets the waiting link; an intent the machine refuses is not taken, and
    /// forgets nothing.
    @Test func aForgettingIntentTakenDropsTheWaitingLink() throws {
        let fixture = try Fixture(in: .signedIn)
        fixture.answer = nil
        try fixture.open("rootswitch://items/1")
        #expect(fixture.gate.pending == .item(1))

        fixture.machine.send(.launched)  // refused in signedIn: not a move
        #expect(fixture.gate.pending == .item(1))
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
        let fixture = try Fixture(in: .launching)
        try fixture.open("rootswitch://items/1")
        fixture.reach(.signedIn)
        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .replayed])
    }

    @Test(arguments: [(299, true), (300, true), (301, false)])
    func aWaitingLinkExpiresAfterTheWindow(seconds: Int, replayed: Bool) throws {
        #expect(DeepLinkGate<DeepLinkTestRoute, Phase, PhaseIntent>.defaultWindow == .seconds(300))
        let fixture = try Fixture(in: .signedOut)
        try fixture.open("rootswitch://items/1")

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
        let moved = try Fixture(in: .launching, window: .seconds(10))
        try moved.open("rootswitch://items/1")
        moved.clock.advance(by: .seconds(11))
        moved.machine.send(.launched)
        #expect(moved.outcomes == [.deferred(needs: "sign-in"), .dropped(.expired)])
        moved.machine.send(.signIn)
        #expect(moved.shown.isEmpty)

        let replaced = try Fixture(in: .signedOut, window: .seconds(10))
        try replaced.open("rootswitch://items/1")
        replaced.clock.advance(by: .seconds(11))
        try replaced.open("rootswitch://items/2")
        #expect(
            replaced.outcomes == [
                .deferred(needs: "sign-in"), .dropped(.expired), .deferred(needs: "sign-in"),
            ])
    }

    @Test func theWindowIsMeasuredFromTheLatestLink() throws {
        let fixture = try Fixture(in: .signedOut, window: .seconds(10))
        try fixture.open("rootswitch://items/1")
        fixture.clock.advance(by: .seconds(8))
        try fixture.open("rootswitch://items/2")
        fixture.clock.advance(by: .seconds(8))

        fixture.machine.send(.signIn)

        #expect(fixture.shown == [.item(id: 2)])
    }

    @Test func aNewerLinkReplacesTheWaitingOne() throws {
        let fixture = try Fixture(in: .signedOut)
        try fixture.open("rootswitch://items/1")
        try fixture.open("rootswitch://items/2")

        #expect(
            fixture.outcomes == [
                .deferred(needs: "sign-in"), .dropped(.replaced), .deferred(needs: "sign-in"),
            ])
        #expect(fixture.decisions[1].match == .item(1))
        #expect(fixture.decisions[1].detail == "a newer link replaced it")
        #expect(fixture.gate.pending == .item(2))
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.item(id: 2)])
    }

    /// The user's latest link wins: one opened at once drops the one waiting.
    @Test func aLinkOpenedAtOnceDropsTheWaitingOne() throws {
        let fixture = try Fixture(in: .signedOut)
        try fixture.open("rootswitch://items/1")
        try fixture.open("rootswitch://settings")

        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .dropped(.replaced), .opened])
        #expect(fixture.gate.pending == nil)
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.settings])
    }

    /// A link that does not resolve is refused with the table's code, and nothing else is
    /// lost: the waiting link still waits, and opens later.
    @Test(arguments: [
        ("ftp://secret-token-in-path/1", "unsupported_scheme"),
        ("rootswitch://items/%zz", "bad_percent_encoding"),
        ("rootswitch://nowhere/user@mail.example", "no_match"),
    ])
    func aBadLinkIsRefusedWithTheTablesCodeAndNothingElseIsLost(url: String, code: String) throws {
        let fixture = try Fixture(in: .signedOut)
        let recorder = NavigationRecorder(fixture.events, kinds: [.deepLink])
        try fixture.open("rootswitch://items/1")

        #expect(thrownDeepLinkCode { try fixture.open(url) } == RoutingError.Code(rawValue: code))

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
        #expect(fixture.gate.pending == .item(1))
        #expect(fixture.gate.pendingURL == "rootswitch://items/1")
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.item(id: 1)])
    }

    /// Each decision is told once to analytics, to events and to `onDecision`, the first two
    /// by pattern: whatever secret a URL carries never leaves the decision.
    @Test func everyDecisionIsToldOnceEverywhereByItsPattern() throws {
        let fixture = try Fixture(in: .signedOut, window: .seconds(10))
        let recorder = NavigationRecorder(fixture.events, kinds: [.deepLink])
        try fixture.open("rootswitch://settings?token=s3cret")  // opened
        try fixture.open("rootswitch://items/1?token=s3cret")  // deferred
        try fixture.open("rootswitch://items/2?token=s3cret")  // replaced, deferred
        fixture.machine.send(.signIn)  // replayed
        _ = thrownDeepLinkCode { try fixture.open("rootswitch://s3cret/x") }  // refused
        fixture.answer = false
        try fixture.open("rootswitch://items/3?token=s3cret")  // not shown
        fixture.answer = nil
        try fixture.open("rootswitch://items/4?token=s3cret")  // waits
        fixture.machine.send(.signOut)  // signed out
        try fixture.open("rootswitch://items/5?token=s3cret")  // deferred
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
