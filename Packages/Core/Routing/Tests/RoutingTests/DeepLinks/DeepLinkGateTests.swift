import Analytics
import Routing
import RoutingTesting
import TestSupport
import Testing

@MainActor
@Suite struct DeepLinkGateTests {
    typealias Decision = DeepLinkDecision<DeepLinkTestRoute>

    let clock = TestClock()
    let analytics = RecordingAnalytics()
    /// Every decision the gate reported, in order.
    let decisions = DecisionLog()

    static let item = DeepLinkMatch(
        route: DeepLinkTestRoute.item(id: 1), template: "items/<int:id>", requirement: .signedIn)
    static let newItem = DeepLinkMatch(
        route: DeepLinkTestRoute.newItem, template: "items/new", requirement: .onboardingFinished,
        policy: .present
    )
    static let home = DeepLinkMatch(route: DeepLinkTestRoute.home, template: "")

    /// What the screen was asked to show; it shows everything unless told otherwise.
    final class Screen {
        var shown: [DeepLinkMatch<DeepLinkTestRoute>] = []
        var hasPlace = true

        func show(_ match: DeepLinkMatch<DeepLinkTestRoute>) -> Bool {
            guard hasPlace else { return false }
            shown.append(match)
            return true
        }
    }

    let screen = Screen()

    func makeGate(_ access: DeepLinkAccess, window: Duration = .seconds(300)) -> DeepLinkGate<
        DeepLinkTestRoute
    > {
        let decisions = decisions
        return DeepLinkGate(
            access: access, window: window, clock: clock, analytics: analytics,
            onDecision: { decisions.append($0) })
    }

    @discardableResult
    func open(_ gate: DeepLinkGate<DeepLinkTestRoute>, _ match: DeepLinkMatch<DeepLinkTestRoute>)
        -> Decision.Outcome
    {
        gate.open(match, url: "test://\(match.route)", show: screen.show).outcome
    }

    func update(_ gate: DeepLinkGate<DeepLinkTestRoute>, _ access: DeepLinkAccess)
        -> Decision.Outcome?
    {
        gate.update(access: access, show: screen.show)?.outcome
    }

    @Test(arguments: DeepLinkAccess.allCases)
    func opensAtOnceOnlyWhatTheAccessAllows(_ access: DeepLinkAccess) {
        for match in [Self.home, Self.item, Self.newItem] {
            let gate = makeGate(access)
            let allowed = access.allows(match.requirement)
            #expect(open(gate, match) == (allowed ? .opened : .deferred))
            #expect((gate.pending == match) == !allowed)
        }
    }

    @Test func notifiesObserversOfAccessAndOfTheWaitingLink() {
        let gate = makeGate(.signedOut)
        let access = ChangeFlag.tracking { _ = gate.access }
        let waiting = ChangeFlag.tracking { _ = gate.pending }
        #expect(open(gate, Self.item) == .deferred)
        #expect(waiting.isSet)
        #expect(!access.isSet)
        let replayed = ChangeFlag.tracking { _ = gate.pending }
        #expect(update(gate, .ready) == .replayed)
        #expect(access.isSet)
        #expect(replayed.isSet)
    }

    @Test func eachDecisionIsReportedOnceWithItsAnalyticsEventDerivedFromIt() {
        let gate = makeGate(.ready)
        #expect(open(gate, Self.item) == .opened)
        #expect(screen.shown == [Self.item])
        #expect(decisions.values.map(\.outcome) == [.opened])
        #expect(decisions.values.map(\.url) == ["test://item(id: 1)"])
        #expect(analytics.events == decisions.values.map(\.analyticsEvent))
        #expect(analytics.events == [.deepLinkOpened(pattern: "items/<int:id>")])
    }

    @Test func defersAndReplaysAfterSignInKeepingTheURLItArrivedWith() {
        let gate = makeGate(.signedOut)
        let decision = gate.open(
            Self.item, url: "https://host.example/items/1?x=2", show: screen.show)
        #expect(decision.outcome == .deferred)
        #expect(
            decision.description
                == "deep link deferred: https://host.example/items/1?x=2 (needs sign-in)")
        #expect(gate.pending == Self.item)
        #expect(gate.pendingURL == "https://host.example/items/1?x=2")
        #expect(screen.shown.isEmpty)
        #expect(update(gate, .ready) == .replayed)
        #expect(screen.shown == [Self.item])
        #expect(decisions.values.last?.url == "https://host.example/items/1?x=2")
        #expect(gate.pending == nil)
        #expect(update(gate, .ready) == nil)
        #expect(
            analytics.events == [
                .deepLinkDeferred(pattern: "items/<int:id>", requirement: "signed_in"),
                .deepLinkReplayed(pattern: "items/<int:id>"),
            ]
        )
    }

    /// A link let through that nothing on screen can show is dropped, never reported opened.
    @Test func aLinkNothingCanShowIsDroppedNotOpened() {
        let gate = makeGate(.ready)
        screen.hasPlace = false
        #expect(open(gate, Self.home) == .dropped(.notShown(.ready)))
        #expect(
            decisions.values.map(\.description) == [
                "deep link dropped: test://home (not shown while signed in)"
            ])
        #expect(analytics.events == [.deepLinkDropped(pattern: "", reason: "not_shown")])

        let waiting = makeGate(.signedOut)
        #expect(open(waiting, Self.item) == .deferred)
        #expect(update(waiting, .ready) == .dropped(.notShown(.ready)))
        #expect(!analytics.names.contains("deep_link_opened"))
        #expect(!analytics.names.contains("deep_link_replayed"))
    }

    @Test func waitsUntilOnboardingIsFinished() {
        let gate = makeGate(.signedOut)
        #expect(open(gate, Self.newItem) == .deferred)
        #expect(update(gate, .onboarding) == nil)
        #expect(gate.pending == Self.newItem)
        #expect(update(gate, .ready) == .replayed)
        #expect(analytics.names == ["deep_link_deferred", "deep_link_replayed"])
    }

    @Test func keepsLinkFromLaunchUntilSignIn() {
        let gate = makeGate(.launching)
        #expect(open(gate, Self.item) == .deferred)
        #expect(update(gate, .signedOut) == nil)
        #expect(gate.pending == Self.item)
        #expect(update(gate, .onboarding) == .replayed)
        #expect(screen.shown == [Self.item])
    }

    @Test func replaysLinkNeedingNothingOnceLaunchSettles() {
        let gate = makeGate(.launching)
        #expect(open(gate, Self.home) == .deferred)
        #expect(update(gate, .signedOut) == .replayed)
    }

    @Test func latestLinkReplacesOlderPendingOne() {
        let gate = makeGate(.signedOut)
        open(gate, Self.item)
        open(gate, Self.newItem)
        #expect(decisions.values.map(\.outcome) == [.deferred, .dropped(.replaced), .deferred])
        #expect(decisions.values[1].match == Self.item)
        #expect(update(gate, .ready) == .replayed)
        #expect(screen.shown == [Self.newItem])
        #expect(update(gate, .ready) == nil)
    }

    @Test func linkOpenedNowReplacesPendingOne() {
        let gate = makeGate(.onboarding)
        #expect(open(gate, Self.newItem) == .deferred)
        #expect(open(gate, Self.item) == .opened)
        #expect(decisions.values.map(\.outcome) == [.deferred, .dropped(.replaced), .opened])
        #expect(gate.pending == nil)
        #expect(update(gate, .ready) == nil)
    }

    @Test(arguments: [(299, true), (300, true), (301, false)])
    func expiresAfterTheWindow(_ seconds: Int, _ replayed: Bool) {
        let gate = makeGate(.signedOut)
        open(gate, Self.item)
        clock.advance(by: .seconds(seconds))
        #expect((gate.pending != nil) == replayed)
        #expect(update(gate, .ready) == (replayed ? .replayed : .dropped(.expired)))
        #expect(gate.pending == nil)
        #expect(
            analytics.events.last
                == (replayed
                    ? .deepLinkReplayed(pattern: "items/<int:id>")
                    : .deepLinkDropped(pattern: "items/<int:id>", reason: "expired")))
    }

    @Test func measuresTheWindowFromTheLatestLink() {
        let gate = makeGate(.signedOut, window: .seconds(10))
        open(gate, Self.item)
        clock.advance(by: .seconds(8))
        open(gate, Self.newItem)
        clock.advance(by: .seconds(8))
        #expect(update(gate, .ready) == .replayed)
        #expect(screen.shown == [Self.newItem])
    }

    /// A link an earlier run left waiting waits on for what is left of its window.
    @Test func aLinkKeptWaitingHasWhatIsLeftOfItsWindow() {
        let gate = makeGate(.signedOut, window: .seconds(10))
        #expect(gate.keepWaiting(Self.item, url: "test://saved", waited: .seconds(7)) == nil)
        #expect(gate.pendingURL == "test://saved")
        #expect(decisions.values.isEmpty)
        clock.advance(by: .seconds(3))
        #expect(gate.pending == Self.item)
        clock.advance(by: .seconds(1))
        #expect(update(gate, .ready) == .dropped(.expired))
    }

    @Test func aLinkKeptWaitingOpensWhenAllowed() {
        let gate = makeGate(.signedOut, window: .seconds(10))
        gate.keepWaiting(Self.item, url: "test://saved", waited: .seconds(2))
        #expect(update(gate, .ready) == .replayed)
        #expect(screen.shown == [Self.item])
    }

    @Test func aLinkKeptWaitingPastItsWindowIsDroppedAsExpired() {
        let gate = makeGate(.signedOut, window: .seconds(10))
        let decision = gate.keepWaiting(Self.item, url: "test://saved", waited: .seconds(11))
        #expect(decision?.outcome == .dropped(.expired))
        #expect(decisions.values.map(\.outcome) == [.dropped(.expired)])
        #expect(gate.pending == nil)
    }

    @Test func expiredLinkIsDroppedEvenIfStillNotAllowed() {
        let gate = makeGate(.signedOut, window: .seconds(10))
        open(gate, Self.newItem)
        clock.advance(by: .seconds(11))
        #expect(update(gate, .onboarding) == .dropped(.expired))
        #expect(update(gate, .ready) == nil)
    }

    @Test func dropsLinkDeferredDuringOnboardingOnSignOut() {
        let gate = makeGate(.onboarding)
        open(gate, Self.newItem)
        #expect(update(gate, .signedOut) == .dropped(.signedOut))
        #expect(gate.pending == nil)
        #expect(update(gate, .ready) == nil)
        #expect(
            analytics.events.last == .deepLinkDropped(pattern: "items/new", reason: "signed_out"))
    }

    @Test func opensURLThroughTheTable() throws {
        let gate = makeGate(.signedOut)
        let table = try DeepLinkFixtures.table()
        #expect(
            try gate.open("rootswitch://tags/x", in: table, show: screen.show).outcome == .opened)
        #expect(screen.shown.map(\.route) == [.tag("x")])
        #expect(
            try gate.open("rootswitch://items/9", in: table, show: screen.show).outcome == .deferred
        )
        #expect(update(gate, .ready) == .replayed)
        #expect(screen.shown.last?.route == .item(id: 9))
    }

    @Test(arguments: [
        ("ftp://secret-token-in-path/1", "unsupported_scheme"),
        ("rootswitch://items/%zz", "bad_percent_encoding"),
        ("rootswitch://nowhere/user@mail.example", "no_match"),
    ])
    func refusesBadURLReportingOnlyTheCode(_ url: String, _ reason: String) throws {
        let gate = makeGate(.signedOut)
        let table = try DeepLinkFixtures.table()
        open(gate, Self.item)
        #expect(
            thrownDeepLinkCode { _ = try gate.open(url, in: table, show: screen.show) }
                == RoutingError.Code(rawValue: reason)
        )
        #expect(decisions.values.last?.outcome == .refused(RoutingError.Code(rawValue: reason)))
        #expect(decisions.values.last?.description == "deep link refused: \(url) (\(reason))")
        #expect(analytics.events.last == .deepLinkRefused(reason: reason))
        #expect(analytics.events.last?.properties == ["reason": reason])
        #expect(gate.pending == Self.item)
    }
}

/// The decisions a gate reported, in order.
final class DecisionLog {
    private(set) var values: [DeepLinkDecision<DeepLinkTestRoute>] = []

    func append(_ value: DeepLinkDecision<DeepLinkTestRoute>) { values.append(value) }
}
