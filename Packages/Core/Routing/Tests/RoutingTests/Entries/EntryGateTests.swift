import Analytics
import AppStateMachine
import Routing
import RoutingTesting
import TestSupport
import Testing

/// Every way in goes through the gate's one `open`, as its link would: the same decisions,
/// waiting, replay when the machine moves, drop on sign-out, expiry, analytics and events;
/// an entry that does not become a link of the table is refused with the table's code.
@MainActor
@Suite struct EntryGateTests {
    typealias Fixture = GateFixture<ShopEntryRoute>
    typealias Decision = DeepLinkDecision<ShopEntryRoute>

    /// Each kind of entry, and the link it becomes.
    nonisolated static let entries: [(IncomingEntry, String)] = [
        (.link("shop://orders/7"), "shop://orders/7"),
        (.link("https://shop.example/orders/7"), "https://shop.example/orders/7"),
        (.notification(category: "order.shipped", payload: ["order": "7"]), "shop://orders/7"),
        (.notification(category: "", payload: ["link": "shop://orders/7"]), "shop://orders/7"),
        (
            .activity(
                type: IncomingEntry.browsingWeb, webpageURL: "https://shop.example/orders/7",
                userInfo: [:]),
            "https://shop.example/orders/7"
        ),
        (
            .activity(
                type: EntryFixtures.activityType, webpageURL: nil,
                userInfo: ["link": "shop://orders/7"]),
            "shop://orders/7"
        ),
        (.spotlight(identifier: "shop://orders/7"), "shop://orders/7"),
        (.intent(name: "OpenOrder", values: ["id": "7"]), "shop://orders/7"),
        (.quickAction(type: "cart"), "shop://cart"),
    ]

    @Test(arguments: entries)
    func anEntryIsDecidedAsItsLink(entry: IncomingEntry, link: String) throws {
        let byEntry = try Fixture(table: EntryFixtures.entries(), in: .signedOut)
        let byLink = try Fixture(table: EntryFixtures.entries(), in: .signedOut)
        let entryEvents = NavigationRecorder(byEntry.events, kinds: [.deepLink])
        let linkEvents = NavigationRecorder(byLink.events, kinds: [.deepLink])

        let decision = try byEntry.gate.open(entry, in: SceneID(3))
        try byLink.gate.open(.link(link), in: SceneID(3))

        #expect(decision.url == link)
        #expect(decision.outcome == .deferred(needs: "sign-in"))
        #expect(byEntry.gate.pendingURL == link)
        // Signing in replays both the same way.
        byEntry.machine.send(.signIn)
        byLink.machine.send(.signIn)
        #expect(byEntry.outcomes == [.deferred(needs: "sign-in"), .replayed])
        #expect(byEntry.decisions == byLink.decisions)
        #expect(byEntry.shown == byLink.shown)
        #expect(byEntry.shown.count == 1)
        #expect(byEntry.scenes == byLink.scenes)
        #expect(byEntry.analytics.events == byLink.analytics.events)
        #expect(entryEvents.unchecked == linkEvents.unchecked)
        #expect(entryEvents.unchecked.count == 2)
    }

    @Test func aNotificationTappedWhileSignedInOpensAtOnce() throws {
        let fixture = try Fixture(table: EntryFixtures.entries(), in: .signedIn)
        let decision = try fixture.gate.open(
            .notification(category: "order.shipped", payload: ["order": "7"]), in: SceneID(2))
        #expect(
            decision
                == Decision(
                    url: "shop://orders/7",
                    match: DeepLinkMatch(route: .order(id: 7), template: "orders/<int:id>"),
                    outcome: .opened))
        #expect(fixture.shown == [.order(id: 7)])
        #expect(fixture.scenes == [SceneID(2)])
        #expect(fixture.analytics.events == [.deepLinkOpened(pattern: "orders/<int:id>")])
    }

    @Test func aWaitingEntryIsDroppedWhenTheUserSignsOut() throws {
        let fixture = try Fixture(table: EntryFixtures.entries(), in: .signedIn)
        fixture.answer = nil
        try fixture.gate.open(.intent(name: "SearchShop", values: ["q": "tea"]))
        #expect(fixture.gate.pendingURL == "shop://search?q=tea")

        fixture.machine.send(.signOut)

        #expect(fixture.outcomes.last == .dropped(.signedOut))
        #expect(fixture.gate.pending == nil)
        #expect(
            fixture.analytics.events.last
                == .deepLinkDropped(pattern: "search?q=<q>&page=<int:page>?", reason: "signed_out"))
    }

    @Test func aWaitingEntryExpiresWithItsWindow() throws {
        let fixture = try Fixture(table: EntryFixtures.entries(), in: .signedOut)
        try fixture.gate.open(.quickAction(type: "cart"))
        fixture.clock.advance(by: DeepLinkGate<ShopEntryRoute, Phase, PhaseIntent>.defaultWindow)
        #expect(fixture.gate.pending?.route == .cart)

        fixture.clock.advance(by: .seconds(1))
        fixture.machine.send(.signIn)

        #expect(fixture.outcomes == [.deferred(needs: "sign-in"), .dropped(.expired)])
        #expect(fixture.shown.isEmpty)
    }

    /// An entry that is no link of the table, or whose link does not resolve, is refused with
    /// the table's code, named by the entry in one line (analytics hear only the code); the
    /// link waiting stays, and opens later.
    @Test(arguments: [
        (
            IncomingEntry.quickAction(type: "wishlist"), RoutingError.Code.unknownEntry,
            "quickAction wishlist"
        ),
        (
            .notification(category: "order.shipped", payload: ["id": "5"]), .incompleteEntry,
            "notification order.shipped id=5"
        ),
        (
            .intent(name: "SearchShop", values: ["q": "tea", "page": "x"]), .unconvertibleValue,
            "intent SearchShop page=x q=tea"
        ),
        (
            .spotlight(identifier: "shop://orders/x"), .unconvertibleValue,
            "spotlight shop://orders/x"
        ),
        (.link("shop://nowhere"), .noMatch, "shop://nowhere"),
        (.link("ftp://shop.example/orders/1"), .unsupportedScheme, "ftp://shop.example/orders/1"),
    ])
    func anEntryWithoutALinkIsRefusedAndNothingElseIsLost(
        entry: IncomingEntry, code: RoutingError.Code, words: String
    ) throws {
        let fixture = try Fixture(table: EntryFixtures.entries(), in: .signedOut)
        let recorder = NavigationRecorder(fixture.events, kinds: [.deepLink])
        try fixture.gate.open(.spotlight(identifier: "shop://orders/3"))

        #expect(thrownDeepLinkCode { try fixture.gate.open(entry) } == code)

        #expect(fixture.decisions.last == Decision(url: words, match: nil, outcome: .refused(code)))
        #expect(
            fixture.decisions.last?.description == "deep link refused: \(words) (\(code.rawValue))")
        #expect(fixture.analytics.events.last == .deepLinkRefused(reason: code.rawValue))
        recorder.expect(
            .deepLink(outcome: "deferred", pattern: "orders/<int:id>", detail: "needs sign-in"),
            .deepLink(outcome: "refused", pattern: nil, detail: code.rawValue))
        #expect(fixture.gate.pendingURL == "shop://orders/3")
        fixture.machine.send(.signIn)
        #expect(fixture.shown == [.order(id: 3)])
    }

    /// A restoration-only pattern opens from saved navigation only: no way in opens it.
    @Test(arguments: [
        IncomingEntry.link("shop://checkout/payment"),
        .link("https://shop.example/checkout/payment"),
        .spotlight(identifier: "shop://checkout/payment"),
        .notification(category: "", payload: ["link": "shop://checkout/payment"]),
        .activity(
            type: EntryFixtures.activityType, webpageURL: nil,
            userInfo: ["link": "https://shop.example/checkout/payment"]),
    ])
    func noEntryOpensARestorationOnlyPattern(entry: IncomingEntry) throws {
        let fixture = try Fixture(table: EntryFixtures.entries(), in: .signedIn)
        #expect(thrownDeepLinkCode { try fixture.gate.open(entry) } == .noMatch)
        #expect(fixture.outcomes == [.refused(.noMatch)])
        #expect(fixture.shown.isEmpty)
        #expect(fixture.scenes.isEmpty)
    }
}
