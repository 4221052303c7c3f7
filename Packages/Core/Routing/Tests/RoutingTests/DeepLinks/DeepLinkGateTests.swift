import Analytics
import AnalyticsTesting
import Routing
import RoutingTesting
import Testing

@MainActor
@Suite struct DeepLinkGateTests {
    let clock = TestClock()
    let analytics = RecordingAnalytics()

    static let item = DeepLinkMatch(
        route: DeepLinkTestRoute.item(id: 1), template: "items/<int:id>", requirement: .signedIn)
    static let newItem = DeepLinkMatch(
        route: DeepLinkTestRoute.newItem, template: "items/new", requirement: .onboardingFinished,
        policy: .present
    )
    static let home = DeepLinkMatch(route: DeepLinkTestRoute.home, template: "")

    func makeGate(_ access: DeepLinkAccess, window: Duration = .seconds(300)) -> DeepLinkGate<
        DeepLinkTestRoute
    > {
        DeepLinkGate(access: access, window: window, clock: clock, analytics: analytics)
    }

    @Test(arguments: DeepLinkAccess.allCases)
    func opensAtOnceOnlyWhatTheAccessAllows(_ access: DeepLinkAccess) {
        for match in [Self.home, Self.item, Self.newItem] {
            let gate = makeGate(access)
            let opened = gate.open(match)
            #expect((opened == match) == access.allows(match.requirement))
            #expect((gate.pending == match) == !access.allows(match.requirement))
        }
    }

    @Test func notifiesObserversOfAccessAndOfTheWaitingLink() {
        let gate = makeGate(.signedOut)
        let access = ChangeFlag.tracking { _ = gate.access }
        let waiting = ChangeFlag.tracking { _ = gate.pending }
        #expect(gate.open(Self.item) == nil)
        #expect(waiting.isSet)
        #expect(!access.isSet)
        let replayed = ChangeFlag.tracking { _ = gate.pending }
        #expect(gate.update(access: .ready) == Self.item)
        #expect(access.isSet)
        #expect(replayed.isSet)
    }

    @Test func reportsOpenedLink() {
        #expect(makeGate(.ready).open(Self.item) == Self.item)
        #expect(analytics.events == [.deepLinkOpened(pattern: "items/<int:id>")])
    }

    @Test func defersAndReplaysAfterSignIn() {
        let gate = makeGate(.signedOut)
        #expect(gate.open(Self.item) == nil)
        #expect(gate.pending == Self.item)
        #expect(gate.update(access: .ready) == Self.item)
        #expect(gate.pending == nil)
        #expect(gate.update(access: .ready) == nil)
        #expect(
            analytics.events == [
                .deepLinkDeferred(pattern: "items/<int:id>", requirement: "signed_in"),
                .deepLinkOpened(pattern: "items/<int:id>"),
            ]
        )
    }

    @Test func waitsUntilOnboardingIsFinished() {
        let gate = makeGate(.signedOut)
        #expect(gate.open(Self.newItem) == nil)
        #expect(gate.update(access: .onboarding) == nil)
        #expect(gate.pending == Self.newItem)
        #expect(gate.update(access: .ready) == Self.newItem)
        #expect(analytics.names == ["deep_link_deferred", "deep_link_opened"])
    }

    @Test func keepsLinkFromLaunchUntilSignIn() {
        let gate = makeGate(.launching)
        #expect(gate.open(Self.item) == nil)
        #expect(gate.update(access: .signedOut) == nil)
        #expect(gate.pending == Self.item)
        #expect(gate.update(access: .onboarding) == Self.item)
    }

    @Test func replaysLinkNeedingNothingOnceLaunchSettles() {
        let gate = makeGate(.launching)
        #expect(gate.open(Self.home) == nil)
        #expect(gate.update(access: .signedOut) == Self.home)
    }

    @Test func latestLinkReplacesOlderPendingOne() {
        let gate = makeGate(.signedOut)
        _ = gate.open(Self.item)
        _ = gate.open(Self.newItem)
        #expect(gate.update(access: .ready) == Self.newItem)
        #expect(gate.update(access: .ready) == nil)
    }

    @Test func linkOpenedNowCancelsPendingOne() {
        let gate = makeGate(.onboarding)
        #expect(gate.open(Self.newItem) == nil)
        #expect(gate.open(Self.item) == Self.item)
        #expect(gate.pending == nil)
        #expect(gate.update(access: .ready) == nil)
    }

    @Test(arguments: [(299, true), (300, true), (301, false)])
    func expiresAfterTheWindow(_ seconds: Int, _ replayed: Bool) {
        let gate = makeGate(.signedOut)
        _ = gate.open(Self.item)
        clock.advance(by: .seconds(seconds))
        #expect((gate.pending != nil) == replayed)
        #expect((gate.update(access: .ready) == Self.item) == replayed)
        #expect(gate.pending == nil)
        #expect(
            analytics.events.last
                == (replayed
                    ? .deepLinkOpened(pattern: "items/<int:id>")
                    : .deepLinkRefused(reason: "expired")))
    }

    @Test func measuresTheWindowFromTheLatestLink() {
        let gate = makeGate(.signedOut, window: .seconds(10))
        _ = gate.open(Self.item)
        clock.advance(by: .seconds(8))
        _ = gate.open(Self.newItem)
        clock.advance(by: .seconds(8))
        #expect(gate.update(access: .ready) == Self.newItem)
    }

    @Test func expiredLinkIsDroppedEvenIfStillNotAllowed() {
        let gate = makeGate(.signedOut, window: .seconds(10))
        _ = gate.open(Self.newItem)
        clock.advance(by: .seconds(11))
        #expect(gate.update(access: .onboarding) == nil)
        #expect(analytics.events.last == .deepLinkRefused(reason: "expired"))
        #expect(gate.update(access: .ready) == nil)
    }

    @Test func dropsLinkDeferredDuringOnboardingOnSignOut() {
        let gate = makeGate(.onboarding)
        _ = gate.open(Self.newItem)
        #expect(gate.update(access: .signedOut) == nil)
        #expect(gate.pending == nil)
        #expect(gate.update(access: .ready) == nil)
        #expect(analytics.events.last == .deepLinkRefused(reason: "signed_out"))
    }

    @Test func opensURLThroughTheTable() throws {
        let gate = makeGate(.signedOut)
        let table = try DeepLinkFixtures.table()
        #expect(try gate.open("rootswitch://tags/x", in: table)?.route == .tag("x"))
        #expect(try gate.open("rootswitch://items/9", in: table) == nil)
        #expect(gate.update(access: .ready)?.route == .item(id: 9))
    }

    @Test(arguments: [
        ("ftp://secret-token-in-path/1", "unsupported_scheme"),
        ("rootswitch://items/%zz", "bad_percent_encoding"),
        ("rootswitch://nowhere/user@mail.example", "no_match"),
    ])
    func refusesBadURLReportingOnlyTheCode(_ url: String, _ reason: String) throws {
        let gate = makeGate(.signedOut)
        let table = try DeepLinkFixtures.table()
        _ = gate.open(Self.item)
        #expect(
            thrownDeepLinkCode { _ = try gate.open(url, in: table) }
                == RoutingError.Code(rawValue: reason)
        )
        #expect(analytics.events.last == .deepLinkRefused(reason: reason))
        #expect(analytics.events.last?.properties == ["reason": reason])
        #expect(gate.pending == Self.item)
    }
}
